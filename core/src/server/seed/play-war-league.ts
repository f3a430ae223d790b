import {
  type BracketMatch,
  createGroupStage,
  createSingleElimination,
  crossSeed,
  type MatchScore,
  playOut,
  qualifiers,
  randomInt,
  reportResult,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MatchPlayerStat } from '../db/entities/index.ts';
import { firstRoundStart, lastRoundEnd } from './calendar-span.ts';
import type { DemoClock } from './demo-clock.ts';
import type { TeamRow } from './demo-teams.ts';
import { type MatchRow, writeMatches } from './write-matches.ts';
import type { WrittenTournament } from './write-tournament.ts';

/** Three stars a base; a 4v4 war has four bases a side. */
const STARS_PER_BASE = 3;
/** Two attacks each: a player's own stars can reach two bases' worth. */
const ATTACKS_PER_PLAYER = 2;

/**
 * A war's stars, the better seed usually ahead: a war is never drawn on stars here, as destruction
 * (not recorded) would settle it.
 */
function warStars(seedOf: ReadonlyMap<string, number>, bases: number, random: () => number) {
  const max = bases * STARS_PER_BASE;
  return (match: BracketMatch): MatchScore => {
    const aFavourite = seedOf.get(match.teamA!)! < seedOf.get(match.teamB!)!;
    const aWins = aFavourite !== random() < 0.25;
    const winner = randomInt(random, max - 4, max);
    const loser = randomInt(random, Math.max(0, winner - 6), winner - 1);
    return aWins ? { scoreA: winner, scoreB: loser } : { scoreA: loser, scoreB: winner };
  };
}

/** `total` split over `parts` shares of at most `cap` each, in a random order. */
function split(total: number, parts: number, cap: number, random: () => number): number[] {
  const shares = Array.from({ length: parts }, () => 0);
  for (let left = Math.min(total, parts * cap); left > 0; left--) {
    const open = shares.flatMap((share, i) => (share < cap ? [i] : []));
    const at = open[randomInt(random, 0, open.length - 1)]!;
    shares[at]! += 1;
  }
  return shares;
}

/**
 * Each lineup player's line of a played war, adding up to the war: their attacks' stars make the clan's
 * stars (offense), their base holds what the other clan did not take from it (defense), with an army
 * and an attack rating beside them.
 */
function writeWarLines(
  em: EntityManager,
  matches: Iterable<MatchRow>,
  rosterOf: (team: TeamRow) => string[],
  random: () => number,
): void {
  for (const match of matches) {
    if (match.status !== 'completed' || !match.teamA || !match.teamB) continue;
    const sides = [
      { team: match.teamA, stars: match.scoreA ?? 0, against: match.scoreB ?? 0 },
      { team: match.teamB, stars: match.scoreB ?? 0, against: match.scoreA ?? 0 },
    ];
    for (const { team, stars, against } of sides) {
      const lineup = rosterOf(team);
      if (lineup.length === 0) continue;
      const offense = split(stars, lineup.length, ATTACKS_PER_PLAYER * STARS_PER_BASE, random);
      const conceded = split(against, lineup.length, STARS_PER_BASE, random);
      lineup.forEach((userId, i) => {
        em.create(MatchPlayerStat, {
          match,
          team,
          user: userId,
          kills: 0,
          deaths: 0,
          offense: offense[i]!,
          defense: STARS_PER_BASE - conceded[i]!,
          army: randomInt(random, 150, 320),
          attack: randomInt(random, 60, 100),
        });
      });
    }
  }
}

/**
 * The league stage's wars all fought, the knockouts begun: the first semi-final war was fought
 * yesterday, the second is scheduled for tomorrow, and the final waits for its clans.
 */
export function playWarLeague(
  em: EntityManager,
  clock: DemoClock,
  { tournament, phases, calendar }: WrittenTournament,
  entrants: TeamRow[],
  rosterOf: (team: TeamRow) => string[],
  random: () => number,
): void {
  const [leaguePhase, knockoutPhase] = [phases[0]!, phases[1]!];
  const [leagueCalendar, knockoutCalendar] = [calendar[0]!, calendar[1]!];
  const bases = tournament.format ?? 4;
  const seeds = entrants.map((team) => team.id);
  const seedOf = new Map(seeds.map((id, i) => [id, i + 1]));
  const stars = warStars(seedOf, bases, random);

  const league = playOut(createGroupStage(seeds, { groups: leaguePhase.numberOfGroups! }), stars);
  const groupOf = new Map(
    league.groups.flatMap((group, g) => group.map((team) => [team, String(g)] as const)),
  );
  const knockoutSeeds = crossSeed(
    qualifiers(league, leaguePhase.qualifyingTeams).flat(),
    (team) => groupOf.get(team) ?? null,
  );
  let knockouts = createSingleElimination(knockoutSeeds);
  const first = knockouts.matches[knockouts.matchIndex['sf-1']!]!;
  knockouts = reportResult(knockouts, 'sf-1', stars(first));

  leaguePhase.status = 'completed';
  leaguePhase.seeds = seeds;
  leaguePhase.startedAt = firstRoundStart(leagueCalendar);
  leaguePhase.completedAt = lastRoundEnd(leagueCalendar);
  knockoutPhase.status = 'active';
  knockoutPhase.seeds = knockoutSeeds;
  knockoutPhase.startedAt = firstRoundStart(knockoutCalendar);

  const semiFinal = clock.at(clock.day(-1), '18:00');
  const leagueRows = writeMatches(em, clock, {
    tournament,
    phase: leaguePhase,
    bracket: league,
    calendar: leagueCalendar,
    bestOf: 1,
    random,
  });
  const knockoutRows = writeMatches(em, clock, {
    tournament,
    phase: knockoutPhase,
    bracket: knockouts,
    calendar: knockoutCalendar,
    bestOf: 1,
    random,
    scripts: {
      'sf-1': {
        status: 'completed',
        scheduledTime: semiFinal,
        completedTime: clock.plusMinutes(semiFinal, 95),
      },
      'sf-2': { status: 'scheduled', scheduledTime: clock.at(clock.day(1), '18:00') },
    },
  });
  writeWarLines(em, [...leagueRows.values(), ...knockoutRows.values()], rosterOf, random);
}
