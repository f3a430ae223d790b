import {
  createGroupStage,
  createSingleElimination,
  crossSeed,
  playOut,
  qualifiers,
  reportResult,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { firstRoundStart, lastRoundEnd } from './calendar-span.ts';
import type { DemoClock } from './demo-clock.ts';
import type { TeamRow } from './demo-teams.ts';
import { favouriteScores } from './favourite-scores.ts';
import { type MatchRow, writeMatches } from './write-matches.ts';
import type { WrittenTournament } from './write-tournament.ts';

/**
 * The group stage is over and the quarter-finals began yesterday: two are played, one result is
 * disputed, one is scheduled for tomorrow, and the first semi-final waits for the reps to agree a time.
 */
export function playOngoingEvent(
  em: EntityManager,
  clock: DemoClock,
  { tournament, phases, calendar }: WrittenTournament,
  entrants: TeamRow[],
  random: () => number,
): { groups: Map<string, MatchRow>; playoffs: Map<string, MatchRow> } {
  const [groupPhase, playoffPhase] = [phases[0]!, phases[1]!];
  const [groupCalendar, playoffCalendar] = [calendar[0]!, calendar[1]!];
  const teams = new Map(entrants.map((team) => [team.id, team]));
  const seeds = entrants.map((team) => team.id);
  const seedOf = new Map(seeds.map((id, i) => [id, i + 1]));

  const groups = playOut(
    createGroupStage(seeds, { groups: groupPhase.numberOfGroups! }),
    favouriteScores({ seedOf, bestOf: 1, random, upsetGap: 3 }),
  );
  // Seeded as the app seeds a playoff fed by groups: no quarter-final between teams of one group.
  const groupOf = new Map(
    groups.groups.flatMap((group, g) => group.map((team) => [team, String(g)] as const)),
  );
  const playoffSeeds = crossSeed(
    qualifiers(groups, groupPhase.qualifyingTeams).flat(),
    (team) => groupOf.get(team) ?? null,
  );
  let playoffs = createSingleElimination(playoffSeeds);
  playoffs = reportResult(playoffs, 'qf-1', { scoreA: 2, scoreB: 1 });
  playoffs = reportResult(playoffs, 'qf-2', { scoreA: 0, scoreB: 2 });

  groupPhase.status = 'completed';
  groupPhase.seeds = seeds;
  groupPhase.startedAt = firstRoundStart(groupCalendar);
  groupPhase.completedAt = lastRoundEnd(groupCalendar);
  playoffPhase.status = 'active';
  playoffPhase.seeds = playoffSeeds;
  playoffPhase.startedAt = firstRoundStart(playoffCalendar);

  const yesterday = clock.day(-1);
  const match = (id: string) => playoffs.matches[playoffs.matchIndex[id]!]!;
  const qf1 = clock.at(yesterday, '11:00');
  const qf2 = clock.at(yesterday, '14:00');
  const qf3 = clock.at(yesterday, '17:00');
  const disputed = match('qf-3');
  const disputingTeam = teams.get(disputed.teamA!)!;
  const sf1 = match('sf-1');

  const groupRows = writeMatches(em, clock, {
    tournament,
    phase: groupPhase,
    bracket: groups,
    calendar: groupCalendar,
    bestOf: 1,
    random,
  });
  const playoffRows = writeMatches(em, clock, {
    tournament,
    phase: playoffPhase,
    bracket: playoffs,
    calendar: playoffCalendar,
    bestOf: 3,
    random,
    scripts: {
      'qf-1': { status: 'completed', scheduledTime: qf1, completedTime: clock.plusMinutes(qf1, 128) },
      'qf-2': { status: 'completed', scheduledTime: qf2, completedTime: clock.plusMinutes(qf2, 141) },
      'qf-3': {
        status: 'disputed',
        scheduledTime: qf3,
        report: {
          scoreA: 1,
          scoreB: 2,
          byTeamId: disputed.teamB!,
          at: clock.plusMinutes(qf3, 137).toISOString(),
        },
        dispute: {
          byTeamId: disputed.teamA!,
          reason: 'Map 3 was replayed after a server crash: the first result should stand.',
          at: clock.plusMinutes(qf3, 144).toISOString(),
        },
        note: `${disputingTeam.name} dispute the reported score: map 3 was replayed after a server crash and they say the first result should stand.`,
      },
      'qf-4': { status: 'scheduled', scheduledTime: clock.at(clock.day(1), '17:00') },
      'sf-1': {
        status: 'pending',
        proposal: {
          time: clock.at(clock.day(5), '16:00').toISOString(),
          byTeamId: sf1.teamB!,
          at: clock.plusMinutes(clock.now, -180).toISOString(),
        },
      },
    },
  });
  return { groups: groupRows, playoffs: playoffRows };
}
