import { checkCanTransfer, type TeamDetail } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { lockTeamForCaptain, toTeamDetail } from './internal/team-view.ts';

/** Swaps the two roles in one transaction, so the team has exactly one captain before and after. */
export async function transferTeamCaptaincy(
  ctx: UseCaseContext,
  input: { teamId: string; userId: string },
): Promise<TeamDetail> {
  return ctx.em.transactional(async (tx) => {
    const { team, members, roster } = await lockTeamForCaptain(tx, ctx.actor, input.teamId);
    checkCanTransfer(roster, ctx.actor.userId, input.userId);
    for (const member of members) {
      if (member.user.id === ctx.actor.userId) member.role = 'member';
      if (member.user.id === input.userId) member.role = 'captain';
    }
    await tx.flush();
    return toTeamDetail(team, members);
  });
}
