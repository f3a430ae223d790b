import { AppError, messages, type TeamDetail } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { loadTeam, toTeamDetail } from './team-view.ts';

/** Accepting takes the seat the invitation held; declining frees it. Null after a decline. */
export async function respondToTeamInvitation(
  ctx: UseCaseContext,
  input: { teamId: string; accept: boolean },
): Promise<TeamDetail | null> {
  return ctx.em.transactional(async (tx) => {
    const { team, members } = await loadTeam(tx, input.teamId, { forUpdate: true });
    const invitation = members.find(
      (member) => member.user.id === ctx.actor.userId && member.status === 'invited',
    );
    if (!invitation) throw new AppError('NOT_FOUND', messages.teams.noInvitation);
    if (!input.accept) {
      tx.remove(invitation);
      await tx.flush();
      return null;
    }
    invitation.status = 'active';
    invitation.joinedAt = now();
    await tx.flush();
    return toTeamDetail(team, members);
  });
}
