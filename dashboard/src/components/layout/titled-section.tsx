import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { joinClasses } from '../../lib/join-classes.ts';

const TITLE_SIZES = {
  md: 'text-xl',
  lg: 'text-2xl',
  xl: 'text-3xl',
  hero: 'text-3xl sm:text-4xl',
} as const;

/**
 * A page section named by its heading (screen readers announce it as a region), with an optional link
 * or button on the heading's line.
 */
export function TitledSection({
  title,
  size = 'lg',
  action,
  className,
  children,
}: {
  title: ReactNode;
  size?: keyof typeof TITLE_SIZES;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <h2 id={id} className={joinClasses('font-display font-bold', TITLE_SIZES[size])}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={className}>
      {action ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** The "all of them" link beside a section heading. */
export const SeeAllLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link
    to={to}
    className="inline-flex items-center gap-1 text-sm font-semibold text-brand-300 hover:underline"
  >
    {children} <ArrowRight className="size-4" aria-hidden />
  </Link>
);
