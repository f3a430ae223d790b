import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { galaxiaModules } from './galaxia-modules.ts';

const run = promisify(execFile);
const CROSS_FEATURE =
  'Dashboard features never import each other: move what two features share to components/, lib/ or app/.';

/** Lints a throw-away module at `folder` (as biome.json sees it there) and answers what Biome said. */
async function lintProbe(folder: string, source: string): Promise<{ failed: boolean; output: string }> {
  const path = join(folder, `boundary-probe-${randomUUID()}.ts`);
  const absolute = join(galaxiaModules.root, path);
  writeFileSync(absolute, source);
  try {
    const biome = join(galaxiaModules.root, 'node_modules/.bin/biome');
    await run(biome, ['lint', '--max-diagnostics=20', path], { cwd: galaxiaModules.root });
    return { failed: false, output: '' };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${stdout}${stderr}` };
  } finally {
    rmSync(absolute, { force: true });
  }
}

describe('dashboard feature boundaries (biome.json)', () => {
  it('fails a feature importing another feature, at any depth', async () => {
    const shallow = await lintProbe(
      'dashboard/src/features/home',
      "import { useMeQuery } from '../organiser/api/event-api.ts';\nexport const probe = useMeQuery;\n",
    );
    expect(shallow.failed).toBe(true);
    expect(shallow.output).toContain(CROSS_FEATURE);

    const deep = await lintProbe(
      'dashboard/src/features/organiser/basic',
      "import { HomePage } from '../../home/home-page.tsx';\nexport const probe = HomePage;\n",
    );
    expect(deep.failed).toBe(true);
    expect(deep.output).toContain(CROSS_FEATURE);
  }, 30_000);

  it('lets a feature import its own modules, components/, lib/, app/ and core', async () => {
    const allowed = await lintProbe(
      'dashboard/src/features/organiser/basic',
      [
        "import { messages } from '@galaxia/core';",
        "import { apiSlice } from '../../../app/api-slice.ts';",
        "import { Button } from '../../../components/ui/button.tsx';",
        "import { paths } from '../../../lib/paths.ts';",
        "import { organiserNavigation } from '../shell/organiser-navigation.ts';",
        'export const probe = [messages, apiSlice, Button, paths, organiserNavigation];',
        '',
      ].join('\n'),
    );
    expect(allowed).toEqual({ failed: false, output: '' });
  }, 30_000);
});
