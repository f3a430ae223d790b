import {
  AppError,
  approveVerificationSchema,
  bgmiVerificationSchema,
  cocVerificationPayloadSchema,
  contestClaimSchema,
  messages,
  rejectVerificationSchema,
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
import { personalRoutes, resourceRoutes } from './resource-routes.ts';

const VIDEO_FILE = { video: { kind: 'video' as const, maxBytes: VIDEO_MAX_BYTES } };

export function gameAccountRoutes(routes: RouteTable, deps: AppDeps) {
  const { queues } = deps;

  const mine = personalRoutes(routes);
  mine.read('/game-accounts', async (ctx) => ({ accounts: await listMyGameAccounts(ctx) }));

  // The spec's call: 202 because the token is checked by a worker, not while the player waits.
  routes.add({
    method: 'post',
    path: '/verify/coc',
    access: 'user',
    middleware: [deps.rateLimits.verification],
    input: { body: cocVerificationPayloadSchema },
    status: 202,
    run: (ctx, { body }) => requestCocVerification({ ...ctx, queues }, body),
  });

  routes.add({
    method: 'post',
    path: '/game-accounts/bgmi',
    access: 'user',
    middleware: [deps.rateLimits.verification, deps.rateLimits.uploads],
    status: 202,
    run: (ctx) =>
      withUpload(ctx.req, { uploadDir: deps.uploadDir, files: VIDEO_FILE }, (received) => {
        const fields = bgmiVerificationSchema.parse({
          playerId: received.fields.playerId,
          inGameName: received.fields.inGameName,
        });
        const video = received.files.video;
        if (!video) throw new AppError('BAD_REQUEST', messages.media.notVideo);
        return submitBgmiVerification(
          { ...ctx, queues },
          { ...fields, storeVideo: (tx) => storeUpload(tx, received, video, ctx.actor.userId) },
        );
      }),
  });

  // The owner of a BGMI id someone else claimed sends their own video; platform staff decide.
  routes.add({
    method: 'post',
    path: '/game-accounts/bgmi/contests',
    access: 'user',
    middleware: [deps.rateLimits.verification, deps.rateLimits.uploads],
    status: 201,
    run: (ctx) =>
      withUpload(ctx.req, { uploadDir: deps.uploadDir, files: VIDEO_FILE }, (received) => {
        const fields = contestClaimSchema.parse({
          playerId: received.fields.playerId,
          inGameName: received.fields.inGameName,
          statement: received.fields.statement,
        });
        const video = received.files.video;
        if (!video) throw new AppError('BAD_REQUEST', messages.verificationContest.noVideo);
        return contestAccountClaim(ctx, {
          ...fields,
          storeVideo: (tx) => storeUpload(tx, received, video, ctx.actor.userId),
        });
      }),
  });
  mine.read('/game-accounts/contests', async (ctx) => ({ contests: await listMyContests(ctx) }));

  // The verifications this organiser may review.
  mine.read('/organiser/verifications', async (ctx) => ({
    verifications: await listPendingVerifications(ctx),
  }));

  const verification = resourceRoutes(routes, { access: 'user', idKey: 'accountId' });
  verification.write(
    'post',
    '/organiser/verifications/:id/approve',
    approveVerificationSchema,
    (ctx, input) => reviewBgmiVerification(ctx, { ...input, verdict: 'approve' }),
  );
  verification.write('post', '/organiser/verifications/:id/reject', rejectVerificationSchema, (ctx, input) =>
    reviewBgmiVerification(ctx, { ...input, verdict: 'reject' }),
  );
}
