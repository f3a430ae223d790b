import { AppError, type MatchCheckIn as MatchCheckInView, messages, requireCheckInOpen } from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext, UseCaseContext } from '../../context.ts';
import { Match, MatchCheckIn, Team, User } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { viewerTimeZone } from '../profile/get-settings.ts';
import type { CompetitionPorts } from './internal/competition-ports.ts';
import { checkInSideOf, loadCheckIns, matchCheckInView } from './internal/match-check-in-view.ts';
import { writeOnMatch } from './internal/match-write.ts';

/**
 * A captain or rostered player checks their team in, inside the window (30 minutes before the match
 * until its time). Refusals name the window in the person's own time zone.
 */
export async function checkInForMatch(
  ctx: UseCaseContext,
  matchId: string,
  ports: CompetitionPorts = {},
): Promise<MatchCheckInView> {
  const timeZone = await viewerTimeZone(ctx);
  return writeOnMatch(ctx.em, matchId, ports, async ({ em, match, effects, now }) => {
    const teamId = await checkInSideOf(em, ctx.actor, match);
    if (!teamId) throw new AppError('FORBIDDEN', messages.playerSeason.notOnTeam);
    requireCheckInOpen(match.status === 'scheduled' ? (match.scheduledTime ?? null) : null, now, timeZone);
    const already = (await loadCheckIns(em, match.id)).some((row) => row.team.id === teamId);
    if (already) throw new AppError('CONFLICT', messages.playerSeason.alreadyCheckedIn);
    em.create(MatchCheckIn, {
      match,
      team: em.getReference(Team, teamId),
      checkedInBy: em.getReference(User, ctx.actor.userId),
      checkedInAt: now,
    });
    await em.flush();
    effects.publish({ type: 'match', matchId: match.id, status: 'scheduled' });
    return matchCheckInView(em, ctx.actor, match, now);
  });
}

/** The check-in card for anyone looking at the match page. */
export async function getMatchCheckIn(ctx: PublicContext, matchId: string): Promise<MatchCheckInView> {
  const match = isUuid(matchId)
    ? await ctx.em.findOne(
        Match,
        { id: matchId, tournament: { lifecycle: { $ne: 'draft' } } },
        { populate: ['tournament', 'teamA', 'teamB'] },
      )
    : null;
  if (!match) throw new AppError('NOT_FOUND', messages.competition.matchNotFound);
  return matchCheckInView(ctx.em, ctx.actor, match, clockNow());
}
