import type { BgmiVerification, GameAccountRow } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { UploadedFile } from '../../db/entities/index.ts';
import { bgmiVideoJob } from '../../jobs/bgmi-video-job.ts';
import { settleAwaitingEntries } from '../competition/internal/settle-entry-verification.ts';
import { toGameAccountRow } from './internal/game-account-row.ts';
import { inClaimTransaction, openAccountClaim } from './open-account-claim.ts';
import type { VerificationContext } from './request-coc-verification.ts';

export interface BgmiVerificationInput extends BgmiVerification {
  /** Keeps the uploaded video and records it; runs inside this use case's transaction. */
  storeVideo: (em: EntityManager) => Promise<InstanceType<typeof UploadedFile.class>>;
}

/**
 * Records a pending BGMI claim with its video as evidence for the organiser, then queues the probe
 * (length, thumbnail) after the commit.
 */
export async function submitBgmiVerification(
  ctx: VerificationContext,
  input: BgmiVerificationInput,
): Promise<{ account: GameAccountRow }> {
  const { account, videoId } = await inClaimTransaction(ctx.em, async (tx) => {
    const claimed = await openAccountClaim(tx, ctx.actor, {
      gameId: 'bgmi',
      inGameId: input.playerId,
      method: 'bgmi_video',
    });
    const video = await input.storeVideo(tx);
    claimed.inGameName = input.inGameName;
    claimed.evidence = video;
    claimed.thumbnail = null;
    await tx.flush();
    // A player sending a new video after a rejection puts their team's application back in review.
    await settleAwaitingEntries(tx, { playerId: ctx.actor.userId }, now());
    return { account: claimed, videoId: video.id };
  });
  await ctx.queues.enqueue(bgmiVideoJob, { accountId: account.id, fileId: videoId });
  return { account: toGameAccountRow(account) };
}
