import {
  ACTIVE_CAPTAIN,
  formatZoned,
  HOLDING_ENTRY_STATUSES,
  messages,
  promotions,
  rejectionDeadline,
  sitePaths,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  GameAccount,
  TeamMember,
  TournamentRegistration,
  User,
  VerificationAcceptance,
} from '../../../db/entities/index.ts';
import { rosterVerification } from '../../game-accounts/internal/roster-verification.ts';
import { notify } from '../../notifications/notify.ts';
import { entryPlaces } from './entry-rules.ts';
import { loadPhases } from './phase-start.ts';
import { type EntryRow, loadQueue, notifyPromoted } from './waitlist-queue.ts';

export interface SettleScope {
  tournamentId?: string;
  /** Only the applications this player is on. */
  playerId?: string;
}

export interface SettleOutcome {
  completed: string[];
  deadlinesSet: string[];
  withdrawn: string[];
}

const captainsOf = async (em: EntityManager, teamId: string) =>
  (await em.find(TeamMember, { team: teamId, ...ACTIVE_CAPTAIN })).map((m) => m.user.id);

/** Why the first refused player of a roster cannot play: their account's or this organiser's reason. */
async function refusalReason(em: EntityManager, tournamentId: string, gameId: string, userId: string) {
  const accounts = await em.find(GameAccount, { user: userId, gameId });
  const decision = await em.findOne(VerificationAcceptance, {
    tournament: tournamentId,
    account: { $in: accounts.map((account) => account.id) },
    verdict: 'rejected',
  });
  return (
    decision?.reason ??
    accounts.find((account) => account.status === 'rejected')?.rejectionReason ??
    messages.entryVerification.noEvidence
  );
}

/**
 * Moves applications awaiting verification on: one whose players all count as verified now plays (its
 * captain is told); one with a refused or missing player gets a deadline (its captain is told why),
 * and loses its place once the deadline passes (the waitlist moves up); one whose players are all back
 * in review loses its deadline. Runs after every review decision and from the workers' timer.
 */
export async function settleAwaitingEntries(
  em: EntityManager,
  scope: SettleScope,
  now: Date,
): Promise<SettleOutcome> {
  const ids = scope.playerId
    ? (
        await em.execute<{ id: string }[]>(
          `select id from tournament_registrations where awaiting_verification and roster @> ?::jsonb`,
          [JSON.stringify([scope.playerId])],
        )
      ).map((row) => row.id)
    : null;
  const entries = await em.find(
    TournamentRegistration,
    {
      awaitingVerification: true,
      status: { $in: [...HOLDING_ENTRY_STATUSES] },
      ...(scope.tournamentId ? { tournament: scope.tournamentId } : {}),
      ...(ids ? { id: { $in: ids } } : {}),
    },
    { populate: ['team', 'tournament'], orderBy: { registeredAt: 'asc' } },
  );
  const outcome: SettleOutcome = { completed: [], deadlinesSet: [], withdrawn: [] };
  const freed = new Set<string>();
  for (const entry of entries) {
    const tournament = entry.tournament;
    const users = await em.find(User, { id: { $in: entry.roster } });
    const nameOf = (userId: string) => users.find((user) => user.id === userId)?.name ?? '';
    const verification = await rosterVerification(em, tournament, entry.roster, nameOf);
    const link = sitePaths.event(tournament.id);
    if (verification.kind === 'verified') {
      entry.awaitingVerification = false;
      entry.verificationDeadline = null;
      notify(em, {
        userIds: await captainsOf(em, entry.team.id),
        kind: 'entry-verification',
        title: messages.entryVerification.completedTitle(tournament.eventName),
        body: messages.entryVerification.completedBody(entry.team.name),
        link,
      });
      outcome.completed.push(entry.id);
    } else if (verification.kind === 'awaiting') {
      entry.verificationDeadline = null;
    } else if (!entry.verificationDeadline) {
      const deadline = rejectionDeadline(now);
      entry.verificationDeadline = deadline;
      const [first] = verification.missing;
      const userId = entry.roster.find((id) => nameOf(id) === first!.name) ?? '';
      notify(em, {
        userIds: await captainsOf(em, entry.team.id),
        kind: 'entry-verification',
        title: messages.entryVerification.rejectedTitle(tournament.eventName),
        body: messages.entryVerification.rejectedBody(
          first!.name,
          await refusalReason(em, tournament.id, tournament.gameId, userId),
          formatZoned(deadline, null),
        ),
        link,
      });
      outcome.deadlinesSet.push(entry.id);
    } else if (entry.verificationDeadline <= now) {
      if (entry.status === 'registered') freed.add(tournament.id);
      entry.status = 'withdrawn';
      entry.awaitingVerification = false;
      entry.verificationDeadline = null;
      notify(em, {
        userIds: await captainsOf(em, entry.team.id),
        kind: 'entry-verification',
        title: messages.entryVerification.withdrawnTitle(tournament.eventName),
        body: messages.entryVerification.withdrawnBody(entry.team.name),
        link,
      });
      outcome.withdrawn.push(entry.id);
    }
  }
  await em.flush();
  for (const tournamentId of freed) {
    const tournament = entries.find((entry) => entry.tournament.id === tournamentId)!.tournament;
    const queue = await loadQueue(em, tournamentId);
    const promoted: EntryRow[] = promotions(
      queue.queued,
      entryPlaces(await loadPhases(em, tournamentId)).registered,
    ).map(queue.rowOf);
    for (const row of promoted) row.status = 'registered';
    await notifyPromoted(em, tournament, promoted);
    await em.flush();
  }
  return outcome;
}
