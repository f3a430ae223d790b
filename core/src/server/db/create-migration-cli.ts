import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadEnv } from '../config/env.ts';
import { ensureDatabase } from './ensure-database.ts';
import { migrate, ormConfig } from './orm.ts';

/**
 * `npm run migration:create -- <name>`: diffs the entities against a scratch database at the current
 * migrations and writes the SQL that closes the gap as a new migration, then relists the migrations.
 */
const name = process.argv[2];
if (!name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('usage: npm run migration:create -- <kebab-case-name>');
  process.exit(1);
}
const dir = fileURLToPath(new URL('./migrations', import.meta.url));
const env = loadEnv();
const scratch = new URL(env.DATABASE_URL);
// Per isolation slot, so two people generating migrations on one machine do not drop each other's scratch.
const slot = process.env.GALAXIA_TEST_ISOLATION;
scratch.pathname = `/galaxia_migration_scratch${slot ? `_iso${slot}` : ''}`;
await ensureDatabase(scratch.toString());

const base = ormConfig(scratch.toString());
const orm = await MikroORM.init({
  ...base,
  migrations: {
    ...base.migrations,
    path: dir,
    snapshot: false,
    fileName: (timestamp: string, migrationName?: string) => `${timestamp}-${migrationName}`,
  },
});
try {
  await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
  await migrate(orm);
  const result = await orm.migrator.create(dir, false, false, name);
  if (!result.fileName) {
    console.info('entities and migrations already agree: nothing to write');
  } else {
    console.info(`wrote ${result.fileName}`);
  }
} finally {
  await orm.close();
}

const files = readdirSync(dir)
  .filter((file) => /^\d{14}-[a-z0-9-]+\.ts$/.test(file))
  .sort();
const lines = files.map((file, i) => `import { ${classNameOf(file)} as M${i} } from './${file}';`);
const list = files.map((file, i) => `  { name: '${file.replace(/\.ts$/, '')}', class: M${i} },`);
writeFileSync(
  `${dir}/index.ts`,
  `import type { MigrationObject } from '@mikro-orm/core';\n${lines.join('\n')}\n\n` +
    '/** Listed explicitly (not globbed) so the same list runs from source, from tests and inside the image. */\n' +
    `export const migrationsList: MigrationObject[] = [\n${list.join('\n')}\n];\n`,
);

function classNameOf(file: string): string {
  const match = /export class (\w+)/.exec(readFileSync(`${dir}/${file}`, 'utf8'));
  if (!match?.[1]) throw new Error(`no exported class in ${file}`);
  return match[1];
}
