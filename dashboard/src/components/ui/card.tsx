import type { ComponentProps } from 'react';
import { joinClasses } from '../../lib/join-classes.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={joinClasses(
        'rounded-xl border border-white/10 bg-ink-900/80 shadow-xl shadow-black/20 backdrop-blur',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={joinClasses('flex flex-col gap-1 p-5 pb-0', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={joinClasses('font-display text-lg font-bold tracking-wide', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={joinClasses('p-5', className)} {...props} />;
}
