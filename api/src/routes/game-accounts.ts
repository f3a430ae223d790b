import {
  AppError,
  bgmiVerificationSchema,
  contestClaimSchema,
  messages,
  routeContracts,
  VIDEO_MAX_BYTES,
} from '@galaxia/core';
import {
  contestAccountClaim,
  listMyContests,
  listMyGameAccounts,
  listPendingVerifications,
  requestCocVerification,
  reviewBgmiVerification,
  submitBgmiVerification,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';

const VIDEO_FILE = { video: { kind: 'video' as const, maxBytes: VIDEO_MAX_BYTES } };

/** In-game accounts and their verification (core's `routeContracts.gameAccounts`). */
export function gameAccountRoutes(routes: RouteTable, deps: AppDeps) {
  const { queues } = deps;

  const api = routeContracts.gameAccounts;
  routes.serve({ contract: api.mine, run: async (ctx) => ({ accounts: await listMyGameAccounts(ctx) }) });

  // The spec's call: 202 because the token is checked by a worker, not while the player waits.
  routes.serve({
    contract: api.verifyCoc,
    middleware: [deps.rateLimits.verification],
    run: (ctx, { body }) => requestCocVerification({ ...ctx, queues }, body),
  });

  routes.serve({
    contract: api.verifyBgmi,
    middleware: [deps.rateLimits.verification, deps.rateLimits.uploads],
    run: (ctx) =>
      withUpload(ctx.req, { uploadDir: deps.uploadDir, files: VIDEO_FILE }, (received) => {
        const fields = bgmiVerificationSchema.parse({
          playerId: received.fields.playerId,
          inGameName: received.fields.inGameName,
        });
        const video = received.files.video;
        if (!video) throw new AppError('BAD_REQUEST', 'MEDIA_NOT_VIDEO', messages.media.notVideo);
        return submitBgmiVerification(
          { ...ctx, queues },
          { ...fields, storeVideo: (tx) => storeUpload(tx, received, video, ctx.actor.userId) },
        );
      }),
  });

  // The owner of a BGMI id someone else claimed sends their own video; platform staff decide.
  routes.serve({
    contract: api.contest,
    middleware: [deps.rateLimits.verification, deps.rateLimits.uploads],
    run: (ctx) =>
      withUpload(ctx.req, { uploadDir: deps.uploadDir, files: VIDEO_FILE }, (received) => {
        const fields = contestClaimSchema.parse({
          playerId: received.fields.playerId,
          inGameName: received.fields.inGameName,
          statement: received.fields.statement,
        });
        const video = received.files.video;
        if (!video)
          throw new AppError(
            'BAD_REQUEST',
            'VERIFICATION_CONTEST_NO_VIDEO',
            messages.verificationContest.noVideo,
          );
        return contestAccountClaim(ctx, {
          ...fields,
          storeVideo: (tx) => storeUpload(tx, received, video, ctx.actor.userId),
        });
      }),
  });
  routes.serve({ contract: api.myContests, run: async (ctx) => ({ contests: await listMyContests(ctx) }) });

  // The verifications this organiser may review.
  routes.serve({
    contract: api.pendingVerifications,
    run: async (ctx) => ({ verifications: await listPendingVerifications(ctx) }),
  });
  routes.serve({
    contract: api.approveVerification,
    run: (ctx, { params, body }) =>
      reviewBgmiVerification(ctx, { ...body, accountId: params.id, verdict: 'approve' }),
  });
  routes.serve({
    contract: api.rejectVerification,
    run: (ctx, { params, body }) =>
      reviewBgmiVerification(ctx, { ...body, accountId: params.id, verdict: 'reject' }),
  });
}
