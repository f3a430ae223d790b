import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { entities } from './entities/entity-list.ts';
import { migrationsList } from './migrations/index.ts';

export function ormConfig(databaseUrl: string, options: { debug?: boolean; poolMax?: number } = {}) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, silent: true, snapshot: false },
    debug: options.debug ?? false,
    pool: { min: 0, max: options.poolMax ?? 10 },
    // Every request forks its own EntityManager; using the global one is a bug we want to hear about.
    allowGlobalContext: false,
  });
}

export type Orm = MikroORM;

export async function openOrm(
  databaseUrl: string,
  options?: { debug?: boolean; poolMax?: number },
): Promise<Orm> {
  return MikroORM.init(ormConfig(databaseUrl, options));
}

export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
