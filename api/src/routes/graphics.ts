import {
  AppError,
  contractFailure,
  graphicAltSchema,
  IMAGE_MAX_BYTES,
  messages,
  routeContracts,
} from '@galaxia/core';
import {
  applyGraphicsImage,
  getGraphicsDesign,
  saveGraphicsDesign,
  uploadGraphicsImage,
} from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { ReceivedFile } from '../uploads/receive-multipart.ts';
import { storeUpload, withUpload } from '../uploads/store-upload.ts';
import type { RouteTable } from './define-route.ts';

const IMAGE_FIELD = { image: { kind: 'image' as const, maxBytes: IMAGE_MAX_BYTES } };

function requiredImage(file: ReceivedFile | undefined): ReceivedFile {
  if (!file) throw new AppError('BAD_REQUEST', 'MEDIA_NOT_IMAGE', messages.media.notImage);
  return file;
}

/** The description the editor sends with a picture it applies, bounded as the design's own. */
function altField(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const parsed = graphicAltSchema.safeParse(value);
  if (!parsed.success) throw contractFailure(parsed.error.issues[0]);
  return parsed.data;
}

/** The canvas editor's designs, per tournament and section, and the pictures used on and made from them. */
export function graphicsRoutes(routes: RouteTable, deps: AppDeps) {
  const target = (params: { id: string; section: string }) => ({
    tournamentId: params.id,
    section: params.section,
  });

  const graphics = routeContracts.graphics;
  routes.serve({
    contract: graphics.uploadImage,
    middleware: [deps.rateLimits.uploads],
    run: (ctx, { params }) =>
      withUpload(ctx.req, { uploadDir: deps.uploadDir, files: IMAGE_FIELD }, (received) =>
        uploadGraphicsImage(ctx, {
          tournamentId: params.id,
          store: (em) => storeUpload(em, received, requiredImage(received.files.image), ctx.actor.userId),
        }),
      ),
  });

  routes.serve({
    contract: graphics.design,
    run: (ctx, { params }) => getGraphicsDesign(ctx, target(params)),
  });

  routes.serve({
    contract: graphics.saveDesign,
    run: (ctx, { params, body }) =>
      saveGraphicsDesign(ctx, { ...target(params), design: body.design, updatedAt: body.updatedAt }),
  });

  routes.serve({
    contract: graphics.apply,
    middleware: [deps.rateLimits.uploads],
    run: (ctx, { params }) =>
      withUpload(ctx.req, { uploadDir: deps.uploadDir, files: IMAGE_FIELD }, (received) =>
        applyGraphicsImage(ctx, {
          ...target(params),
          alt: altField(received.fields.alt),
          store: (em) => storeUpload(em, received, requiredImage(received.files.image), ctx.actor.userId),
        }),
      ),
  });
}
