import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IMigrationGenerator, MigrationDiff } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadEnv } from '../config/env.ts';
import { ensureDatabase } from './ensure-database.ts';
import { formatMigrationFile } from './migrations/migration-file.ts';
import { migrate, ormConfig } from './orm.ts';

/**
 * `npm run migration:create -- <name>`: diffs the entities against a scratch database at the current
 * migrations and writes the SQL that closes the gap as a new migration, then lists it.
 */
const name = process.argv[2];
if (!name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('usage: npm run migration:create -- <kebab-case-name>');
  process.exit(1);
}
const dir = fileURLToPath(new URL('./migrations', import.meta.url));

/** MikroORM's generator hook: the diff becomes `<timestamp>-<name>.sql` rather than a TypeScript class. */
class SqlFileGenerator implements IMigrationGenerator {
  async generate(diff: MigrationDiff, path = dir, migrationName = name): Promise<[string, string]> {
    const timestamp = new Date().toISOString().replace(/[-T:]|\.\d{3}z$/gi, '');
    const fileName = `${timestamp}-${migrationName}.sql`;
    const text = this.generateMigrationFile('', diff);
    writeFileSync(`${path}/${fileName}`, text);
    return [text, fileName];
  }

  createStatement(sql: string): string {
    return sql;
  }

  generateMigrationFile(_className: string, diff: MigrationDiff): string {
    return formatMigrationFile(diff);
  }
}

const env = loadEnv();
const scratch = new URL(env.DATABASE_URL);
// Per isolation slot, so two people generating migrations on one machine do not drop each other's scratch.
const slot = process.env.GALAXIA_TEST_ISOLATION;
scratch.pathname = `/galaxia_migration_scratch${slot ? `_iso${slot}` : ''}`;
await ensureDatabase(scratch.toString());

const base = ormConfig(scratch.toString());
const orm = await MikroORM.init({
  ...base,
  migrations: { ...base.migrations, path: dir, snapshot: false, generator: SqlFileGenerator },
});
let written = '';
try {
  await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
  await migrate(orm);
  written = (await orm.migrator.create(dir, false, false, name)).fileName;
  console.info(written ? `wrote ${written}` : 'entities and migrations already agree: nothing to write');
} finally {
  await orm.close();
}

if (written) {
  // The new migration runs last: it closes the list in index.ts.
  const index = `${dir}/index.ts`;
  const listed = readFileSync(index, 'utf8').replace(/\n\];/, `\n  '${written.replace(/\.sql$/, '')}',\n];`);
  writeFileSync(index, listed);
}
