import { AppError, checkCanInvite, type InviteTeamMemberPayload, messages, sitePaths } from '@galaxia/core';
import { TeamMember, User } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { withSettingOn } from '../notifications/internal/recipients.ts';
import { notify } from '../notifications/notify.ts';
import { captainEdit } from './internal/captain-edit.ts';

export const inviteTeamMember = captainEdit(
  async ({ em, actor, team, members, roster }, input: InviteTeamMemberPayload & { teamId: string }) => {
    const invitee = input.discordId
      ? await em.findOne(User, { discordId: input.discordId })
      : input.userId && isUuid(input.userId)
        ? await em.findOne(User, { id: input.userId })
        : null;
    if (!invitee) throw new AppError('NOT_FOUND', 'TEAMS_PLAYER_NOT_FOUND', messages.teams.playerNotFound);
    checkCanInvite(roster, invitee.id);
    const invitation = em.create(TeamMember, { team, user: invitee, role: 'member', status: 'invited' });
    // The invitation stands either way; the Team invites setting only decides whether they are told.
    notify(em, {
      userIds: await withSettingOn(em, [invitee.id], 'teamInvites'),
      kind: 'team-invitation',
      title: messages.playerSeason.invitedTitle(team.name),
      body: messages.playerSeason.invitedBody(actor.name, team.name),
      link: sitePaths.myTeams,
    });
    return [...members, invitation];
  },
);
