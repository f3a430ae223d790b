import { AppError, isActiveCaptain, messages, sitePaths, type TeamDetail } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { notify } from '../notifications/notify.ts';
import { loadTeam, teamDetailFor } from './internal/team-view.ts';

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
    if (!invitation) throw new AppError('NOT_FOUND', 'TEAMS_NO_INVITATION', messages.teams.noInvitation);
    const captains = members.filter((member) => isActiveCaptain(member));
    notify(tx, {
      userIds: captains.map((captain) => captain.user.id),
      kind: 'team-invitation',
      title: messages.playerSeason.invitationAnsweredTitle(ctx.actor.name, input.accept),
      body: messages.playerSeason.invitationAnsweredBody(ctx.actor.name, team.name, input.accept),
      link: sitePaths.myTeam(team.id),
    });
    if (!input.accept) {
      tx.remove(invitation);
      await tx.flush();
      return null;
    }
    invitation.status = 'active';
    invitation.joinedAt = now();
    await tx.flush();
    return teamDetailFor(tx, ctx.actor, team, members);
  });
}
