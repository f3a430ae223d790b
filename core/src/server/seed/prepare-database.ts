import type { Env } from '../config/env.ts';
import { ensureDatabase } from '../db/ensure-database.ts';
import { migrate, openOrm } from '../db/orm.ts';
import { seedDemoData } from './seed-demo-data.ts';

/**
 * What `npm start` does to the database before anything serves it: create it if missing, migrate it, and
 * write the demo people and tournaments only when `SEED_DEMO=1` asks (into an empty database; production
 * refuses the flag when the configuration is read).
 */
export async function prepareDatabase(env: Env, log: (line: string) => void): Promise<void> {
  await ensureDatabase(env.DATABASE_URL);
  const orm = await openOrm(env.DATABASE_URL);
  try {
    const applied = await migrate(orm);
    log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'database schema is up to date');
    if (!env.SEED_DEMO) return;
    try {
      const { seeded } = await seedDemoData(orm.em.fork(), { now: new Date() });
      if (seeded) log('demo data seeded');
    } catch (error) {
      // Demo content is a convenience: the seed rolled back, so the app can run without it and retry next start.
      log(`demo data not seeded: ${error instanceof Error ? error.message : String(error)}`);
    }
  } finally {
    await orm.close();
  }
}
