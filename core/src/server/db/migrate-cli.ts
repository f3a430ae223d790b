import { loadEnv } from '../config/env.ts';
import { ensureDatabase } from './ensure-database.ts';
import { migrate, openOrm } from './orm.ts';

const env = loadEnv();
await ensureDatabase(env.DATABASE_URL);
const orm = await openOrm(env.DATABASE_URL);
try {
  const applied = await migrate(orm);
  console.info(
    applied.length ? `migrations applied: ${applied.join(', ')}` : 'database schema is up to date',
  );
} finally {
  await orm.close();
}
