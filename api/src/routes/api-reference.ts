import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openApiDocument, routeContractList, routeContracts } from '@galaxia/core';
import type { RouteTable } from './define-route.ts';

/** Scalar's browser build, from the app's own node_modules (no CDN). */
const scalarBundle = join(
  dirname(createRequire(import.meta.url).resolve('@scalar/api-reference/style.css')),
  'browser/standalone.js',
);

/**
 * Started from a file rather than inline, so the page keeps the site's script policy ('self' only).
 * Fonts stay the system's: Scalar's default ones come from its own servers.
 */
const BOOT_SCRIPT = `Scalar.createApiReference('#reference-root', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  hideDarkModeToggle: true,
  forceDarkModeState: 'dark',
  darkMode: true,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg">
<title>API reference · Galaxia</title>
<meta name="description" content="Every route of the Galaxia API: what it takes, what it answers, who may call it.">
</head>
<body>
<div id="reference-root"></div>
<noscript><h1>Galaxia API reference</h1><p>The reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
<script src="/api/reference/api-reference.js"></script>
<script src="/api/reference/boot.js"></script>
</body>
</html>
`;

const ONE_DAY = 'public, max-age=86400';

/** The API's description, generated from the route table once per process, and its reference page. */
export function apiReferenceRoutes(routes: RouteTable, deps: { publicUrl: string; version: string }) {
  const api = routeContracts.meta;
  let document: ReturnType<typeof openApiDocument> | undefined;
  routes.serve({
    contract: api.openApi,
    run: ({ res }) => {
      document ??= openApiDocument(routeContractList(), {
        version: deps.version,
        serverUrl: `${deps.publicUrl}/api`,
      });
      res.set('Cache-Control', 'public, max-age=300');
      return document;
    },
  });
  routes.serve({
    contract: api.reference,
    run: ({ res }) => {
      res.set('Cache-Control', 'public, max-age=300').type('html').send(PAGE);
      return undefined;
    },
  });
  routes.serve({
    contract: api.referenceAsset,
    run: async ({ res }, { params }) => {
      res.set('Cache-Control', ONE_DAY).type('js');
      if (params.file === 'boot.js') res.send(BOOT_SCRIPT);
      // Answered once the file is on its way, so the route table does not answer 204 first.
      else
        await new Promise<void>((done, fail) =>
          res.sendFile(scalarBundle, (error) => (error ? fail(error) : done())),
        );
      return undefined;
    },
  });
}
