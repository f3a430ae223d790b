import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerBundle } from '../build-server.ts';

// Its own file: another run may be building the default one.
const bundle = fileURLToPath(
  new URL(`../dist/server-bundle-test-${process.env.GALAXIA_TEST_ISOLATION ?? 0}.mjs`, import.meta.url),
);

describe('the api bundle', () => {
  afterAll(() => rm(bundle, { force: true }));

  it("reads the migrations' SQL from core's sources (the image migrates from this bundle)", async () => {
    const text = await readFile(await buildServerBundle(bundle), 'utf8');
    const reader = /import \{ readMigrationSql \} from "([^"]+)"/.exec(text)?.[1];
    expect(reader).toBe('../../core/src/server/db/migrations/read-migration-sql.ts');
    const { readMigrationSql } = await import(new URL(reader ?? '', pathToFileURL(bundle)).href);
    expect(await readMigrationSql('20261122015522-initial-schema')).toContain('create table "users" (');
  }, 60_000);
});
