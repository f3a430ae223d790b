import { type CompetitionMatch, setTime } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { actOnMatch } from './internal/match-action.ts';
import { organiserActor } from './internal/match-roles.ts';
import { announceSchedule } from './internal/schedule-effects.ts';
import type { MatchTimeInput } from './propose-match-time.ts';

/**
 * The organiser fixes the time, scheduling or rescheduling the match; the reminder moves with it. The
 * round's window does not bind the organiser, who owns the calendar.
 */
export async function setMatchTime(
  ctx: UseCaseContext,
  input: MatchTimeInput,
  ports: CompetitionPorts = {},
): Promise<CompetitionMatch> {
  return actOnMatch(ctx, input.matchId, ports, async ({ state, roles, now, match, tournament, effects }) => {
    const next = setTime(state, organiserActor(roles), { time: input.time }, now);
    announceSchedule(effects, tournament.id, match.id, next.scheduledTime!);
    return next;
  });
}
