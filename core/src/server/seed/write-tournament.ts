import {
  DEFAULT_PRIZE_PERCENTAGES,
  formatRupees,
  type PhaseCalendar,
  planCalendar,
  validateRoadmap,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CalendarRound,
  Phase,
  RegistrationWindow,
  Tournament,
  TournamentRegistration,
} from '../db/entities/index.ts';
import { phaseColumnsOf } from '../use-cases/tournaments/internal/stored-roadmap.ts';
import type { DemoClock } from './demo-clock.ts';
import type { DemoPeople } from './demo-people.ts';
import type { DemoTeams, TeamRow } from './demo-teams.ts';
import type { TournamentPlan } from './demo-tournaments.ts';

export type TournamentRow = InferEntity<typeof Tournament>;
export type PhaseRow = InferEntity<typeof Phase>;

export interface WrittenTournament {
  tournament: TournamentRow;
  phases: PhaseRow[];
  /** One entry per phase, rounds carrying the engine's round keys. */
  calendar: PhaseCalendar[];
}

/**
 * Writes a tournament as the organiser's edit steps would have left it: basic info, a roadmap the
 * core accepts, the calendar the core plans for it, registration windows and the registered teams.
 */
export function writeTournament(
  em: EntityManager,
  clock: DemoClock,
  people: DemoPeople,
  plan: TournamentPlan,
  registered: { teams: DemoTeams; entrants: TeamRow[] } | null,
): WrittenTournament {
  const roadmap = validateRoadmap(plan.roadmap);
  if (plan.roadmap.length > 0 && !roadmap.isValid) {
    throw new Error(`Demo roadmap of ${plan.eventName} is invalid: ${roadmap.errors.join('; ')}`);
  }
  const organiser = people.users[plan.organiser];
  const publishDate = clock.day(plan.publishDay);
  const tournament = em.create(Tournament, {
    id: crypto.randomUUID(),
    server: people.servers[plan.server],
    createdBy: organiser,
    eventName: plan.eventName,
    seasonNumber: plan.seasonNumber,
    gameId: plan.gameId,
    publishDate,
    format: plan.format,
    prizePool: plan.prizePool === null ? null : formatRupees(plan.prizePool),
    prizeSplit: DEFAULT_PRIZE_PERCENTAGES.map((percentage, i) => ({ position: i + 1, percentage })),
    eventDescription: plan.eventDescription,
    discordLink: plan.discordLink,
    breakdown: plan.breakdown ?? null,
    requiresVerification: plan.requiresVerification,
    lifecycle: plan.lifecycle,
    publishedAt: plan.lifecycle === 'draft' ? null : clock.at(publishDate, '12:00'),
    archivedAt: plan.archivedDay === undefined ? null : clock.at(clock.day(plan.archivedDay), '12:00'),
    createdAt: clock.at(publishDate, '11:00'),
  });

  const phases = roadmap.phases.map((phase, position) =>
    em.create(Phase, { tournament, position, ...phaseColumnsOf(phase) }),
  );

  const calendar =
    plan.calendarStartDay === null
      ? []
      : planCalendar(roadmap.phases, { startDate: clock.day(plan.calendarStartDay) });
  calendar.forEach(({ rounds }, phaseIndex) => {
    rounds.forEach(({ roundKey, roundName, startDate, endDate, startTime, endTime }, position) => {
      em.create(CalendarRound, {
        phase: phases[phaseIndex]!,
        position,
        roundKey: roundKey ?? null,
        roundName,
        startDate,
        endDate,
        startTime,
        endTime,
      });
    });
  });

  plan.registration.forEach(({ startDay, endDay, startTime, endTime }, position) => {
    em.create(RegistrationWindow, {
      tournament,
      position,
      startDate: clock.day(startDay),
      endDate: clock.day(endDay),
      startTime,
      endTime,
    });
  });

  if (registered) {
    const opened = clock.day(plan.registration[0]?.startDay ?? plan.publishDay);
    registered.entrants.forEach((team, i) => {
      const roster = registered.teams.rosterOf(team);
      em.create(TournamentRegistration, {
        tournament,
        team,
        registeredBy: roster[0] ?? organiser.id,
        status: 'registered',
        roster,
        // Sign-ups trickle in over the first days of the window.
        registeredAt: clock.plusMinutes(clock.at(opened, '10:00'), 95 * (i + 1)),
      });
    });
  }

  return { tournament, phases, calendar };
}
