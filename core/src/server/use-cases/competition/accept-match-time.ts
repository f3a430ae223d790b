import { acceptTime, type CompetitionMatch } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { actOnMatch } from './internal/match-action.ts';
import { repActor } from './internal/match-roles.ts';
import { announceSchedule } from './internal/schedule-effects.ts';

/** The other side's rep accepts the standing offer: the match is scheduled at that time. */
export async function acceptMatchTime(
  ctx: UseCaseContext,
  matchId: string,
  ports: CompetitionPorts,
): Promise<CompetitionMatch> {
  return actOnMatch(ctx, matchId, ports, async ({ state, roles, now, match, phase, tournament, effects }) => {
    const next = acceptTime(state, repActor(roles), now);
    announceSchedule(effects, tournament, phase, match.id, next.scheduledTime!);
    return next;
  });
}
