import { AppError, type MatchCheckIn as MatchCheckInView, messages, requireCheckInOpen } from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext, UseCaseContext } from '../../context.ts';
import { Match, MatchCheckIn, Team, User } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import type { VetoOpening } from '../../jobs/match-veto-open-job.ts';
import type { VetoTimer } from '../../jobs/match-veto-timeout-job.ts';
import { viewerTimeZone } from '../profile/get-settings.ts';
import { openVetoOnCheckIn } from '../veto/veto-moves.ts';
import { vetoOpensAt } from '../veto/veto-settings.ts';
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
  ports: CompetitionPorts,
): Promise<MatchCheckInView> {
  const timeZone = await viewerTimeZone(ctx);
  let vetoTimer: VetoTimer | null = null;
  let vetoOpening: VetoOpening | null = null;
  const view = await writeOnMatch(ctx.em, matchId, ports, async ({ em, match, phase, effects, now }) => {
    const teamId = await checkInSideOf(em, ctx.actor, match);
    if (!teamId)
      throw new AppError('FORBIDDEN', 'PLAYER_SEASON_NOT_ON_TEAM', messages.playerSeason.notOnTeam);
    requireCheckInOpen(match.status === 'scheduled' ? (match.scheduledTime ?? null) : null, now, timeZone);
    const already = (await loadCheckIns(em, match.id)).some((row) => row.team.id === teamId);
    if (already)
      throw new AppError(
        'CONFLICT',
        'PLAYER_SEASON_ALREADY_CHECKED_IN',
        messages.playerSeason.alreadyCheckedIn,
      );
    em.create(MatchCheckIn, {
      match,
      team: em.getReference(Team, teamId),
      checkedInBy: em.getReference(User, ctx.actor.userId),
      checkedInAt: now,
    });
    await em.flush();
    // Both teams ready: a Valorant or CODM match's map veto opens, unless the organiser set it a later
    // time (its job is set again, in case the time was set after the match's).
    if ((await loadCheckIns(em, match.id)).length === 2) {
      const scheduled = match.scheduledTime;
      const opensAt = scheduled ? vetoOpensAt(match.tournament, phase, scheduled) : null;
      if (scheduled && opensAt && opensAt.getTime() > now.getTime()) {
        vetoOpening = {
          tournamentId: match.tournament.id,
          matchId: match.id,
          scheduledTime: scheduled.toISOString(),
          opensAt: opensAt.toISOString(),
        };
      } else vetoTimer = await openVetoOnCheckIn(em, match, phase, now);
    }
    effects.publish({ type: 'match', matchId: match.id, status: 'scheduled' });
    effects.webhook({ type: 'match.checked_in', matchId: match.id, teamId });
    return matchCheckInView(em, ctx.actor, match, now);
  });
  if (vetoTimer) await ports.vetoTimer?.(vetoTimer);
  if (vetoOpening) await ports.vetoOpening?.(vetoOpening);
  return view;
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
  if (!match) throw new AppError('NOT_FOUND', 'MATCH_NOT_FOUND', messages.competition.matchNotFound);
  return matchCheckInView(ctx.em, ctx.actor, match, clockNow());
}
