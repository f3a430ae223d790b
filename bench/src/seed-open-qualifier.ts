import {
  CalendarRound,
  type Mailer,
  openOrm,
  openRedis,
  Phase,
  RegistrationWindow,
  ServerMembership,
  setPassword,
  Tournament,
} from '@galaxia/core/server';
import pg from 'pg';

/** The one password of every bench account (organiser, captains, results admins). */
export const QUALIFIER_PASSWORD = 'bench qualifier passphrase';
const DOMAIN = 'qualifier.bench.test';

/** Squads per BGMI lobby (100 players), maps each lobby plays, squads each lobby sends on. */
export const SQUADS_PER_LOBBY = 25;
export const MATCHES_PER_LOBBY = 4;
export const QUALIFY_PER_LOBBY = 16;

export interface Squad {
  teamId: string;
  captainEmail: string;
  /** The four players' user ids, captain first. */
  roster: string[];
}

export interface OpenQualifier {
  tournamentId: string;
  lobbies: number;
  organiserEmail: string;
  squads: Squad[];
  adminEmails: string[];
}

/** Verified accounts only: nothing here sends mail. */
const noMail: Mailer = { send: () => Promise.reject(new Error('the bench sends no mail')) };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The open qualifier's world, written straight into the database (not through sign-up and its limits):
 * `squads` squads of four players, each with a captain who has an email account, `admins` results
 * admins, and a published BGMI tournament without entry verification whose registration is open: a
 * lobby phase of ceil(squads / 25) lobbies x 4 maps sending the top 16 of each lobby to a final lobby phase.
 * Runs on a database `seedBenchEvents` has just made (the demo data gives the server and its organiser).
 */
export async function seedOpenQualifier(
  databaseUrl: string,
  redisUrl: string,
  { squads: count, admins }: { squads: number; admins: number },
): Promise<OpenQualifier> {
  const orm = await openOrm(databaseUrl);
  const redis = openRedis(redisUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const em = orm.em.fork();
    const bgmi = await em.findOneOrFail(Tournament, { eventName: 'BGMI Masters Series' });
    const organiser = await em.findOneOrFail(
      ServerMembership,
      { server: bgmi.server.id, isAdmin: true },
      { populate: ['user'] },
    );
    const lobbies = Math.ceil(count / SQUADS_PER_LOBBY);
    const finalists = lobbies * QUALIFY_PER_LOBBY;
    const tournament = em.create(Tournament, {
      server: bgmi.server.id,
      createdBy: organiser.user,
      eventName: 'BGMI Open Qualifier',
      seasonNumber: 1,
      gameId: 'bgmi',
      publishDate: day(-3),
      format: 4,
      substitutes: 0,
      requiresVerification: false,
      lifecycle: 'published',
      publishedAt: new Date(),
    });
    const qualifier = em.create(Phase, {
      tournament,
      position: 0,
      name: 'Open Qualifier',
      format: 'Battle Royale',
      participatingTeams: count,
      qualifiedTeams: [],
      qualifyingTeams: [finalists],
      numberOfGroups: lobbies,
      matchesPerLobby: MATCHES_PER_LOBBY,
    });
    em.create(Phase, {
      tournament,
      position: 1,
      name: 'Qualifier Finals',
      format: 'Battle Royale',
      participatingTeams: 0,
      qualifiedTeams: [[0, 0]],
      qualifyingTeams: [],
      numberOfGroups: Math.ceil(finalists / SQUADS_PER_LOBBY),
      matchesPerLobby: MATCHES_PER_LOBBY,
      isFinal: true,
    });
    for (let round = 0; round < MATCHES_PER_LOBBY; round++) {
      em.create(CalendarRound, {
        phase: qualifier,
        position: round,
        roundKey: `br-${round + 1}`,
        roundName: `Match ${round + 1}`,
        startDate: day(3),
        endDate: day(3),
        startTime: '18:00',
        endTime: '23:00',
      });
    }
    em.create(RegistrationWindow, {
      tournament,
      position: 0,
      startDate: day(-2),
      endDate: day(2),
      startTime: '00:00',
      endTime: '23:59',
    });
    await em.flush();

    // Set-based inserts: 4 x `count` players, their squads and memberships, then the results admins.
    await client.query('begin');
    await client.query(
      `create temp table q_players on commit drop as
         select s, p, gen_random_uuid() as user_id from generate_series(1, $1::int) s, generate_series(1, 4) p`,
      [count],
    );
    await client.query(
      `create temp table q_teams on commit drop as
         select s, gen_random_uuid() as team_id from generate_series(1, $1::int) s`,
      [count],
    );
    await client.query(
      `insert into users (id, name, email, email_verified_at, created_at, updated_at)
         select user_id, 'Squad ' || s || ' P' || p,
                case when p = 1 then 'captain-' || s || '@${DOMAIN}' end, now(), now(), now()
           from q_players`,
    );
    await client.query(
      `insert into teams (id, name, game_id, created_by_id, created_at, updated_at)
         select t.team_id, 'Squad ' || t.s, 'bgmi', c.user_id, now(), now()
           from q_teams t join q_players c on c.s = t.s and c.p = 1`,
    );
    await client.query(
      `insert into team_members (id, team_id, user_id, role, status, joined_at)
         select gen_random_uuid(), t.team_id, pl.user_id, case when pl.p = 1 then 'captain' else 'member' end,
                'active', now()
           from q_teams t join q_players pl on pl.s = t.s`,
    );
    const { rows } = await client.query<{ team_id: string; email: string; roster: string[] }>(
      `select t.team_id, 'captain-' || t.s || '@${DOMAIN}' as email,
              array_agg(pl.user_id::text order by pl.p) as roster
         from q_teams t join q_players pl on pl.s = t.s group by t.s, t.team_id order by t.s`,
    );
    await client.query('commit');

    const adminEmails = Array.from({ length: admins }, (_, i) => `results-admin-${i + 1}@${DOMAIN}`);
    await client.query(
      `with made as (
         insert into users (id, name, email, email_verified_at, created_at, updated_at)
           select gen_random_uuid(), 'Results Admin ' || i, 'results-admin-' || i || '@${DOMAIN}', now(), now(), now()
             from generate_series(1, $1::int) i
           returning id)
       insert into tournament_results_admins (id, tournament_id, user_id, granted_at)
         select gen_random_uuid(), $2, id, now() from made`,
      [admins, tournament.id],
    );

    // The organiser signs in by email too; an address of their own when the demo gave none.
    const organiserEmail = organiser.user.email ?? `organiser@${DOMAIN}`;
    await client.query('update users set email = $1, email_verified_at = now() where id = $2', [
      organiserEmail,
      organiser.user.id,
    ]);
    // Hashed once by the real use case (Argon2 is slow on purpose), then shared by every bench account.
    await setPassword(
      orm.em.fork(),
      { mailer: noMail, publicUrl: 'http://bench.invalid', redis },
      { userId: organiser.user.id, discordId: organiser.user.discordId ?? null, name: organiser.user.name },
      { password: QUALIFIER_PASSWORD },
    );
    await client.query(
      `update users set password_hash = (select password_hash from users where id = $1)
        where email like $2`,
      [organiser.user.id, `%@${DOMAIN}`],
    );
    await client.query('analyze');
    return {
      tournamentId: tournament.id,
      lobbies,
      organiserEmail,
      squads: rows.map((row) => ({ teamId: row.team_id, captainEmail: row.email, roster: row.roster })),
      adminEmails,
    };
  } finally {
    await client.end();
    await orm.close();
    await redis.quit();
  }
}
