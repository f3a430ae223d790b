import { type FinalPlacingView, placeLabel } from '@galaxia/core';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { TeamLogo } from '../ui/team-logo.tsx';

/**
 * A finished tournament's champion and final placings (core `finalPlacings`): the champion on a banner,
 * then the rest of the podium, or for a battle royale every squad with its final points.
 */
export function FinalPlacings({
  eventId,
  placings,
  className,
}: {
  eventId: string;
  placings: readonly FinalPlacingView[];
  className?: string;
}) {
  const [first, ...rest] = placings;
  if (first?.place !== 1) return null;
  const withPoints = first.points !== null;
  return (
    <section
      aria-label="Final placings"
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-amber-400/40 bg-gradient-to-br from-amber-400/15 to-brand-500/5 p-4 sm:p-5',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <Trophy className="size-8 shrink-0 text-amber-300" aria-hidden />
        <TeamLogo name={first.team.name} logo={first.team.logo} className="size-12 text-base" />
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-amber-200">Champion</p>
          <Link
            to={paths.eventTeam(eventId, first.team.id)}
            className="block break-words font-display text-2xl font-bold leading-tight hover:text-amber-200"
          >
            {first.team.name}
          </Link>
        </div>
        {withPoints ? (
          <p className="ml-auto shrink-0 text-sm font-semibold text-amber-100">{first.points} pts</p>
        ) : null}
      </div>
      {rest.length > 0 ? (
        <ol className="flex flex-col divide-y divide-white/10 rounded-lg border border-white/10 bg-ink-900/60">
          {rest.map((placing) => (
            <li key={placing.team.id} className="flex items-center gap-3 px-3 py-2">
              <span className="w-10 shrink-0 font-display font-bold text-slate-300">
                {placeLabel(placing.place)}
              </span>
              <TeamLogo name={placing.team.name} logo={placing.team.logo} className="size-7 text-xs" />
              <Link
                to={paths.eventTeam(eventId, placing.team.id)}
                className="min-w-0 flex-1 truncate font-semibold hover:text-brand-200"
              >
                {placing.team.name}
              </Link>
              {withPoints ? (
                <span className="shrink-0 text-sm tabular-nums text-slate-300">{placing.points} pts</span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
