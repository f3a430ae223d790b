import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Pure tests run in parallel; integration tests share one real database per package, so their files run
// one at a time inside that package while packages still run side by side.
const unit = (pkg: string) => ({
  test: {
    name: `${pkg}:unit`,
    root: `./${pkg}`,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['src/**/*.integration.test.ts', 'src/**/*.component.test.tsx', '**/node_modules/**'],
  },
});

const integration = (pkg: string) => ({
  test: {
    name: `${pkg}:integration`,
    root: `./${pkg}`,
    include: ['src/**/*.integration.test.ts'],
    globalSetup: [here('./testkit/src/vitest/integration-setup.ts')],
    env: { GALAXIA_TEST_PACKAGE: pkg },
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      unit('core'),
      integration('core'),
      unit('api'),
      integration('api'),
      unit('workers'),
      integration('workers'),
      unit('bot'),
      integration('bot'),
      unit('dashboard'),
      // Forms and tables drawn in a simulated browser with the real store and a faked API.
      {
        test: {
          name: 'dashboard:component',
          root: './dashboard',
          include: ['src/**/*.component.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost/' } },
        },
      },
      // Architecture checks: feature boundaries and dead modules.
      unit('testkit'),
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['journeys/**/*.e2e.ts'],
          globalSetup: [here('./e2e/support/global-setup.ts')],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
