import { loadEnv } from '../config/env.ts';
import { ensureDatabase } from '../db/ensure-database.ts';
import { Match, Team, Tournament, User } from '../db/entities/index.ts';
import { migrate, openOrm } from '../db/orm.ts';
import { seedDemoData } from './seed-demo-data.ts';

const env = loadEnv();
await ensureDatabase(env.DATABASE_URL);
const orm = await openOrm(env.DATABASE_URL);
try {
  await migrate(orm);
  const em = orm.em.fork();
  const { seeded } = await seedDemoData(em, { now: new Date() });
  if (seeded) {
    const [users, teams, tournaments, matches] = await Promise.all([
      em.count(User, { isDemo: true }),
      em.count(Team),
      em.count(Tournament),
      em.count(Match),
    ]);
    console.info(
      `demo data seeded: ${users} demo users, ${teams} teams, ${tournaments} tournaments, ${matches} matches`,
    );
  } else {
    console.info('the database already has tournaments; no demo data written');
  }
} finally {
  await orm.close();
}
