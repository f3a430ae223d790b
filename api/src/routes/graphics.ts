import { AppError, IMAGE_MAX_BYTES, messages, saveGraphicsDesignSchema } from '@galaxia/core';
import {
  applyGraphicsImage,
  getGraphicsDesign,
  saveGraphicsDesign,
  uploadGraphicsImage,
} from '@galaxia/core/server';
import type { Request } from 'express';
import type { AppDeps } from '../app.ts';
import { useCaseContext } from '../http/use-case-context.ts';
import type { ReceivedFile } from '../uploads/receive-multipart.ts';
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';

const IMAGE_FIELD = { image: { kind: 'image' as const, maxBytes: IMAGE_MAX_BYTES } };

function requiredImage(file: ReceivedFile | undefined): ReceivedFile {
  if (!file) throw new AppError('BAD_REQUEST', messages.media.notImage);
  return file;
}

/** The canvas editor's designs, per tournament and section, and the pictures used on and made from them. */
export function graphicsRoutes(routes: RouteTable, deps: AppDeps) {
  const target = (req: Request) => ({
    tournamentId: String(req.params.id),
    section: String(req.params.section),
  });

  routes.add({
    method: 'post',
    path: '/tournaments/:id/graphics/images',
    access: 'user',
    middleware: [deps.rateLimits.uploads],
    handler: async (req, res) => {
      const ctx = useCaseContext(deps, req);
      const uploaded = await withUpload(req, { uploadDir: deps.uploadDir, files: IMAGE_FIELD }, (received) =>
        uploadGraphicsImage(ctx, {
          tournamentId: String(req.params.id),
          store: (em) => storeUpload(em, received, requiredImage(received.files.image), ctx.actor.userId),
        }),
      );
      res.status(201).json(uploaded);
    },
  });

  routes.add({
    method: 'get',
    path: '/tournaments/:id/graphics/:section',
    access: 'user',
    handler: async (req, res) => {
      res.json(await getGraphicsDesign(useCaseContext(deps, req), target(req)));
    },
  });

  routes.add({
    method: 'put',
    path: '/tournaments/:id/graphics/:section',
    access: 'user',
    handler: async (req, res) => {
      const { design, updatedAt } = saveGraphicsDesignSchema.parse(req.body);
      res.json(await saveGraphicsDesign(useCaseContext(deps, req), { ...target(req), design, updatedAt }));
    },
  });

  routes.add({
    method: 'post',
    path: '/tournaments/:id/graphics/:section/apply',
    access: 'user',
    middleware: [deps.rateLimits.uploads],
    handler: async (req, res) => {
      const ctx = useCaseContext(deps, req);
      const applied = await withUpload(req, { uploadDir: deps.uploadDir, files: IMAGE_FIELD }, (received) =>
        applyGraphicsImage(ctx, {
          ...target(req),
          store: (em) => storeUpload(em, received, requiredImage(received.files.image), ctx.actor.userId),
        }),
      );
      res.json(applied);
    },
  });
}
