import { AppError, messages } from '@galaxia/core';
import { type Actor, findViewableFile } from '@galaxia/core/server';
import type { Request } from 'express';
import type { AppDeps } from '../app.ts';
import { SESSION_ABSOLUTE_MS } from '../auth/session.ts';
import type { RouteTable } from './define-route.ts';

/** The signed-in viewer if there is one: the route is public, but evidence videos are not. */
function viewerOf(req: Request): Actor | null {
  const actor = req.session?.actor;
  if (!actor || Date.now() - (req.session.signedInAt ?? 0) > SESSION_ABSOLUTE_MS) return null;
  return actor;
}

export function fileRoutes(routes: RouteTable, deps: AppDeps) {
  routes.add({
    method: 'get',
    path: '/files/:id',
    // Logos and posters are shown to visitors; findViewableFile keeps evidence to its owner and reviewers.
    access: 'public',
    handler: async (req, res, next) => {
      const file = await findViewableFile(
        { em: deps.orm.em.fork(), actor: viewerOf(req) },
        String(req.params.id),
      );
      const headers = {
        'Content-Type': file.mimeType,
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
        // Stored names are random and never reused, so an image can be cached for good; evidence must
        // not linger in shared caches.
        'Cache-Control': file.kind === 'image' ? 'public, max-age=31536000, immutable' : 'private, no-store',
      };
      // Headers go on only once the file is found on disk, so a missing file answers as plain JSON.
      res.sendFile(file.storageName, { root: deps.uploadDir, dotfiles: 'deny', headers }, (error) => {
        if (error && !res.headersSent) next(new AppError('NOT_FOUND', messages.http.notFound));
      });
    },
  });
}
