import type { CompetitionMatch } from '@galaxia/core';
import { ACTIVE_CAPTAIN } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { Match, TeamMember } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { acceptMatchTime } from '../competition/accept-match-time.ts';
import type { CompetitionPorts } from '../competition/internal/competition-ports.ts';
import { proposeMatchTime } from '../competition/propose-match-time.ts';

/**
 * /schedule-match: a rep names the time they want. When the other team already offered exactly that
 * time, naming it is agreeing to it (the match is scheduled); otherwise it is a proposal the other
 * side accepts, on the web or by naming the same time here. The match rules decide either move.
 */
export async function scheduleMatchFromDiscord(
  ctx: UseCaseContext,
  input: { matchId: string; time: string },
  ports: CompetitionPorts,
): Promise<CompetitionMatch> {
  const match = isUuid(input.matchId) ? await ctx.em.findOne(Match, { id: input.matchId }) : null;
  const offer = match?.proposal;
  if (offer && Date.parse(offer.time) === Date.parse(input.time)) {
    const offeredByOwnTeam = await ctx.em.count(TeamMember, {
      team: offer.byTeamId,
      user: ctx.actor.userId,
      ...ACTIVE_CAPTAIN,
    });
    if (offeredByOwnTeam === 0) return acceptMatchTime(ctx, input.matchId, ports);
  }
  return proposeMatchTime(ctx, input, ports);
}
