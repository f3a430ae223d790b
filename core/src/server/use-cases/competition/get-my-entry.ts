import {
  type EntryBlocker,
  type EntryCandidate,
  entryBlocker,
  type GameId,
  gameName,
  type MyEntry,
  messages,
  registrationStatus,
  requiresVerifiedAccounts,
  rosterSwapRefusal,
  waitlistPosition,
} from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import {
  GameAccount,
  RegistrationWindow,
  TeamMember,
  TournamentRegistration,
} from '../../db/entities/index.ts';
import { playerStates } from '../game-accounts/internal/roster-verification.ts';
import { loadPublishedTournament } from '../public/internal/published-tournament.ts';
import { visibleProfiles } from '../public/profile-visibility.ts';
import { eventCheckInStateOf } from './event-check-in.ts';
import { entrantOf } from './internal/entrant-team.ts';
import { entryPlaces, hasStarted } from './internal/entry-rules.ts';
import { entryViews } from './internal/entry-views.ts';
import { loadPhases } from './internal/phase-start.ts';
import { loadQueue } from './internal/waitlist-queue.ts';

/**
 * The registration panel of an event page: the person's entry if one of their teams is in (with its
 * waitlist place and check-in), otherwise the teams they could enter and, when they cannot, why.
 */
export async function getMyEntry(ctx: PublicContext, tournamentId: string): Promise<MyEntry> {
  const { em, actor } = ctx;
  const now = clockNow();
  const tournament = await loadPublishedTournament(em, tournamentId, now);
  const phases = await loadPhases(em, tournament.id);
  const windows = await em.find(RegistrationWindow, { tournament: tournament.id });
  const registration = registrationStatus(windows, now);
  const places = entryPlaces(phases).registered;
  const queue = await loadQueue(em, tournament.id);
  const game = gameName(tournament.gameId as GameId);
  const rosterSize = tournament.format ?? null;

  const memberships = actor
    ? await em.find(
        TeamMember,
        { user: actor.userId, status: 'active', team: { gameId: tournament.gameId } },
        { populate: ['team'] },
      )
    : [];
  const teamIds = memberships.map((membership) => membership.team.id);
  const mine =
    teamIds.length === 0
      ? null
      : await em.findOne(
          TournamentRegistration,
          { tournament: tournament.id, team: { $in: teamIds }, status: { $ne: 'withdrawn' } },
          { orderBy: { registeredAt: 'desc' } },
        );

  const everyone =
    teamIds.length === 0
      ? []
      : await em.find(TeamMember, { team: { $in: teamIds }, status: 'active' }, { populate: ['user'] });
  const verified = new Set(
    everyone.length === 0
      ? []
      : (
          await em.find(GameAccount, {
            user: { $in: everyone.map((member) => member.user.id) },
            gameId: tournament.gameId,
            status: 'verified',
          })
        ).map((account) => account.user.id),
  );
  const pictures = await visibleProfiles(
    em,
    everyone.map((member) => member.user.id),
    actor,
  );
  const verifying = requiresVerifiedAccounts(tournament.gameId as GameId, tournament.requiresVerification);
  const states = await playerStates(
    em,
    tournament,
    everyone.map((member) => member.user.id),
  );
  const candidates: EntryCandidate[] = memberships.map((membership) => ({
    team: entrantOf(membership.team),
    isCaptain: membership.role === 'captain',
    players: everyone
      .filter((member) => member.team.id === membership.team.id)
      .map((member) => ({
        userId: member.user.id,
        name: member.user.name,
        avatar: pictures.has(member.user.id) ? (member.user.avatar ?? null) : null,
        verified: verified.has(member.user.id),
        verification: verifying ? states.get(member.user.id)! : ('accepted' as const),
      })),
  }));

  const blocked = mine
    ? null
    : entryBlocker({
        signedIn: actor !== null,
        registration: registration.status,
        rosterSize,
        requiresVerification: verifying,
        candidates,
      });
  const blockerMessage = (blocker: EntryBlocker, unverified: string[]): string => {
    switch (blocker) {
      case 'signed_out':
        return messages.playerSeason.signInToRegister;
      case 'not_open':
        return registration.status === 'not_started'
          ? messages.registration.startsOn(registration.date)
          : messages.competition.notConfigured;
      case 'closed':
        return messages.registration.closed;
      case 'no_team':
        return messages.playerSeason.noTeamForGame(game);
      case 'roster_too_small':
        return messages.playerSeason.rosterTooSmall(rosterSize ?? 1);
      case 'unverified':
        return messages.entryVerification.notSent(unverified.join(', '), game);
    }
  };

  const taken = queue.queued.filter((entry) => entry.status === 'registered').length;
  const view = mine ? (await entryViews(em, tournament, [mine], actor))[0]! : null;
  const isCaptain = (teamId: string) =>
    memberships.some((membership) => membership.team.id === teamId && membership.role === 'captain');
  const started = hasStarted(phases);
  const swappable =
    mine !== null &&
    view !== null &&
    isCaptain(mine.team.id) &&
    view.roster.some((player) => player.substitute);
  const swapRefusal = mine
    ? (rosterSwapRefusal({
        entered: mine.status !== 'dropped',
        checkedIn: Boolean(mine.checkedInAt),
        checkInClosed: started,
      })?.message ?? null)
    : null;
  return {
    registrationStatus: registration.status,
    rosterSize: rosterSize === null ? null : { players: rosterSize, substitutes: tournament.substitutes },
    requiresVerification: verifying,
    places,
    taken,
    waitlisted: queue.queued.length - taken,
    blocker: blocked?.blocker ?? null,
    blockerMessage: blocked ? blockerMessage(blocked.blocker, blocked.unverified) : null,
    candidates,
    entry:
      mine && view
        ? {
            team: view.team,
            status: view.status,
            roster: view.roster,
            waitlistPosition: waitlistPosition(queue.queued, mine.team.id),
            isCaptain: isCaptain(mine.team.id),
            canWithdraw:
              isCaptain(mine.team.id) &&
              !started &&
              (mine.status !== 'registered' || registration.status !== 'closed') &&
              mine.status !== 'dropped',
            checkedIn: Boolean(mine.checkedInAt),
            awaitingVerification: view.awaitingVerification,
            verificationDeadline: view.verificationDeadline,
            canSwap: swappable && swapRefusal === null,
            swapLocked: swappable && mine.status !== 'dropped' ? swapRefusal : null,
          }
        : null,
    eventCheckIn: await eventCheckInStateOf(em, tournament, now),
  };
}
