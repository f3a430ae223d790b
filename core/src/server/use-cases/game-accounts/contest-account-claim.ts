import { AppError, type ContestClaim, contestRefusal, type MyContest, messages } from '@galaxia/core';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UseCaseContext } from '../../context.ts';
import { GameAccount, type UploadedFile, User, VerificationContest } from '../../db/entities/index.ts';
import { myContestView } from './list-my-contests.ts';

export interface ContestInput extends ContestClaim {
  /** Keeps the uploaded video and records it; runs inside this use case's transaction. */
  storeVideo: (em: EntityManager) => Promise<InstanceType<typeof UploadedFile.class>>;
}

/**
 * POST /api/game-accounts/bgmi/contests: the owner of a BGMI id someone else claimed (pending or
 * verified) sends their own video and says why it is theirs. Platform staff decide; until then the
 * claim stands. The account row is locked so one person's two requests cannot file two contests.
 */
export async function contestAccountClaim(ctx: UseCaseContext, input: ContestInput): Promise<MyContest> {
  return ctx.em.transactional(async (tx) => {
    const account = await tx.findOne(
      GameAccount,
      { gameId: 'bgmi', inGameId: input.playerId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const alreadyOpen = account
      ? (await tx.count(VerificationContest, {
          account: account.id,
          contestant: ctx.actor.userId,
          status: 'open',
        })) > 0
      : false;
    const refusal = contestRefusal({
      claim: account
        ? { status: account.status, heldByContestant: account.user.id === ctx.actor.userId }
        : null,
      alreadyOpen,
    });
    if (refusal || !account) {
      const { code, message } = refusal ?? {
        code: 'VERIFICATION_CONTEST_NOTHING_TO_CONTEST',
        message: messages.verificationContest.nothingToContest,
      };
      throw new AppError('CONFLICT', code, message);
    }
    const contest = tx.create(VerificationContest, {
      account,
      gameId: account.gameId,
      inGameId: account.inGameId,
      contestant: tx.getReference(User, ctx.actor.userId),
      inGameName: input.inGameName,
      statement: input.statement,
      evidence: await input.storeVideo(tx),
      claimant: account.user,
      status: 'open',
    });
    await tx.flush();
    return myContestView(contest);
  });
}
