import {
  AppError,
  type CalendarPayload,
  type CalendarResponse,
  firstRoundBeforeRegistrationCloses,
  gameIdSchema,
  messages,
  validateCalendar,
} from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { CalendarRound } from '../../db/entities/index.ts';
import { withLockedTournament } from './internal/lock-tournament.ts';
import { roundColumns } from './internal/stored-calendar.ts';
import { loadRegistration } from './internal/stored-registration.ts';
import { loadRoadmap } from './internal/stored-roadmap.ts';

export interface UpdateCalendarInput extends CalendarPayload {
  tournamentId: string;
}

/**
 * Replaces every phase's rounds; entry N of the calendar belongs to phase N of the stored roadmap. No
 * round may start before registration closes.
 */
export async function updateTournamentCalendar(
  ctx: UseCaseContext,
  input: UpdateCalendarInput,
): Promise<CalendarResponse> {
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const { rows } = await loadRoadmap(em, tournament.id);
    if (rows.length === 0)
      throw new AppError('NOT_FOUND', 'EVENT_ROADMAP_NOT_FOUND', messages.event.roadmapNotFound);
    if (input.calendar.length !== rows.length) {
      const message = messages.tournament.calendarPhaseCount(rows.length);
      throw new AppError('BAD_REQUEST', 'TOURNAMENT_CALENDAR_PHASE_COUNT', message, { calendar: [message] });
    }
    const issues = validateCalendar(input.calendar);
    const [firstIssue] = issues;
    if (firstIssue) {
      const fields: Record<string, string[]> = {};
      for (const { phaseIndex, roundIndex, message } of issues) {
        const key = `calendar.${phaseIndex}.rounds.${roundIndex}`;
        fields[key] = [...(fields[key] ?? []), message];
      }
      throw new AppError('BAD_REQUEST', firstIssue.code, firstIssue.message, fields);
    }
    const tooEarly = firstRoundBeforeRegistrationCloses(
      await loadRegistration(em, tournament.id),
      input.calendar,
    );
    if (tooEarly) {
      const code = 'CALENDAR_STARTS_BEFORE_REGISTRATION_CLOSES';
      throw new AppError('BAD_REQUEST', code, tooEarly, { calendar: [tooEarly] });
    }

    await em.nativeDelete(CalendarRound, { phase: { $in: rows.map((row) => row.id) } });
    const calendar = rows.map((phase, index) => {
      const rounds = input.calendar[index]?.rounds ?? [];
      rounds.forEach((round, position) => {
        em.create(CalendarRound, { phase, position, ...roundColumns(round) });
      });
      return { phaseName: phase.name, rounds };
    });
    await em.flush();
    return { calendar, gameId: gameIdSchema.parse(tournament.gameId) };
  });
}
