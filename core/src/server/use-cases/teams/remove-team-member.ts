import { checkCanRemove, type TeamDetail } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { lockTeamForCaptain, toTeamDetail } from './internal/team-view.ts';

/** The captain removes a player or withdraws an invitation. */
export async function removeTeamMember(
  ctx: UseCaseContext,
  input: { teamId: string; userId: string },
): Promise<TeamDetail> {
  return ctx.em.transactional(async (tx) => {
    const { team, members, roster } = await lockTeamForCaptain(tx, ctx.actor, input.teamId);
    checkCanRemove(roster, ctx.actor.userId, input.userId);
    const removed = members.filter((member) => member.user.id === input.userId);
    tx.remove(removed);
    await tx.flush();
    return toTeamDetail(
      team,
      members.filter((member) => !removed.includes(member)),
    );
  });
}
