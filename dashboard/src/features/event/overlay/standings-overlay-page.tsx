import { type EventStatistics, type FinalPlacingView, type PhaseBracket, placeLabel } from '@galaxia/core';
import { useParams } from 'react-router-dom';
import { useEventBracketsQuery, useEventDetailQuery, useEventStatsQuery } from '../../../app/event-api.ts';
import { useEventPointsTablesQuery } from '../battle-royale/battle-royale-api.ts';
import { LowerThird } from './lower-third.tsx';
import { OverlayFrame, useOverlayAccent } from './overlay-frame.tsx';
import { PlayerLeaders } from './player-leaders.tsx';
import { PointsTableOverlay } from './points-table-overlay.tsx';

interface TableRow {
  teamId: string;
  rank: number;
  teamName: string;
  wins: number;
  losses: number;
  points: number;
}

/** The tables of a phase: each group's, or the one Swiss table; none for an elimination bracket. */
const tablesOf = (phase: PhaseBracket): { name: string; rows: TableRow[] }[] =>
  phase.groupStandings?.map((group) => ({ name: group.name, rows: group.rows })) ??
  (phase.swissStandings ? [{ name: phase.phaseName, rows: phase.swissStandings }] : []);

/**
 * The latest phase's standings (or its bracket's latest results) and the best players by the game's
 * own figures, for a lower third between games; a battle-royale event shows its latest lobby phase's
 * overall points table instead.
 */
export function StandingsOverlayPage() {
  const { eventId = '' } = useParams();
  const accent = useOverlayAccent();
  const { data } = useEventBracketsQuery(eventId);
  const { data: pointsTables } = useEventPointsTablesQuery(eventId);
  const { data: stats } = useEventStatsQuery(eventId);
  const lobbyPhase = pointsTables?.phases.at(-1);
  const phase = data?.phases.at(-1);
  const tables = phase ? tablesOf(phase) : [];
  // Once the event is over its final placings (core `finalPlacings`) take the place of the last table.
  const placings = useEventDetailQuery(eventId).data?.placings ?? [];
  if (placings[0]?.place === 1)
    return (
      <OverlayFrame eventId={eventId}>
        <FinalPlacingsOverlay placings={placings} accent={accent} stats={stats} />
      </OverlayFrame>
    );
  if (lobbyPhase)
    return (
      <OverlayFrame eventId={eventId}>
        <PointsTableOverlay phase={lobbyPhase} accent={accent} />
      </OverlayFrame>
    );
  return (
    <OverlayFrame eventId={eventId}>
      {phase ? (
        <LowerThird
          label="Standings"
          title={phase.phaseName}
          accent={accent}
          columns={4}
          after={
            <>
              {tables.length === 0 ? <BracketResults phase={phase} /> : null}
              {stats ? <PlayerLeaders stats={stats} /> : null}
            </>
          }
        >
          {tables.slice(0, 4).map((table) => (
            <table key={table.name} className="overflow-hidden rounded-xl bg-ink-950/90 text-xl">
              <caption className="bg-white/10 px-4 py-2 text-left font-bold">{table.name}</caption>
              <thead className="sr-only">
                <tr>
                  <th>Rank</th>
                  <th>Team</th>
                  <th>Won–lost</th>
                  <th>Points</th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.teamId} className="border-t border-white/10">
                    <td className="w-10 px-4 py-2 text-white/70 tabular-nums">{row.rank}</td>
                    <td className="max-w-56 truncate py-2 font-semibold">{row.teamName}</td>
                    <td className="px-2 py-2 text-white/70 tabular-nums">
                      {row.wins}–{row.losses}
                    </td>
                    <td className="px-4 py-2 text-right font-bold tabular-nums">{row.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </LowerThird>
      ) : null}
    </OverlayFrame>
  );
}

/** An elimination phase has no table: its latest decided matches stand in for one. */
function BracketResults({ phase }: { phase: PhaseBracket }) {
  const decided = phase.bracket.rounds
    .flatMap((round) => round.matches.map((match) => ({ round: round.name, match })))
    .filter(({ match }) => match.status === 'completed')
    .slice(-6);
  return (
    <ol className="grid grid-cols-3 gap-4">
      {decided.map(({ round, match }) => {
        const [a, b] = match.teams;
        return (
          <li key={match.id} className="rounded-xl bg-ink-950/90 px-5 py-3 text-xl">
            <p className="text-sm uppercase tracking-[0.2em] text-white/70">{round}</p>
            <p className="font-semibold">
              {a?.name ?? '—'} {a?.score ?? 0} : {b?.score ?? 0} {b?.name ?? '—'}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** The champion on the accent, then the podium (a battle royale's top of the final points table). */
function FinalPlacingsOverlay({
  placings,
  accent,
  stats,
}: {
  placings: readonly FinalPlacingView[];
  accent: string;
  stats: EventStatistics | undefined;
}) {
  return (
    <LowerThird
      label="Final placings"
      title={`Champion · ${placings[0]!.team.name}`}
      accent={accent}
      columns={4}
      after={stats ? <PlayerLeaders stats={stats} /> : null}
    >
      {placings.slice(0, 8).map((placing) => (
        <div key={placing.team.id} className="rounded-xl bg-ink-950/90 px-5 py-3 text-xl">
          <p className="text-sm uppercase tracking-[0.2em] text-white/70">{placeLabel(placing.place)}</p>
          <p className="truncate font-semibold">{placing.team.name}</p>
          {placing.points === null ? null : (
            <p className="text-base text-white/70 tabular-nums">{placing.points} pts</p>
          )}
        </div>
      ))}
    </LowerThird>
  );
}
