/**
 * Where tests find PostgreSQL and Redis. `npm test` resolves the services once and exports the URLs;
 * each package then gets its own database and Redis db index so packages can run side by side.
 */
const redisDbIndex: Record<string, number> = { core: 1, api: 2, workers: 3, bot: 4, e2e: 5, bench: 6 };

export function baseDatabaseUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function baseRedisUrl(): string {
  return process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/**
 * GALAXIA_TEST_ISOLATION=1..8 gives a run its own databases and Redis db, so two people (or a person and
 * CI) can run the suite on one machine at once without dropping each other's schema.
 */
const isolation = Number(process.env.GALAXIA_TEST_ISOLATION ?? 0);

export function testDatabaseUrl(pkg: string): string {
  const url = new URL(baseDatabaseUrl());
  url.pathname = `/galaxia_test_${pkg}${isolation ? `_iso${isolation}` : ''}`;
  return url.toString();
}

export function testRedisUrl(pkg: string): string {
  const url = new URL(baseRedisUrl());
  url.pathname = `/${isolation ? 7 + isolation : (redisDbIndex[pkg] ?? 7)}`;
  return url.toString();
}
