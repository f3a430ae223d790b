import {
  AppError,
  approveVerificationSchema,
  bgmiVerificationSchema,
  cocVerificationPayloadSchema,
  messages,
  rejectVerificationSchema,
  VIDEO_MAX_BYTES,
} from '@galaxia/core';
import {
  listMyGameAccounts,
  listPendingVerifications,
  requestCocVerification,
  reviewBgmiVerification,
  submitBgmiVerification,
  type VerificationContext,
} from '@galaxia/core/server';
import type { Request } from 'express';
import type { AppDeps } from '../app.ts';
import { actorOf } from '../http/require-user.ts';
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';

export function gameAccountRoutes(routes: RouteTable, deps: AppDeps) {
  const context = (req: Request): VerificationContext => ({
    em: deps.orm.em.fork(),
    actor: actorOf(req),
    queues: deps.queues,
  });

  routes.add({
    method: 'get',
    path: '/game-accounts',
    access: 'user',
    handler: async (req, res) => {
      res.json({ accounts: await listMyGameAccounts(context(req)) });
    },
  });

  // The spec's call: 202 because the token is checked by a worker, not while the player waits.
  routes.add({
    method: 'post',
    path: '/verify/coc',
    access: 'user',
    middleware: [deps.rateLimits.verification],
    handler: async (req, res) => {
      const payload = cocVerificationPayloadSchema.parse(req.body ?? {});
      res.status(202).json(await requestCocVerification(context(req), payload));
    },
  });

  routes.add({
    method: 'post',
    path: '/game-accounts/bgmi',
    access: 'user',
    middleware: [deps.rateLimits.verification, deps.rateLimits.uploads],
    handler: async (req, res) => {
      const ctx = context(req);
      const files = { video: { kind: 'video' as const, maxBytes: VIDEO_MAX_BYTES } };
      const result = await withUpload(req, { uploadDir: deps.uploadDir, files }, async (received) => {
        const fields = bgmiVerificationSchema.parse({
          playerId: received.fields.playerId,
          inGameName: received.fields.inGameName,
        });
        const video = received.files.video;
        if (!video) throw new AppError('BAD_REQUEST', messages.media.notVideo);
        return submitBgmiVerification(ctx, {
          ...fields,
          storeVideo: (tx) => storeUpload(tx, received, video, ctx.actor.userId),
        });
      });
      res.status(202).json(result);
    },
  });

  routes.add({
    method: 'get',
    path: '/organiser/verifications',
    access: 'user',
    handler: async (req, res) => {
      res.json({ verifications: await listPendingVerifications(context(req)) });
    },
  });

  routes.add({
    method: 'post',
    path: '/organiser/verifications/:id/approve',
    access: 'user',
    handler: async (req, res) => {
      const accountId = String(req.params.id);
      const { tournamentId } = approveVerificationSchema.parse(req.body ?? {});
      res.json(await reviewBgmiVerification(context(req), { accountId, tournamentId, verdict: 'approve' }));
    },
  });

  routes.add({
    method: 'post',
    path: '/organiser/verifications/:id/reject',
    access: 'user',
    handler: async (req, res) => {
      const accountId = String(req.params.id);
      const { reason, tournamentId } = rejectVerificationSchema.parse(req.body ?? {});
      res.json(
        await reviewBgmiVerification(context(req), { accountId, tournamentId, verdict: 'reject', reason }),
      );
    },
  });
}
