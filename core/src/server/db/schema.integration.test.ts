import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Orm, openOrm } from './orm.ts';

describe('database schema', () => {
  let orm: Orm;
  beforeAll(async () => {
    orm = await openOrm(inject('databaseUrl'));
  });
  afterAll(() => orm.close());

  it('has every migration applied', async () => {
    const pending = await orm.migrator.getPending();
    expect(pending).toEqual([]);
    const executed = await orm.migrator.getExecuted();
    expect(executed.map((row) => row.name)).toContain('20261122015522-initial-schema');
  });

  it('matches the entity definitions exactly (migrations and entities never drift)', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });
});
