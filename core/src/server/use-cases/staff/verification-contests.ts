import {
  AppError,
  type DecideContest,
  type GameId,
  messages,
  refusal,
  type StaffContest,
  sitePaths,
} from '@galaxia/core';
import { type InferEntity, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { GameAccount, User, VerificationAcceptance, VerificationContest } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { settleAwaitingEntries } from '../competition/internal/settle-entry-verification.ts';
import { fileUrlOrNull } from '../game-accounts/internal/file-url.ts';
import { notify } from '../notifications/notify.ts';
import { revokeDependentEntries } from './internal/revoke-dependent-entries.ts';
import { requireStaff, type StaffPolicy } from './require-staff.ts';

const CONTESTS_SHOWN = 100;
const staffOnly = () => refusal('VERIFICATION_CONTEST_STAFF_ONLY', messages.verificationContest.staffOnly);
type ContestRow = InferEntity<typeof VerificationContest>;

async function staffContestView(em: EntityManager, contest: ContestRow): Promise<StaffContest> {
  // Refreshed: the staff check loaded the staff member's row with only its flag.
  await em.populate(contest, ['contestant', 'claimant', 'decidedBy', 'account.user', 'account.reviewedFor'], {
    refresh: true,
  });
  const account = contest.account;
  // Open: whoever holds the claim now. Decided: who held it when staff decided (the audit).
  const holder = contest.status === 'open' ? account.user : (contest.claimant ?? null);
  const holderHoldsAccount = holder !== null && holder.id === account.user.id;
  const winner = contest.status === 'upheld' ? 'contestant' : 'holder';
  return {
    id: contest.id,
    game: contest.gameId as GameId,
    playerId: contest.inGameId,
    status: contest.status,
    createdAt: contest.createdAt.toISOString(),
    statement: contest.statement,
    contestant: {
      userId: contest.contestant.id,
      name: contest.contestant.name,
      inGameName: contest.inGameName,
      evidence: fileUrlOrNull(contest.evidence),
    },
    holder: {
      userId: holder?.id ?? null,
      name: holder?.name ?? '',
      inGameName: holderHoldsAccount ? (account.inGameName ?? '') : '',
      evidence: holderHoldsAccount ? fileUrlOrNull(account.evidence) : null,
      accountStatus: account.status,
      approvedFor: account.reviewedFor?.eventName ?? null,
    },
    decision:
      contest.status === 'open' || !contest.decidedAt
        ? null
        : {
            by: contest.decidedBy?.name ?? '',
            at: contest.decidedAt.toISOString(),
            reason: contest.decisionReason ?? '',
            winner,
          },
  };
}

/** GET /api/staff/verification-contests: open contests first (oldest first), then the decided ones. */
export async function listVerificationContests(
  ctx: UseCaseContext,
  policy: StaffPolicy,
): Promise<StaffContest[]> {
  await requireStaff(ctx.em, ctx.actor, policy, staffOnly());
  const open = await ctx.em.find(VerificationContest, { status: 'open' }, { orderBy: { createdAt: 'asc' } });
  const decided = await ctx.em.find(
    VerificationContest,
    { status: { $ne: 'open' } },
    { orderBy: { decidedAt: 'desc' }, limit: CONTESTS_SHOWN },
  );
  const views: StaffContest[] = [];
  for (const contest of [...open, ...decided]) views.push(await staffContestView(ctx.em, contest));
  return views;
}

/**
 * POST /api/staff/verification-contests/:id/decide: platform staff give the in-game id to the contestant
 * or leave it with its holder, saying why. The winner holds it verified (reviewed by this staff member,
 * for no tournament: each organiser still accepts it for their own event). A holder who loses it loses
 * every organiser's acceptance, and each registration that counted on it waits for verification again.
 */
export async function decideVerificationContest(
  ctx: UseCaseContext,
  contestId: string,
  decision: DecideContest,
  policy: StaffPolicy,
): Promise<StaffContest> {
  await requireStaff(ctx.em, ctx.actor, policy, staffOnly());
  const notFound = () =>
    new AppError('NOT_FOUND', 'VERIFICATION_CONTEST_NOT_FOUND', messages.verificationContest.notFound);
  if (!isUuid(contestId)) throw notFound();
  return ctx.em.transactional(async (tx) => {
    const found = await tx.findOne(VerificationContest, { id: contestId });
    if (!found) throw notFound();
    const account = await tx.findOneOrFail(
      GameAccount,
      { id: found.account.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['user'] },
    );
    const contest = await tx.findOneOrFail(
      VerificationContest,
      { id: contestId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['contestant'] },
    );
    if (contest.status !== 'open')
      throw new AppError(
        'CONFLICT',
        'VERIFICATION_CONTEST_ALREADY_DECIDED',
        messages.verificationContest.alreadyDecided,
      );
    const at = now();
    const staff = await tx.findOneOrFail(User, { id: ctx.actor.userId });
    const holder = account.user;
    const text = messages.verificationContest;
    const link = sitePaths.gameAccounts;

    contest.claimant = holder;
    contest.status = decision.winner === 'contestant' ? 'upheld' : 'dismissed';
    contest.decisionReason = decision.reason;
    contest.decidedBy = staff;
    contest.decidedAt = at;

    if (decision.winner === 'contestant') {
      account.user = contest.contestant;
      account.inGameName = contest.inGameName;
      account.evidence = contest.evidence ?? null;
      account.thumbnail = null;
      account.method = 'bgmi_video';
      account.rejectionReason = null;
      await tx.nativeDelete(VerificationAcceptance, { account: account.id });
    }
    // Either way staff looked at both videos: the winner's claim is verified by them.
    account.status = 'verified';
    account.verifiedAt = at;
    account.reviewedBy = staff;
    account.reviewedFor = null;
    await tx.flush();

    const [winnerId, loserId] =
      decision.winner === 'contestant'
        ? [contest.contestant.id, holder.id]
        : [holder.id, contest.contestant.id];
    notify(tx, {
      userIds: [winnerId],
      kind: 'verification-contest',
      title: text.wonTitle(account.inGameId),
      body: text.wonBody(decision.reason),
      link,
    });
    notify(tx, {
      userIds: [loserId],
      kind: 'verification-contest',
      title:
        decision.winner === 'contestant'
          ? text.revokedTitle(account.inGameId)
          : text.lostTitle(account.inGameId),
      body:
        decision.winner === 'contestant' ? text.revokedBody(decision.reason) : text.lostBody(decision.reason),
      link,
    });
    if (decision.winner === 'contestant') {
      await revokeDependentEntries(tx, { id: holder.id, name: holder.name }, at);
      await settleAwaitingEntries(tx, { playerId: holder.id }, at);
      await settleAwaitingEntries(tx, { playerId: contest.contestant.id }, at);
    } else {
      await settleAwaitingEntries(tx, { playerId: holder.id }, at);
    }
    await tx.flush();
    return staffContestView(tx, contest);
  });
}
