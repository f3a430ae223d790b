import { createDoubleElimination } from '@galaxia/core';
import {
  createMatchRow,
  ensureDatabase,
  migrate,
  openOrm,
  Phase,
  seedDemoData,
  Team,
  Tournament,
} from '@galaxia/core/server';

export interface BenchEvents {
  /** The seeded BGMI Masters Series. */
  eventId: string;
  /** A published event whose only phase is a 256-team double elimination. */
  bracketEventId: string;
}

/** A fresh bench database: the demo data plus a 256-team double elimination. */
export async function seedBenchEvents(databaseUrl: string): Promise<BenchEvents> {
  await ensureDatabase(databaseUrl);
  const orm = await openOrm(databaseUrl);
  try {
    await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
    await migrate(orm);
    await seedDemoData(orm.em.fork(), { now: new Date() });
    const em = orm.em.fork();
    const event = await em.findOneOrFail(Tournament, { eventName: 'BGMI Masters Series' });
    const bracketEvent = em.create(Tournament, {
      server: event.server.id,
      eventName: 'Bench Double Elimination',
      seasonNumber: 1,
      gameId: 'valorant',
      publishDate: '2020-01-01',
      format: 4,
      lifecycle: 'published',
    });
    const teams = Array.from({ length: 256 }, (_, i) =>
      em.create(Team, { id: crypto.randomUUID(), name: `Bench Team ${i + 1}`, gameId: 'valorant' }),
    );
    const state = createDoubleElimination(teams.map((team) => team.id));
    const phase = em.create(Phase, {
      tournament: bracketEvent,
      position: 0,
      name: 'Playoffs',
      format: 'Double Elimination',
      participatingTeams: 256,
      qualifiedTeams: [],
      qualifyingTeams: [],
      numberOfGroups: null,
      isFinal: true,
      status: 'active',
      seeds: state.teams,
    });
    state.matches.forEach((match, playOrder) => {
      createMatchRow(em, { tournament: bracketEvent, phase, match, playOrder });
    });
    await em.flush();
    return { eventId: event.id, bracketEventId: bracketEvent.id };
  } finally {
    await orm.close();
  }
}

/**
 * Copies the seeded event's row until there are `total` tournaments: the event page must not get slower
 * with the table around it.
 */
export async function growTournaments(databaseUrl: string, sourceId: string, total: number): Promise<void> {
  const orm = await openOrm(databaseUrl);
  try {
    const connection = orm.em.getConnection();
    const columns = (
      await connection.execute<{ column_name: string }[]>(
        `select column_name from information_schema.columns
          where table_schema = 'public' and table_name = 'tournaments' and column_name <> 'id'`,
      )
    ).map((row) => `"${row.column_name}"`);
    const [existing] = await connection.execute<{ count: string }[]>('select count(*) from tournaments');
    const missing = total - Number(existing?.count ?? 0);
    if (missing <= 0) return;
    await connection.execute(
      `insert into tournaments (id, ${columns.join(', ')})
       select gen_random_uuid(), ${columns.map((column) => `t.${column}`).join(', ')}
         from tournaments t, generate_series(1, ?) where t.id = ?`,
      [missing, sourceId],
    );
    await connection.execute('analyze');
  } finally {
    await orm.close();
  }
}
