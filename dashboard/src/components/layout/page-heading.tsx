import type { ReactNode } from 'react';

/** The title block every public page opens with. */
export function PageHeading({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-3">
      {eyebrow ? (
        <p className="font-display text-sm font-semibold uppercase tracking-[0.25em] text-neon-400">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="break-words font-display text-4xl font-bold leading-tight sm:text-5xl">{title}</h1>
      {children ? <div className="max-w-3xl text-slate-300">{children}</div> : null}
    </header>
  );
}
