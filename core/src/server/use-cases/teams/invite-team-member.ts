import {
  AppError,
  checkCanInvite,
  type InviteTeamMemberPayload,
  messages,
  sitePaths,
  type TeamDetail,
} from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { TeamMember, User } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { withSettingOn } from '../notifications/internal/recipients.ts';
import { notify } from '../notifications/notify.ts';
import { lockTeamForCaptain, toTeamDetail } from './internal/team-view.ts';

export async function inviteTeamMember(
  ctx: UseCaseContext,
  input: InviteTeamMemberPayload & { teamId: string },
): Promise<TeamDetail> {
  return ctx.em.transactional(async (tx) => {
    const { team, members, roster } = await lockTeamForCaptain(tx, ctx.actor, input.teamId);
    const invitee = input.discordId
      ? await tx.findOne(User, { discordId: input.discordId })
      : input.userId && isUuid(input.userId)
        ? await tx.findOne(User, { id: input.userId })
        : null;
    if (!invitee) throw new AppError('NOT_FOUND', messages.teams.playerNotFound);
    checkCanInvite(roster, invitee.id);
    const invitation = tx.create(TeamMember, { team, user: invitee, role: 'member', status: 'invited' });
    // The invitation stands either way; the Team invites setting only decides whether they are told.
    notify(tx, {
      userIds: await withSettingOn(tx, [invitee.id], 'teamInvites'),
      kind: 'team-invitation',
      title: messages.playerSeason.invitedTitle(team.name),
      body: messages.playerSeason.invitedBody(ctx.actor.name, team.name),
      link: sitePaths.myTeams,
    });
    await tx.flush();
    return toTeamDetail(team, [...members, invitation]);
  });
}
