import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { galaxiaModules } from './galaxia-modules.ts';
import { unreachableModules } from './reachability.ts';

const fixture = fileURLToPath(new URL('./fixtures/reachability/', import.meta.url));

describe('module reachability', () => {
  it('names a module no entry point imports, and only that one', () => {
    const unreachable = unreachableModules({
      root: fixture,
      folders: ['src'],
      isEntry: (path) => path === 'src/main.ts',
      packages: {},
    });
    expect(unreachable).toEqual(['src/pages/unrouted-page.ts']);
  });

  it("finds no dead module in Galaxia's own tree", () => {
    expect(unreachableModules(galaxiaModules)).toEqual([]);
  });
});
