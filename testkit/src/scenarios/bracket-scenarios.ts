import { type PhaseDraft, seriesWonBy } from '@galaxia/core';
import {
  type Actor,
  confirmMatchScore,
  Match,
  matchBestOf,
  NO_PORTS,
  now,
  Phase,
  phaseColumnsOf,
  reportMatchScore,
  setMatchTime,
  startPhase,
  Tournament,
  TournamentRegistration,
} from '@galaxia/core/server';
import {
  actorOf,
  captainedTeams,
  organiserWithServer,
  type PeopleOptions,
  type ScenarioDb,
  type ScenarioPerson,
  type ScenarioTeam,
} from './scenario-people.ts';

/** A phase as a scenario states it; left out: no invited teams, nothing qualified yet, final when last. */
export type PhasePlan = Pick<PhaseDraft, 'name' | 'format' | 'participatingTeams'> & Partial<PhaseDraft>;

/** One group of four whose top two go into a single-elimination final. */
export const groupOfFourIntoFinal = (): PhasePlan[] => [
  { name: 'Groups', format: 'Group Stage', participatingTeams: 4, numberOfGroups: 1, qualifyingTeams: [2] },
  {
    name: 'Final',
    format: 'Single Elimination',
    participatingTeams: 0,
    qualifiedTeams: [[0, 0]],
    isFinal: true,
  },
];

export interface SeasonOptions {
  eventName?: string;
  gameId?: string;
  /** Players per team. */
  format?: number;
  /** The teams, strongest seed first. */
  teams?: readonly string[];
  organiser?: string;
  /** An existing server the organiser administers; a new one otherwise. */
  server?: { id?: string; name?: string };
  people?: PeopleOptions;
}

/** A season under way: who organises it, its teams (seed order) and its matches by display id. */
export interface Season {
  tournamentId: string;
  serverId: string;
  organiser: ScenarioPerson;
  teams: ScenarioTeam[];
  matchIds: Map<string, string>;
  /** The captain of a team by id. */
  captainOf(teamId: string): ScenarioPerson;
  ctx(actor: Actor): { em: ReturnType<ScenarioDb['em']>; actor: Actor };
}

const seedNames = (count: number) => Array.from({ length: count }, (_, i) => `Seed ${i + 1}`);

/**
 * A published season whose registration has closed with every team registered (in seed order) and its
 * roadmap configured; no phase started yet.
 */
export async function registeredSeason(db: ScenarioDb, phases: PhasePlan[], options: SeasonOptions = {}) {
  const gameId = options.gameId ?? 'valorant';
  const format = options.format ?? 1;
  const { organiser, serverId } = await organiserWithServer(db, {
    ...(options.organiser && { organiser: options.organiser }),
    ...(options.server && { server: options.server }),
    ...(options.people && { people: options.people }),
  });
  const teams = await captainedTeams(db, options.teams ?? seedNames(phases[0]?.participatingTeams ?? 2), {
    gameId,
    size: format,
    ...(options.people && { people: options.people }),
  });
  const em = db.em();
  const tournament = em.create(Tournament, {
    server: serverId,
    eventName: options.eventName ?? 'Scenario Cup',
    seasonNumber: 1,
    gameId,
    publishDate: '2026-01-01',
    format,
    lifecycle: 'published',
    requiresVerification: false,
  });
  for (const [position, phase] of phases.entries()) {
    const isFinal = position === phases.length - 1;
    const draft = { invitedTeams: 0, qualifiedTeams: [], qualifyingTeams: [], isFinal, ...phase };
    em.create(Phase, { tournament, position, ...phaseColumnsOf(draft) });
  }
  for (const [seed, team] of teams.entries()) {
    em.create(TournamentRegistration, {
      tournament,
      team: team.id,
      status: 'registered',
      roster: team.players.map((player) => player.userId),
      registeredAt: new Date(Date.UTC(2026, 0, 1, 10, seed)),
    });
  }
  await em.flush();
  const captains = new Map(teams.map((team) => [team.id, team.captain]));
  const season: Season = {
    tournamentId: tournament.id,
    serverId,
    organiser,
    teams,
    matchIds: new Map(),
    captainOf: (teamId) => captains.get(teamId)!,
    ctx: (actor) => ({ em: db.em(), actor }),
  };
  return season;
}

/** The organiser starts a phase seeded by registration order (the start-phase use case). */
export async function startSeasonPhase(db: ScenarioDb, season: Season, phaseIndex = 0) {
  await startPhase(
    season.ctx(actorOf(season.organiser)),
    {
      tournamentId: season.tournamentId,
      phaseIndex,
      seeding: 'registration',
    },
    NO_PORTS,
  );
  for (const match of await db.em().find(Match, { tournament: season.tournamentId }))
    season.matchIds.set(match.displayId, match.id);
  return season;
}

/**
 * One match played to the end through the use cases: the organiser sets it an hour ago, team A's captain
 * reports 2-1 for the winner (as games in a series) and team B's captain confirms.
 */
export async function playSeasonMatch(db: ScenarioDb, season: Season, displayId: string, winner: 'A' | 'B') {
  const match = await db.em().findOneOrFail(Match, { id: season.matchIds.get(displayId)! });
  const [a, b] = [match.teamA!.id, match.teamB!.id];
  await setMatchTime(
    season.ctx(actorOf(season.organiser)),
    {
      matchId: match.id,
      time: new Date(now().getTime() - 3_600_000).toISOString(),
    },
    NO_PORTS,
  );
  // A single game is its score (2–1); a longer series is reported as its games, the winner 2–1.
  const bestOf = matchBestOf(await db.em().findOneOrFail(Phase, match.phase.id), match.roundKey);
  await reportMatchScore(
    season.ctx(actorOf(season.captainOf(a))),
    {
      matchId: match.id,
      ...(bestOf === 1
        ? { scoreA: winner === 'A' ? 2 : 1, scoreB: winner === 'A' ? 1 : 2 }
        : { games: seriesWonBy(bestOf, winner).map((game) => ({ ...game, playerStats: [] })) }),
    },
    NO_PORTS,
  );
  await confirmMatchScore(season.ctx(actorOf(season.captainOf(b))), match.id, NO_PORTS);
  for (const row of await db.em().find(Match, { tournament: season.tournamentId }))
    season.matchIds.set(row.displayId, row.id);
}

/** "A 4-team single elimination with both semi-finals pending": Playoffs started, sf-1, sf-2 and the final. */
export async function singleEliminationSemiFinalsPending(db: ScenarioDb, options: SeasonOptions = {}) {
  const season = await registeredSeason(
    db,
    [{ name: 'Playoffs', format: 'Single Elimination', participatingTeams: 4, isFinal: true }],
    options,
  );
  return startSeasonPhase(db, season);
}

/**
 * "A 16-team double elimination mid-phase": the bracket started and its first winners' round played,
 * the better seed (team A) winning every match; the losers' bracket is waiting for its first games.
 */
export async function doubleEliminationMidPhase(db: ScenarioDb, options: SeasonOptions = {}) {
  const season = await startSeasonPhase(
    db,
    await registeredSeason(
      db,
      [{ name: 'Main Event', format: 'Double Elimination', participatingTeams: 16, isFinal: true }],
      options,
    ),
  );
  const firstRound = await db
    .em()
    .find(
      Match,
      { tournament: season.tournamentId, side: 'winners', round: 1 },
      { orderBy: { position: 'asc' } },
    );
  for (const match of firstRound) await playSeasonMatch(db, season, match.displayId, 'A');
  return season;
}
