import type { MatchTeamSummary } from '@galaxia/core';
import { TeamLogo } from '../../components/ui/team-logo.tsx';

interface Props {
  teamA: MatchTeamSummary | null;
  teamB: MatchTeamSummary | null;
  scoreA: number | null;
  scoreB: number | null;
  winner: 'A' | 'B' | null;
}

const nameClass = (team: MatchTeamSummary | null, won: boolean) =>
  `truncate ${won ? 'font-bold text-white' : 'text-slate-200'} ${team ? '' : 'italic text-muted'}`;

/**
 * Team A, the score, team B. Side by side from the small breakpoint up; on a phone each team gets its
 * own line with its score, so long names stay readable.
 */
export function MatchTeamsLine({ teamA, teamB, scoreA, scoreB, winner }: Props) {
  const side = (team: MatchTeamSummary | null, won: boolean, align: 'left' | 'right') => (
    <span
      className={`flex min-w-0 flex-1 items-center gap-2 ${align === 'right' ? 'flex-row-reverse text-right' : ''}`}
    >
      <TeamLogo name={team?.name ?? '?'} logo={team?.logo || null} className="size-8 text-xs" />
      <span className={nameClass(team, won)}>{team?.name ?? 'To be decided'}</span>
    </span>
  );
  const row = (team: MatchTeamSummary | null, score: number | null, won: boolean) => (
    <span className="flex items-center gap-2">
      <TeamLogo name={team?.name ?? '?'} logo={team?.logo || null} className="size-7 text-[10px]" />
      <span className={`min-w-0 flex-1 ${nameClass(team, won)}`}>{team?.name ?? 'To be decided'}</span>
      <span
        className={`font-display text-lg font-bold tabular-nums ${won ? 'text-white' : 'text-slate-400'}`}
      >
        {score ?? '–'}
      </span>
    </span>
  );
  return (
    <>
      <span className="flex w-full flex-col gap-1.5 sm:hidden">
        {row(teamA, scoreA, winner === 'A')}
        {row(teamB, scoreB, winner === 'B')}
      </span>
      <span className="hidden w-full items-center gap-3 sm:flex">
        {side(teamA, winner === 'A', 'left')}
        <span className="shrink-0 font-display text-xl font-bold tabular-nums">
          {scoreA ?? '–'} <span className="text-muted">:</span> {scoreB ?? '–'}
        </span>
        {side(teamB, winner === 'B', 'right')}
      </span>
    </>
  );
}
