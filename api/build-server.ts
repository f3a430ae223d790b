/**
 * Bundles the api into one file, `api/dist/server.mjs`, which production and the supervisor run.
 * Loading ~1,800 modules one by one (type stripping 570 of them) made a restarted api take 10 to 30 s
 * to answer on a busy machine; one file loads in a fraction of that. Tests and development keep running
 * the TypeScript sources directly.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

export const SERVER_BUNDLE = fileURLToPath(new URL('./dist/server.mjs', import.meta.url));

/** `file` must stay in api/dist: the native addons left out of the bundle resolve from its node_modules. */
export async function buildServerBundle(file = SERVER_BUNDLE): Promise<string> {
  await build({
    input: fileURLToPath(new URL('./src/server.ts', import.meta.url)),
    platform: 'node',
    logLevel: 'warn',
    // Native addons load from node_modules at run time. The migrations' SQL reader runs from core's
    // sources, where its `import.meta.url` finds the .sql files beside it.
    external: [
      /^@resvg\//,
      /^@node-rs\//,
      /^pg-native$/,
      /\.node$/,
      /\/db\/migrations\/read-migration-sql\.ts$/,
    ],
    // Same depth as src/server.ts, so its paths relative to the file still point into the repository.
    output: { file, format: 'esm', codeSplitting: false },
  });
  return file;
}

if (import.meta.main) await buildServerBundle();
