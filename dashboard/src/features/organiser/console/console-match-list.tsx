import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** Matches as the console lists them: a row a match, named for screen readers, its rulings at the end. */
export function ConsoleMatchList<T extends { matchId: string; name: string }>({
  matches,
  empty,
  details,
  actions,
}: {
  matches: readonly T[];
  /** Said instead of the list when there is no match. */
  empty: string;
  details: (match: T) => ReactNode;
  actions: (match: T) => ReactNode;
}) {
  if (!matches.length) return <p className="text-sm text-slate-400">{empty}</p>;
  return (
    <Card className="divide-y divide-white/5">
      <ul>
        {matches.map((match) => (
          <li
            key={match.matchId}
            aria-label={match.name}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
          >
            <div className="min-w-0">
              <p className="font-semibold">{match.name}</p>
              {details(match)}
            </div>
            <div className="flex gap-2">{actions(match)}</div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
