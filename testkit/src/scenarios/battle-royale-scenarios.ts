import { enterLobbyResults, LobbyMatch, NO_PORTS, now, setLobbyRoom } from '@galaxia/core/server';
import {
  type PhasePlan,
  registeredSeason,
  type SeasonOptions,
  startSeasonPhase,
} from './bracket-scenarios.ts';
import { actorOf, type ScenarioDb } from './scenario-people.ts';

const squadNames = (count: number) => Array.from({ length: count }, (_, i) => `Squad ${i + 1}`);

/** A battle-royale lobby stage: one lobby of four squads playing one map unless the plan says more. */
export const lobbyStage = (plan: Partial<PhasePlan> = {}): PhasePlan => ({
  name: 'Lobby Stage',
  format: 'Battle Royale',
  participatingTeams: 4,
  numberOfGroups: 1,
  matchesPerLobby: 1,
  ...plan,
});

/** The one-lobby battle-royale final every squad of the first phase qualifies into (one map unless said). */
export const lobbyGrandFinal = (plan: Partial<PhasePlan> = {}): PhasePlan => ({
  name: 'Grand Final',
  format: 'Battle Royale',
  participatingTeams: 0,
  qualifiedTeams: [[0, 0]],
  numberOfGroups: 1,
  matchesPerLobby: 1,
  isFinal: true,
  ...plan,
});

/**
 * A BGMI season of squads of four (Alpha, Bravo, Charlie and Delta unless the options name others),
 * registered and its first phase started.
 */
export async function startedSquadSeason(db: ScenarioDb, phases: PhasePlan[], options: SeasonOptions) {
  return startSeasonPhase(
    db,
    await registeredSeason(db, phases, {
      gameId: 'bgmi',
      format: 4,
      teams: ['Alpha', 'Bravo', 'Charlie', 'Delta'],
      ...options,
    }),
  );
}

/**
 * "A BGMI season after lobby 1": 32 squads of four in two lobbies of four matches, the top 8 of each
 * lobby into a 16-squad final. The lobby stage started and Match 1 of both lobbies played: the organiser
 * set each an hour ago and entered its results (squads place in seed order; each player took the kills
 * of `killsOf(seed)`, 1 by default).
 */
export async function bgmiSeasonAfterLobby1(
  db: ScenarioDb,
  options: SeasonOptions & { killsOf?: (seed: number) => number } = {},
) {
  const season = await startedSquadSeason(
    db,
    [
      lobbyStage({ participatingTeams: 32, numberOfGroups: 2, matchesPerLobby: 4, qualifyingTeams: [16] }),
      lobbyGrandFinal({ matchesPerLobby: 6 }),
    ],
    { eventName: 'BGMI Scenario Series', teams: squadNames(32), ...options },
  );
  const organiser = actorOf(season.organiser);
  const seedOf = new Map(season.teams.map((team, i) => [team.id, i + 1]));
  const rosterOf = new Map(season.teams.map((team) => [team.id, team.players]));
  const firstMatches = await db
    .em()
    .find(LobbyMatch, { tournament: season.tournamentId, number: 1 }, { populate: ['lobby'] });
  for (const match of firstMatches) {
    await setLobbyRoom(
      season.ctx(organiser),
      {
        lobbyMatchId: match.id,
        scheduledTime: new Date(now().getTime() - 3_600_000).toISOString(),
      },
      NO_PORTS,
    );
    const squads = [...match.lobby.teams].sort((a, b) => seedOf.get(a)! - seedOf.get(b)!);
    await enterLobbyResults(
      season.ctx(organiser),
      {
        lobbyMatchId: match.id,
        results: squads.map((teamId, i) => ({
          teamId,
          placement: i + 1,
          kills: rosterOf.get(teamId)!.map((player) => ({
            userId: player.userId,
            kills: options.killsOf?.(seedOf.get(teamId)!) ?? 1,
          })),
        })),
      },
      NO_PORTS,
    );
  }
  return { ...season, lobbyMatchIds: firstMatches.map((match) => match.id) };
}
