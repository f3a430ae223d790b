import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../db/is-uuid.ts';

/** The response header every public read of one tournament carries its data version in. */
export const DATA_VERSION_HEADER = 'Galaxia-Data-Version';

/**
 * Counts one more public change of the tournament and answers the new count. Called as the last statement
 * of a write's transaction (after its flush): the row lock then orders versions as the commits are
 * ordered, and is held for no more than the commit, so it cannot take part in a deadlock.
 */
export async function bumpDataVersion(em: EntityManager, tournamentId: string): Promise<number> {
  const [row] = await em.execute<{ version: number }[]>(
    `insert into tournament_data_versions (tournament_id, version) values (?, 1)
     on conflict (tournament_id) do update set version = tournament_data_versions.version + 1
     returning version`,
    [tournamentId],
  );
  return row!.version;
}

/** The tournament's data version as committed now; 0 before its first change (or for an unknown id). */
export async function readDataVersion(em: EntityManager, tournamentId: string): Promise<number> {
  if (!isUuid(tournamentId)) return 0;
  const [row] = await em.execute<{ version: number }[]>(
    'select version from tournament_data_versions where tournament_id = ?',
    [tournamentId],
  );
  return row?.version ?? 0;
}

const ATTEMPTS = 3;

/**
 * Runs a read of the tournament and names the version of what it read. The version is read before and
 * after: equal, no change committed in between, so every statement of the read saw exactly that version.
 * Otherwise the read runs again (each time in a fresh unit of work); after the last attempt the earlier
 * version is named, which is never newer than the data, so a client at most asks once more.
 */
export async function versionedRead<T>(
  em: EntityManager,
  tournamentId: string,
  read: (em: EntityManager) => Promise<T>,
): Promise<{ value: T; version: number }> {
  for (let attempt = 1; ; attempt++) {
    const reader = attempt === 1 ? em : em.fork();
    const before = await readDataVersion(reader, tournamentId);
    const value = await read(reader);
    const after = await readDataVersion(reader, tournamentId);
    if (before === after || attempt === ATTEMPTS) return { value, version: before };
  }
}
