import { champion } from '@galaxia/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Actor } from '../../context.ts';
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
} from '../../db/entities/index.ts';
import { type Orm, openOrm } from '../../db/orm.ts';
import { loadPhaseBracket } from './bracket-state.ts';
import { confirmMatchScore } from './confirm-match-score.ts';
import { reportMatchScore } from './report-match-score.ts';
import { setMatchTime } from './set-match-time.ts';
import { startPhase } from './start-phase.ts';

/**
 * The formats the API journey does not play, through the use cases: a Swiss stage with an odd field
 * (BYEs, rounds paired as they finish) feeding a final, and a double elimination to its grand final.
 */

let orm: Orm;
const snowflake = () => String(900_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 2 ** 40)));
const actorOf = (user: { id: string; discordId: string; name: string }): Actor => ({
  userId: user.id,
  discordId: user.discordId,
  name: user.name,
});
const ctx = (actor: Actor) => ({ em: orm.em.fork(), actor });

interface PhasePlan {
  name: string;
  format: string;
  participatingTeams: number;
  qualifiedTeams?: [number, number][];
  qualifyingTeams?: number[];
  isFinal?: boolean;
}

/** A configured tournament whose registration has closed, with one captain per team, strongest first. */
async function tournamentWith(teamCount: number, phases: PhasePlan[]) {
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
    em.create(Phase, {
      tournament,
      position,
      name: phase.name,
      format: phase.format,
      participatingTeams: phase.participatingTeams,
      qualifiedTeams: phase.qualifiedTeams ?? [],
      qualifyingTeams: phase.qualifyingTeams ?? [],
      isFinal: phase.isFinal ?? false,
    });
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
  return { tournamentId: tournament.id, organiser: actorOf(organiser), captains, seeds };
}

/** Plays every match that can be played, the better seed winning, until nothing is left to play. */
async function playEverything(
  { tournamentId, organiser, captains, seeds }: Awaited<ReturnType<typeof tournamentWith>>,
  winnerOf: (a: string, b: string) => string = (a, b) => (seeds.indexOf(a) < seeds.indexOf(b) ? a : b),
) {
  const past = new Date(Date.now() - 3_600_000).toISOString();
  for (;;) {
    const pending = await orm.em.fork().find(Match, { tournament: tournamentId, status: 'pending' });
    if (pending.length === 0) return;
    for (const match of pending) {
      const [a, b] = [match.teamA!.id, match.teamB!.id];
      const aWins = winnerOf(a, b) === a;
      await setMatchTime(ctx(organiser), { matchId: match.id, time: past });
      await reportMatchScore(ctx(captains.get(a)!), {
        matchId: match.id,
        scoreA: aWins ? 2 : 1,
        scoreB: aWins ? 1 : 2,
      });
      await confirmMatchScore(ctx(captains.get(b)!), match.id);
    }
  }
}

beforeAll(async () => {
  orm = await openOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());

describe('playing the other formats through the use cases', () => {
  it('pairs a five-team Swiss round by round, with BYEs, and sends its top two to the final', async () => {
    const setup = await tournamentWith(5, [
      { name: 'Swiss', format: 'Swiss', participatingTeams: 5, qualifyingTeams: [2] },
      {
        name: 'Final',
        format: 'Single Elimination',
        participatingTeams: 0,
        qualifiedTeams: [[0, 0]],
        isFinal: true,
      },
    ]);
    const started = await startPhase(ctx(setup.organiser), {
      tournamentId: setup.tournamentId,
      phaseIndex: 0,
      seeding: 'registration',
    });
    // Round 1 only: two matches and a BYE for the lowest seed.
    expect(started.matches).toBe(3);
    await playEverything(setup);

    const em = orm.em.fork();
    const [swiss, final] = await em.find(
      Phase,
      { tournament: setup.tournamentId },
      { orderBy: { position: 'asc' } },
    );
    expect([swiss!.status, final!.status]).toEqual(['completed', 'completed']);
    const rounds = await em.find(Match, { phase: swiss! }, { orderBy: { playOrder: 'asc' } });
    expect(new Set(rounds.map((m) => m.roundKey))).toEqual(new Set(['swiss-1', 'swiss-2', 'swiss-3']));
    expect(rounds.filter((m) => m.bracketStatus === 'bye')).toHaveLength(3);
    expect(rounds.map((m) => m.playOrder)).toEqual(rounds.map((_, i) => i));
    // Seed 1 won all three, seed 2 lost only to seed 1: they meet again in the final.
    expect(final!.seeds).toEqual([setup.seeds[0], setup.seeds[1]]);
    const { state } = await loadPhaseBracket(em, final!);
    expect(champion(state)).toBe(setup.seeds[0]);
    expect((await em.findOneOrFail(Tournament, { id: setup.tournamentId })).lifecycle).toBe('completed');
  });

  it('plays a double elimination through the losers bracket to the grand final', async () => {
    const setup = await tournamentWith(4, [
      { name: 'Main', format: 'Double Elimination', participatingTeams: 4, isFinal: true },
    ]);
    await startPhase(ctx(setup.organiser), {
      tournamentId: setup.tournamentId,
      phaseIndex: 0,
      seeding: 'registration',
    });
    // Seed 2 beats seed 1 only in the grand final, after losing to them in the winners final.
    let finalsPlayed = 0;
    await playEverything(setup, (a, b) => {
      const pair = new Set([a, b]);
      if (pair.has(setup.seeds[0]!) && pair.has(setup.seeds[1]!) && finalsPlayed++ === 1)
        return setup.seeds[1]!;
      return setup.seeds.indexOf(a) < setup.seeds.indexOf(b) ? a : b;
    });
    const em = orm.em.fork();
    const rows = await em.find(Match, { tournament: setup.tournamentId }, { orderBy: { playOrder: 'asc' } });
    expect(rows.map((m) => [m.displayId, m.status, m.bracketStatus])).toEqual([
      ['wb1-1', 'completed', 'completed'],
      ['wb1-2', 'completed', 'completed'],
      ['wb2-1', 'completed', 'completed'],
      ['lb1-1', 'completed', 'completed'],
      ['lb2-1', 'completed', 'completed'],
      ['gf', 'completed', 'completed'],
    ]);
    expect(rows.find((m) => m.displayId === 'gf')!.winner!.id).toBe(setup.seeds[1]);
    expect((await em.findOneOrFail(Tournament, { id: setup.tournamentId })).lifecycle).toBe('completed');
  });
});
