import { type ComponentProps, cloneElement, isValidElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const fieldClass =
  'w-full rounded-lg border border-white/15 bg-ink-950/80 px-3 py-2 text-sm text-slate-100 placeholder:text-muted focus-visible:border-neon-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neon-400/40 disabled:opacity-50 aria-[invalid=true]:border-red-400';

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

/** The ids a control's description points at: its hint and its error, whichever are shown. */
const describedByOf = (id: string, shown: { hint?: boolean; error?: boolean }) =>
  [shown.hint ? `${id}-hint` : null, shown.error ? `${id}-error` : null].filter(Boolean).join(' ') ||
  undefined;

const joinIds = (...lists: unknown[]) =>
  [
    ...new Set(lists.flatMap((list) => (typeof list === 'string' ? list.split(' ') : [])).filter(Boolean)),
  ].join(' ') || undefined;

/** Elements a <label> can name: a plain wrapper (a div) cannot; a component is taken to draw a control. */
const LABELABLE = new Set(['input', 'select', 'textarea', 'button', 'meter', 'output', 'progress']);
const takesLabel = (type: unknown) => typeof type !== 'string' || LABELABLE.has(type);

/**
 * A labelled control with its hint and error underneath, the one way a form field is drawn: the control
 * (the single child) is told by aria attributes that it is required, invalid, and what describes it, so a
 * screen reader reads the hint and the error with the field. Required fields carry a visible mark.
 */
export function Field({
  id,
  label,
  error,
  hint,
  required = false,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  const element = isValidElement<Record<string, unknown>>(children) ? children : null;
  // A control that is `required` itself is marked as such too.
  const marked = required || Boolean(element?.props.required);
  const showHint = Boolean(hint) && !error;
  const describedBy = describedByOf(id, { hint: showHint, error: Boolean(error) });
  const control = element
    ? cloneElement(element, {
        // The label names the control through this id, so a control handed in without one gets it; a
        // wrapper (a div round a search box) does not, or the label would point at it, not at the box.
        ...(takesLabel(element.type) && { id: element.props.id ?? id }),
        'aria-describedby': joinIds(element.props['aria-describedby'], describedBy),
        'aria-invalid': error ? true : element.props['aria-invalid'],
        'aria-required': marked || undefined,
      })
    : children;
  return (
    <div className="flex flex-col gap-1.5">
      {/* The star sits beside the label, not in it: the field's name stays its label (aria-required says
          the rest), so speech and tests find "Email", not "Email *". */}
      <span className="text-sm font-medium text-slate-200">
        <label id={`${id}-label`} htmlFor={id}>
          {label}
        </label>
        {marked ? (
          <span className="text-red-300" aria-hidden>
            {' *'}
          </span>
        ) : null}
      </span>
      {control}
      {showHint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
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
