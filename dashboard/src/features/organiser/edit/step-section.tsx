import { type ReactNode, useId } from 'react';

/** One step of the tournament editor, named by its heading, with what the step asks under it. */
export function StepSection({
  title,
  intro,
  badge,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** Stands on the heading's line, at its end (the tournament's stage). */
  badge?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <div>
      <h2 id={titleId} className="font-display text-2xl font-bold">
        {title}
      </h2>
      <p className="text-sm text-slate-400">{intro}</p>
    </div>
  );
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      {badge ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          {heading}
          {badge}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** Why the step could not be saved, above its buttons. */
export function StepProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-500/30 bg-red-500/10 px-4 py-3 text-sm text-red-200"
    >
      {message}
    </p>
  );
}
