import { messages } from '@galaxia/core';
import {
  type CocCheckOutcome,
  type CocCheckTarget,
  cocVerificationJob,
  completeCocVerification,
  dropJobSecret,
  isCocCheckAwaited,
  readJobSecret,
} from '@galaxia/core/server';
import { UnrecoverableError } from 'bullmq';
import { CocApiError } from '../clients/coc-client.ts';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/** Why a final answer from the API (other than the token's verdict) rejects the claim. */
const refusalReason = (error: CocApiError): string =>
  error.status === 404 ? messages.verificationCheck.cocPlayerNotFound : messages.verificationCheck.cocRefused;

/**
 * Checks a Clash of Clans token with the official API and settles the claim. Throttling, maintenance
 * and network failures throw so BullMQ retries with backoff (the last attempt rejects instead, so no
 * claim waits forever); any other refusal rejects the claim at once and is not retried.
 */
export function cocVerificationProcessor(
  services: Pick<WorkerServices, 'orm' | 'coc'>,
): Processor<typeof cocVerificationJob> {
  const settle = (target: CocCheckTarget, outcome: CocCheckOutcome) =>
    completeCocVerification(services.orm.em.fork(), target, outcome);

  return {
    definition: cocVerificationJob,
    async run({ accountId, userId, playerTag, tokenRef }, { finalAttempt, redis }) {
      const target = { accountId, userId, playerTag };
      if (!(await isCocCheckAwaited(services.orm.em.fork(), target))) {
        await dropJobSecret(redis, tokenRef);
        return { outcome: 'stale' };
      }
      const token = await readJobSecret(redis, tokenRef);
      if (token === null) {
        const { applied } = await settle(target, {
          verdict: 'rejected',
          reason: messages.verificationCheck.cocTokenExpired,
        });
        // A verified account's recheck (or a settled job run again) has nothing left to reject.
        if (!applied) return { outcome: 'stale' };
        throw new UnrecoverableError(`token ${tokenRef} has lapsed`);
      }
      // Settled either way: the token is no longer needed, so it does not outlive the answer.
      const settleAndForget = async (outcome: CocCheckOutcome) => {
        const settled = await settle(target, outcome);
        await dropJobSecret(redis, tokenRef);
        return settled;
      };
      try {
        const verdict = await services.coc.verifyToken(playerTag, token);
        if (verdict === 'invalid') {
          const { applied } = await settleAndForget({
            verdict: 'rejected',
            reason: messages.verificationCheck.cocTokenInvalid,
          });
          return { outcome: applied ? 'rejected' : 'stale' };
        }
        const player = await services.coc.player(playerTag);
        const { applied } = await settleAndForget({
          verdict: 'verified',
          inGameName: player.name,
          townHallLevel: player.townHallLevel,
        });
        return { outcome: applied ? 'verified' : 'stale' };
      } catch (error) {
        if (!(error instanceof CocApiError)) throw error;
        if (error.retryable && !finalAttempt) throw error;
        const reason = error.retryable ? messages.verificationCheck.cocUnavailable : refusalReason(error);
        await settleAndForget({ verdict: 'rejected', reason });
        throw new UnrecoverableError(`${error.message}: ${reason}`);
      }
    },
  };
}
