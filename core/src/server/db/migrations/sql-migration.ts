import type { MigrationObject } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { parseMigrationFile } from './migration-file.ts';
import { readMigrationSql } from './read-migration-sql.ts';

/**
 * The migration `<name>.sql` describes. MikroORM records `name` as executed, so a file is never renamed
 * once shipped; nor is its SQL edited, which the statements test guards.
 */
export function sqlMigration(name: string): MigrationObject {
  class SqlMigration extends Migration {
    override name = name;

    override async up(): Promise<void> {
      for (const statement of (await statementsOf(name)).up) this.addSql(statement);
    }

    override async down(): Promise<void> {
      const { down } = await statementsOf(name);
      if (!down) return super.down();
      for (const statement of down) this.addSql(statement);
    }
  }
  return { name, class: SqlMigration };
}

async function statementsOf(name: string) {
  return parseMigrationFile(await readMigrationSql(name));
}
