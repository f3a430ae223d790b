import {
  AppError,
  type InviteTeamPayload,
  isActiveCaptain,
  messages,
  type TournamentInvitation as TournamentInvitationView,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { TournamentInvitation, TournamentRegistration, User } from '../../db/entities/index.ts';
import { refuseBannedTeam } from '../communities/community-team-bans.ts';
import { fileUrlOrNull } from '../game-accounts/internal/file-url.ts';
import { notify } from '../notifications/notify.ts';
import { loadTeam } from '../teams/internal/team-view.ts';
import { withLockedTournament } from '../tournaments/internal/lock-tournament.ts';
import { checkEntry, entryPlaces } from './internal/entry-rules.ts';
import type { PhaseRow } from './internal/phase-start.ts';

export interface InviteTeamInput extends InviteTeamPayload {
  tournamentId: string;
}

type InvitationRow = InstanceType<typeof TournamentInvitation.class>;

export const toInvitationView = (invitation: InvitationRow): TournamentInvitationView => ({
  id: invitation.id,
  tournamentId: invitation.tournament.id,
  eventName: invitation.tournament.eventName,
  team: { id: invitation.team.id, name: invitation.team.name, logo: fileUrlOrNull(invitation.team.logo) },
  status: invitation.status,
  invitedAt: invitation.createdAt.toISOString(),
});

/**
 * Invited places are held by entered invited teams and by offers still waiting for an answer, so an
 * organiser cannot hand out more offers than places. The tournament row must be locked by the caller.
 */
export async function assertInvitedPlaceFree(
  em: EntityManager,
  tournamentId: string,
  phases: readonly PhaseRow[],
  except?: string,
) {
  const places = entryPlaces(phases).invited;
  if (places === 0)
    throw new AppError(
      'CONFLICT',
      'COMPETITION_NO_INVITATION_PLACES',
      messages.competition.noInvitationPlaces,
    );
  const entered = await em.count(TournamentRegistration, { tournament: tournamentId, status: 'invited' });
  const waiting = await em.count(TournamentInvitation, {
    tournament: tournamentId,
    status: 'pending',
    ...(except ? { id: { $ne: except } } : {}),
  });
  if (entered + waiting >= places)
    throw new AppError(
      'CONFLICT',
      'COMPETITION_INVITATIONS_FULL',
      messages.competition.invitationsFull(places),
    );
}

/**
 * The organiser offers a team one of the roadmap's invited places, whatever the registration windows
 * say. Nothing is entered yet: the team's captain accepts or declines (respondToTournamentInvitation).
 */
export async function inviteTeam(
  ctx: UseCaseContext,
  input: InviteTeamInput,
): Promise<TournamentInvitationView> {
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const { team, members } = await loadTeam(em, input.teamId);
    const { phases, existing: entered } = await checkEntry(em, tournament, team);
    if (entered && entered.status !== 'withdrawn') {
      throw new AppError(
        'CONFLICT',
        'COMPETITION_ALREADY_REGISTERED',
        messages.competition.alreadyRegistered,
      );
    }
    const existing = await em.findOne(TournamentInvitation, { tournament: tournament.id, team: team.id });
    if (existing?.status === 'pending')
      throw new AppError('CONFLICT', 'COMPETITION_ALREADY_INVITED', messages.competition.alreadyInvited);
    // A banned team could never accept; its players are checked when it does (the roster may change by then).
    await refuseBannedTeam(em, tournament.server.id, team.id);
    await assertInvitedPlaceFree(em, tournament.id, phases);

    const invitation = existing ?? em.create(TournamentInvitation, { tournament, team, status: 'pending' });
    invitation.status = 'pending';
    invitation.invitedBy = em.getReference(User, ctx.actor.userId);
    invitation.answeredBy = null;
    invitation.answeredAt = null;
    invitation.createdAt = now();
    const captains = members.filter((member) => isActiveCaptain(member));
    notify(em, {
      userIds: captains.map((member) => member.user.id),
      kind: 'tournament-invitation',
      title: messages.competition.invitationTitle(tournament.eventName),
      body: messages.competition.invitationBody(team.name, tournament.eventName),
      link: '/my-teams',
    });
    await em.flush();
    return toInvitationView(invitation);
  });
}
