/** Test support for the competition use cases: a configured tournament and a way to play it through. */
import { DISPUTE_WINDOW_MINUTES, type PhaseDraft, seriesWonBy } from '@galaxia/core';
import { clockFrom, now, setClock } from '../../../clock.ts';
import type { Actor } from '../../../context.ts';
import {
  DiscordServer,
  Match,
  Phase,
  ServerMembership,
  Team,
  TeamMember,
  Tournament,
  TournamentRegistration,
  User,
} from '../../../db/entities/index.ts';
import type { Orm } from '../../../db/orm.ts';
import { phaseColumnsOf } from '../../tournaments/internal/stored-roadmap.ts';
import { completeFinalDuelPhases } from '../complete-final-duel-phases.ts';
import { confirmMatchScore } from '../confirm-match-score.ts';
import { matchBestOf } from '../match-best-of.ts';
import { reportMatchScore } from '../report-match-score.ts';
import { setMatchTime } from '../set-match-time.ts';
import { startPhase } from '../start-phase.ts';
import type { CompetitionPorts } from './competition-ports.ts';
import { NO_PORTS } from './competition-ports.ts';

export type PhasePlan = Pick<PhaseDraft, 'name' | 'format' | 'participatingTeams'> & Partial<PhaseDraft>;

/** Eight teams in two groups whose winners and runners-up meet in single-elimination playoffs. */
export const groupsThenPlayoffs = (groupStage: Partial<PhaseDraft> = {}): PhasePlan[] => [
  {
    name: 'Group Stage',
    format: 'Group Stage',
    participatingTeams: 8,
    numberOfGroups: 2,
    qualifyingTeams: [2, 2],
    ...groupStage,
  },
  {
    name: 'Playoffs',
    format: 'Single Elimination',
    participatingTeams: 0,
    qualifiedTeams: [
      [0, 0],
      [0, 1],
    ],
    isFinal: true,
  },
];

const snowflake = () => String(900_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 2 ** 40)));

const actorOf = (user: { id: string; discordId?: string | null; name: string }): Actor => ({
  userId: user.id,
  discordId: user.discordId ?? null,
  name: user.name,
});

export type Scenario = Awaited<ReturnType<typeof tournamentWith>>;

/** A configured tournament whose registration has closed, with one captain per team, strongest first. */
export async function tournamentWith(orm: Orm, teamCount: number, phases: PhasePlan[]) {
  const em = orm.em.fork();
  const organiser = em.create(User, { discordId: snowflake(), name: 'Organiser' });
  const server = em.create(DiscordServer, { id: snowflake(), name: 'Server' });
  em.create(ServerMembership, { user: organiser, server, isAdmin: true });
  const tournament = em.create(Tournament, {
    server,
    eventName: 'Formats Cup',
    seasonNumber: 1,
    gameId: 'valorant',
    publishDate: '2026-01-01',
    format: 1,
    lifecycle: 'published',
    requiresVerification: false,
  });
  for (const [position, phase] of phases.entries()) {
    const draft = { invitedTeams: 0, qualifiedTeams: [], qualifyingTeams: [], isFinal: false, ...phase };
    em.create(Phase, { tournament, position, ...phaseColumnsOf(draft) });
  }
  const captains = new Map<string, Actor>();
  const seeds: string[] = [];
  for (let seed = 1; seed <= teamCount; seed++) {
    const captain = em.create(User, { discordId: snowflake(), name: `Captain ${seed}` });
    const team = em.create(Team, { name: `Seed ${seed}`, gameId: 'valorant' });
    em.create(TeamMember, { team, user: captain, role: 'captain', status: 'active' });
    em.create(TournamentRegistration, {
      tournament,
      team,
      status: 'registered',
      roster: [captain.id],
      registeredAt: new Date(Date.UTC(2026, 0, 1, 10, seed)),
    });
    captains.set(team.id, actorOf(captain));
    seeds.push(team.id);
  }
  await em.flush();
  const ctx = (actor: Actor) => ({ em: orm.em.fork(), actor });
  return { tournamentId: tournament.id, organiser: actorOf(organiser), captains, seeds, ctx };
}

/** Reports (as team A's captain) and confirms (as team B's) one pending match. */
export async function playMatch(
  scenario: Scenario,
  match: InstanceType<typeof Match.class>,
  aWins: boolean,
  ports: CompetitionPorts,
) {
  const { ctx, organiser, captains } = scenario;
  const past = new Date(Date.now() - 3_600_000).toISOString();
  const [a, b] = [match.teamA!.id, match.teamB!.id];
  await setMatchTime(ctx(organiser), { matchId: match.id, time: past }, NO_PORTS);
  // A single game is its score (2–1); a longer series is reported as its games, the better side 2–1.
  const phase = await ctx(organiser).em.findOneOrFail(Phase, match.phase.id);
  const bestOf = matchBestOf(phase, match.roundKey);
  await reportMatchScore(
    ctx(captains.get(a)!),
    {
      matchId: match.id,
      ...(bestOf === 1
        ? { scoreA: aWins ? 2 : 1, scoreB: aWins ? 1 : 2 }
        : { games: seriesWonBy(bestOf, aWins ? 'A' : 'B').map((game) => ({ ...game, playerStats: [] })) }),
    },
    NO_PORTS,
  );
  await confirmMatchScore(ctx(captains.get(b)!), match.id, ports);
}

/**
 * Moves this process's clock past the dispute window of every result so far, and runs the workers'
 * timer on the tournament: phases whose results are now final complete. Returns the phases completed.
 * Reset the clock after the test (`resetClock`).
 */
export async function passDisputeWindows(orm: Orm, scenario: Scenario, ports: CompetitionPorts) {
  setClock(clockFrom(new Date(now().getTime() + (DISPUTE_WINDOW_MINUTES + 1) * 60_000)));
  return completeFinalDuelPhases(orm.em.fork(), ports, { tournamentId: scenario.tournamentId });
}

/**
 * Plays every match that can be played, the better seed winning, letting each phase's dispute window
 * pass once its last result is in, until nothing is left to play.
 */
export async function playEverything(
  orm: Orm,
  scenario: Scenario,
  winnerOf: (a: string, b: string) => string = (a, b) =>
    scenario.seeds.indexOf(a) < scenario.seeds.indexOf(b) ? a : b,
) {
  for (;;) {
    const pending = await orm.em.fork().find(Match, { tournament: scenario.tournamentId, status: 'pending' });
    if (pending.length === 0 && (await passDisputeWindows(orm, scenario, NO_PORTS)).length === 0) return;
    for (const match of pending) {
      await playMatch(
        scenario,
        match,
        winnerOf(match.teamA!.id, match.teamB!.id) === match.teamA!.id,
        NO_PORTS,
      );
    }
  }
}

/** The organiser starts one of the scenario's phases, its teams seeded in registration order; nothing leaves. */
export const startScenarioPhase = (scenario: Scenario, phaseIndex = 0) =>
  startPhase(
    scenario.ctx(scenario.organiser),
    { tournamentId: scenario.tournamentId, phaseIndex, seeding: 'registration' },
    NO_PORTS,
  );
