import type { ReactNode } from 'react';

const GRIDS = { 2: 'grid-cols-2', 4: 'grid-cols-4' } as const;

/** A stream's lower third: the phase's name on the event's accent colour, its tables side by side below. */
export function LowerThird({
  label,
  title,
  accent,
  columns,
  after,
  children,
}: {
  label: string;
  title: string;
  accent: string;
  columns: keyof typeof GRIDS;
  /** What follows the tables (or stands in for them when there are none). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} className="absolute inset-x-16 bottom-16">
      <h1
        className="mb-3 inline-block rounded-lg px-6 py-2 text-2xl font-bold uppercase tracking-[0.2em]"
        style={{ background: accent }}
      >
        {title}
      </h1>
      <div className={`grid ${GRIDS[columns]} gap-4`}>{children}</div>
      {after}
    </section>
  );
}
