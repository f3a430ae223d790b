import { AppError, messages, routeContracts } from '@galaxia/core';
import { findViewableFile } from '@galaxia/core/server';
import type { AppDeps } from '../app.ts';
import type { RouteTable } from './define-route.ts';

/** Stored uploads (core's `routeContracts.media`). */
export function fileRoutes(routes: RouteTable, deps: AppDeps) {
  routes.serve({
    // Logos and posters are shown to visitors; findViewableFile keeps evidence to its owner and reviewers.
    contract: routeContracts.media.file,
    run: async (ctx, { params }) => {
      const file = await findViewableFile(ctx, params.id, { allowList: deps.env.STAFF_DISCORD_IDS });
      const headers = {
        'Content-Type': file.mimeType,
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
        // Stored names are random and never reused, so an image can be cached for good; evidence must
        // not linger in shared caches.
        'Cache-Control': file.kind === 'image' ? 'public, max-age=31536000, immutable' : 'private, no-store',
      };
      // Headers go on only once the file is found on disk, so a missing file answers as plain JSON.
      await new Promise<void>((resolve, reject) =>
        ctx.res.sendFile(file.storageName, { root: deps.uploadDir, dotfiles: 'deny', headers }, (error) => {
          if (error && !ctx.res.headersSent)
            reject(new AppError('NOT_FOUND', 'NOT_FOUND', messages.http.notFound));
          else resolve();
        }),
      );
    },
  });
}
