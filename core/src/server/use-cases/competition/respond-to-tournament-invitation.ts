import {
  ACTIVE_CAPTAIN,
  AppError,
  messages,
  type TournamentInvitation as TournamentInvitationView,
} from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import {
  TeamMember,
  Tournament,
  TournamentInvitation,
  TournamentRegistration,
  User,
} from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { rosterVerification } from '../game-accounts/internal/roster-verification.ts';
import { loadTeam, playingUserIds } from '../teams/internal/team-view.ts';
import { type CompetitionPorts, collectEffects } from './internal/competition-ports.ts';
import { checkEntry } from './internal/entry-rules.ts';
import { missingVerification, refuseBannedEntry } from './internal/roster-check.ts';
import { lockRow } from './internal/row-locks.ts';
import { assertInvitedPlaceFree, toInvitationView } from './invite-team.ts';

/**
 * The team's captain answers an organiser's invitation. Accepting enters the team into an invited
 * place with its active players (the consent that gives the organiser review rights over them);
 * declining enters nothing. Anyone but the captain gets the same 404 as for an unknown invitation.
 */
export async function respondToTournamentInvitation(
  ctx: UseCaseContext,
  input: { invitationId: string; accept: boolean },
  ports: CompetitionPorts,
): Promise<TournamentInvitationView> {
  const notFound = new AppError(
    'NOT_FOUND',
    'COMPETITION_INVITATION_NOT_FOUND',
    messages.competition.invitationNotFound,
  );
  if (!isUuid(input.invitationId)) throw notFound;
  const found = await ctx.em.findOne(TournamentInvitation, { id: input.invitationId });
  if (!found) throw notFound;
  const effects = collectEffects(found.tournament.id);
  const view = await ctx.em.transactional(async (em) => {
    // An organiser may offer places before publishing, so the captain may answer while it is a draft.
    await lockRow(em, 'tournaments', found.tournament.id);
    const tournament = await em.findOneOrFail(Tournament, { id: found.tournament.id });
    const invitation = await em.findOne(
      TournamentInvitation,
      { id: input.invitationId },
      { populate: ['team'] },
    );
    const captain = invitation
      ? await em.findOne(TeamMember, {
          team: invitation.team.id,
          user: ctx.actor.userId,
          ...ACTIVE_CAPTAIN,
        })
      : null;
    if (!invitation || !captain) throw notFound;
    if (invitation.status !== 'pending')
      throw new AppError(
        'CONFLICT',
        'COMPETITION_INVITATION_ANSWERED',
        messages.competition.invitationAnswered,
      );

    if (input.accept) {
      const { team, members } = await loadTeam(em, invitation.team.id);
      const { phases, existing } = await checkEntry(em, tournament, team);
      if (existing && existing.status !== 'withdrawn') {
        throw new AppError(
          'CONFLICT',
          'COMPETITION_ALREADY_REGISTERED',
          messages.competition.alreadyRegistered,
        );
      }
      await assertInvitedPlaceFree(em, tournament.id, phases, invitation.id);
      const roster = playingUserIds(members);
      // The team (or one of its players) may have been banned since the offer: accepting is entering.
      await refuseBannedEntry(em, tournament, team.id, roster);
      // Accepting is an application like any other: an invited place does not skip verification.
      const verification = await rosterVerification(
        em,
        tournament,
        roster,
        (userId) => members.find((member) => member.user.id === userId)!.user.name,
      );
      if (verification.kind === 'missing') throw missingVerification(tournament, verification.missing);
      const row =
        existing ?? em.create(TournamentRegistration, { tournament, team, status: 'invited', roster });
      row.status = 'invited';
      row.roster = roster;
      row.registeredBy = em.getReference(User, ctx.actor.userId);
      row.registeredAt = now();
      row.awaitingVerification = verification.kind === 'awaiting';
      row.verificationDeadline = null;
      effects.publish({ type: 'registration', teamId: team.id, status: 'invited' });
    }
    invitation.status = input.accept ? 'accepted' : 'declined';
    invitation.answeredBy = em.getReference(User, ctx.actor.userId);
    invitation.answeredAt = now();
    await effects.closeWrite(em);
    return toInvitationView(await em.populate(invitation, ['tournament', 'team']));
  });
  await effects.release(ports);
  return view;
}

/** The invitations waiting on the actor as captain, newest first. */
export async function listMyTournamentInvitations(
  ctx: UseCaseContext,
): Promise<{ invitations: TournamentInvitationView[] }> {
  const captaincies = await ctx.em.find(TeamMember, {
    user: ctx.actor.userId,
    ...ACTIVE_CAPTAIN,
  });
  if (captaincies.length === 0) return { invitations: [] };
  const invitations = await ctx.em.find(
    TournamentInvitation,
    { team: { $in: captaincies.map((member) => member.team.id) }, status: 'pending' },
    { populate: ['tournament', 'team'], orderBy: { createdAt: 'desc' } },
  );
  return { invitations: invitations.map(toInvitationView) };
}
