import { readFile } from 'node:fs/promises';

/**
 * The one place that finds a migration's SQL on disk: beside this module. The api bundle keeps this
 * module outside itself (api/build-server.ts), so `import.meta.url` stays this file's there too.
 */
export function readMigrationSql(name: string): Promise<string> {
  return readFile(new URL(`./${name}.sql`, import.meta.url), 'utf8');
}
