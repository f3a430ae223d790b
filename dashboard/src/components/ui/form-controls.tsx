import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const fieldClass =
  'w-full rounded-lg border border-white/15 bg-ink-950/80 px-3 py-2 text-sm text-slate-100 placeholder:text-slate-500 focus-visible:border-neon-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neon-400/40 disabled:opacity-50 aria-[invalid=true]:border-red-400';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, 'h-10', className)} {...props} />;
}

/** A score or a count: a whole number from 0, typed on the phone's number pad. */
export function CountInput(props: Omit<ComponentProps<'input'>, 'type' | 'min' | 'inputMode'>) {
  return <Input type="number" min={0} inputMode="numeric" {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-24', className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClass, 'h-10', className)} {...props} />;
}

/** A labelled control with its error underneath, wired for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="text-xs text-slate-400">{hint}</p> : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A control's error, announced when it appears; the control points at it with `${id}-error`. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-300">
      {error}
    </p>
  );
}
