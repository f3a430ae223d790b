import { ensureDatabase, migrate, openOrm, openRedis } from '@galaxia/core/server';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl, testRedisUrl } from '../test-services.ts';

/** Gives the package a clean database at the current schema and an empty Redis db before its tests run. */
export default async function setup(project: TestProject) {
  const pkg = project.name.split(':')[0] ?? 'test';
  const databaseUrl = testDatabaseUrl(pkg);
  const redisUrl = testRedisUrl(pkg);
  await ensureDatabase(databaseUrl);
  const orm = await openOrm(databaseUrl);
  try {
    await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
    await migrate(orm);
  } finally {
    await orm.close();
  }
  const redis = openRedis(redisUrl);
  await redis.flushdb();
  await redis.quit();
  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', redisUrl);
}
