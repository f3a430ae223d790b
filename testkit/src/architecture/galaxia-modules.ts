import { fileURLToPath } from 'node:url';
import type { ReachabilityOptions } from './reachability.ts';

const ENTRY_POINTS = [
  /\.(test|integration\.test)\.tsx?$/,
  /\.e2e\.ts$/,
  /-cli\.ts$/,
  /(^|\/)(vite|vitest)\.config\.ts$/,
  /^api\/src\/server\.ts$/,
  /^bot\/src\/(index|deploy-commands|shards)\.ts$/,
  /^workers\/src\/index\.ts$/,
  /^dashboard\/src\/main\.tsx$/,
  // The server renderer the api imports from the dashboard's build (api/src/pages/page-renderer.ts).
  /^dashboard\/src\/entry-server\.tsx$/,
  /^dashboard\/build\/[^/]+\.ts$/,
  /^core\/src\/(index|server\/index)\.ts$/,
  /^testkit\/src\/(index|vitest\/[^/]+)\.ts$/,
  /^e2e\/support\/global-setup\.ts$/,
  /^bench\/src\/[^/]+\.ts$/,
  /^scripts\/[^/]+\.ts$/,
];

/** Galaxia's own tree: every package's sources, reached from its processes, CLIs, configs and tests. */
export const galaxiaModules: ReachabilityOptions = {
  root: fileURLToPath(new URL('../../../', import.meta.url)),
  folders: [
    'core/src',
    'api/src',
    'bot/src',
    'workers/src',
    'dashboard/src',
    'dashboard/build',
    'testkit/src',
    'e2e',
    'bench/src',
    'scripts',
  ],
  isEntry: (path) => ENTRY_POINTS.some((entry) => entry.test(path)),
  packages: {
    '@galaxia/core': 'core/src/index.ts',
    '@galaxia/core/server': 'core/src/server/index.ts',
    '@galaxia/testkit': 'testkit/src/index.ts',
  },
};
