import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Migration } from '@mikro-orm/migrations';
import { describe, expect, it } from 'vitest';
import { migrationNames, migrationsList } from './index.ts';

/**
 * What each migration ran when it shipped, as the first 16 hex digits of the SHA-256 of its up and down
 * statements (JSON), recorded from the TypeScript migrations before their SQL moved to `.sql` files.
 * Databases have run these: a change goes in a new migration, never into a shipped one.
 */
const shipped: Record<string, [up: string, down: string]> = {
  '20261122015522-initial-schema': ['b7f5fcc70f8727e5', '6d17c4287363ef60'],
  '20261122020510-tournament-editing-columns': ['482b1dd86f00b7ed', '9e02716f44e4208b'],
  '20261122023759-contact-enquiries': ['ba58a34b6f1991d0', 'afc5859da9873938'],
  '20261122023855-match-disputes-and-player-stats': ['32caacda9165e9d5', '54fc4c1d8988ac48'],
  '20261123110500-notifications': ['60535a5e5f365429', '02db0a62b5005e9a'],
  '20261123110530-rulings': ['434ae5ccb7e33096', 'd6f67e443fbf91d7'],
  '20261123110638-email-google-accounts': ['80be2e2b45fbe49b', '8920bf16200b2acc'],
  '20261123111125-battle-royale-lobbies': ['6de358f6753b523d', '745e34934c319b04'],
  '20261123113522-phase-tiebreaks': ['f306667b92c22358', 'a1f8fb65a2408909'],
  '20261123113600-player-season': ['082edaea7293f356', 'f4f0a1b6f202c712'],
  '20261123114500-stream-live-lock-viewers': ['d7cfde0515d1c667', '98bdb2b5a812169a'],
  '20261123124634-tournament-lifecycle': ['d5b20ac9c6482ac5', '5e3960f0865dd375'],
  '20261123142000-platform-staff': ['b7cb52564f7fc3ac', '6db9cac144da2755'],
  '20261123142001-tournament-invitations': ['0a51e71325bb19c3', 'a4b44e014a796bdc'],
  '20261123142804-roadmap-draft': ['dd52691cb1d9bf46', '737e3d2c263ee413'],
  '20261123143000-match-threads': ['436cc8ffe4a68011', '896abaabf387c927'],
  '20261123143000-uploaded-files-owner-index': ['f5c2f7e1b48fb0a5', '0750a10a1aa16b59'],
  '20261123143500-series-best-of': ['e67029fff15af0a0', 'e76f23c80b6e9062'],
  '20261123144421-read-path-indexes': ['87cf58f70e600cb0', 'bbd55d3cafa7fc3e'],
  '20261123150000-guild-settings': ['c9b39e4de1cbf795', '4acc09f866f9fc39'],
  '20261123150004-bracket-extras': ['14d6b2bc0908c847', '0f6f6380ebf4e9d9'],
  '20261123161000-match-threads-keys': ['996be27d2da701c9', 'f7521354d900a0ae'],
  '20261123161500-notification-mail': ['0868066ee9a65edb', 'dc667c27918e99a6'],
  '20261126190300-disqualified-entries-index': ['41d0f51ff4dde621', '6df746ac701ccbbc'],
  '20261126190400-job-outbox-idempotency': ['eb3e261e55fdaa1d', '53bfe8f182b6b2c5'],
};

const digest = (statements: readonly unknown[]) =>
  createHash('sha256').update(JSON.stringify(statements)).digest('hex').slice(0, 16);

/** The statements MikroORM's runner collects from a migration's `up` or `down`. */
async function statementsOf(name: string, method: 'up' | 'down') {
  const entry = migrationsList.find((migration) => migration.name === name);
  if (!entry) throw new Error(`${name} is not listed`);
  const MigrationClass = entry.class as unknown as new (driver: null, config: null) => Migration;
  const migration = new MigrationClass(null, null);
  await migration[method]();
  return migration.getQueries();
}

describe('migrations', () => {
  it.each(Object.entries(shipped))('%s runs the statements it shipped with', async (name, [up, down]) => {
    expect(digest(await statementsOf(name, 'up'))).toBe(up);
    expect(digest(await statementsOf(name, 'down'))).toBe(down);
  });

  it('lists every migration file in the folder, in name order', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const files = readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.replace(/\.sql$/, ''))
      .sort();
    expect(migrationNames).toEqual(files);
  });
});
