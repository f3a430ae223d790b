import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-white/15 px-6 py-14 text-center">
      {icon ? <div className="mb-3 text-slate-400">{icon}</div> : null}
      <h3 className="font-display text-xl font-bold">{title}</h3>
      {text ? <p className="mt-2 max-w-md text-sm text-slate-400">{text}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const hydrated = useHydrated();
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-500/30 bg-red-500/10 px-5 py-4 text-sm text-red-200"
    >
      <p>{message}</p>
      {onRetry ? (
        <button
          type="button"
          disabled={!hydrated}
          onClick={onRetry}
          className="mt-2 font-semibold underline underline-offset-4"
        >
          Try again
        </button>
      ) : null}
    </div>
  );
}
