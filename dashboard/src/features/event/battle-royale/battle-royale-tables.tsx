import type { EventPointsTables, PhasePointsTables } from '@galaxia/core';
import { ordinal } from '../../../lib/ordinal.ts';
import { paths } from '../../../lib/paths.ts';
import { PointsTable } from './points-table.tsx';

/** Qualifying places per lobby, as the roadmap's divisions send the top k of each lobby on. */
const perLobbyQualifying = (phase: PhasePointsTables) =>
  phase.lobbies.length === 0 ? 0 : Math.floor(phase.qualifyingTeams / phase.lobbies.length);

const matchesPlayed = (phase: PhasePointsTables) =>
  phase.lobbies.reduce(
    (sum, lobby) => sum + lobby.matches.filter((match) => match.status === 'completed').length,
    0,
  );

/** Every battle-royale phase: the overall table, then each lobby's, each lobby linking to its page. */
export function BattleRoyaleTables({ eventId, tables }: { eventId: string; tables: EventPointsTables }) {
  return (
    <div className="flex flex-col gap-10">
      {tables.phases.map((phase) => {
        const lobbyQualifying = perLobbyQualifying(phase);
        const total = phase.lobbies.length * phase.matchesPerLobby;
        return (
          <section
            key={phase.phaseIndex}
            aria-labelledby={`br-phase-${phase.phaseIndex}`}
            className="flex flex-col gap-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`br-phase-${phase.phaseIndex}`} className="font-display text-2xl font-bold">
                {phase.phaseName}
              </h2>
              <p className="text-sm text-slate-400">
                {phase.lobbies.length} {phase.lobbies.length === 1 ? 'lobby' : 'lobbies'} ·{' '}
                {phase.matchesPerLobby} {phase.matchesPerLobby === 1 ? 'match' : 'matches'} each ·{' '}
                <span className="text-slate-200">
                  {matchesPlayed(phase)}/{total} played
                </span>
              </p>
            </div>
            {phase.lobbies.length > 1 ? (
              <PointsTable title="Overall" rows={phase.overall} caption="all lobbies" />
            ) : null}
            <div className="grid gap-4 xl:grid-cols-2">
              {phase.lobbies.map((lobby) => (
                <PointsTable
                  key={lobby.id}
                  title={lobby.name}
                  titleHref={paths.eventLobby(eventId, lobby.id)}
                  rows={lobby.standings}
                  qualifying={lobbyQualifying}
                  caption={`${lobby.matches.filter((match) => match.status === 'completed').length}/${lobby.matches.length} matches`}
                />
              ))}
            </div>
            <p className="text-xs text-slate-400">
              Points:{' '}
              {phase.pointsTable.placementPoints.map((points, i) => `${ordinal(i + 1)} ${points}`).join(', ')}
              , then 0 · {phase.pointsTable.killPoints} per kill. Ties go to match wins, placement points,
              kill points, then the latest match’s placement.
            </p>
          </section>
        );
      })}
    </div>
  );
}
