import type { CocVerificationPayload, GameAccountRow } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { cocTokenRef, cocVerificationJob } from '../../jobs/coc-verification-job.ts';
import type { JobQueues } from '../../jobs/enqueue.ts';
import { toGameAccountRow } from './internal/game-account-row.ts';
import { inClaimTransaction, openAccountClaim } from './open-account-claim.ts';

/** Verification use cases hand work to the workers as well as writing rows. */
export interface VerificationContext extends UseCaseContext {
  queues: Pick<JobQueues, 'enqueue' | 'putSecret'>;
}

/**
 * Records a pending claim on a Clash of Clans tag (or, for the owner's verified account, a recheck that
 * keeps it verified) and asks a worker to check the token with the game's API. The job is queued after the commit, so the worker always finds the row it is told about.
 */
export async function requestCocVerification(
  ctx: VerificationContext,
  input: CocVerificationPayload,
): Promise<{ account: GameAccountRow }> {
  const account = await inClaimTransaction(ctx.em, async (tx) => {
    // A player verifying their own verified account again refreshes its name and Town Hall level.
    const claimed = await openAccountClaim(
      tx,
      ctx.actor,
      { gameId: 'coc', inGameId: input.playerTag, method: 'coc_token' },
      { ownVerifiedAgain: true },
    );
    if (claimed.status === 'pending') {
      claimed.inGameName = null;
      claimed.evidence = null;
      claimed.thumbnail = null;
    }
    await tx.flush();
    return claimed;
  });
  const tokenRef = cocTokenRef(account.id, input.token);
  await ctx.queues.putSecret(tokenRef, input.token);
  await ctx.queues.enqueue(
    cocVerificationJob,
    { accountId: account.id, userId: ctx.actor.userId, playerTag: input.playerTag, tokenRef },
    // Submitting the same token again after a failed check asks the game's API again.
    { replaceFinished: true },
  );
  return { account: toGameAccountRow(account) };
}
