import type { ComponentProps } from 'react';
import { joinClasses } from '../../lib/join-classes.ts';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden className={joinClasses('animate-pulse rounded-lg bg-white/10', className)} {...props} />
  );
}

/** Announced to screen readers while a screen's data loads. */
export function LoadingBlock({ label = 'Loading', rows = 3 }: { label?: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}
