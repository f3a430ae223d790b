import {
  type Mailer,
  Match,
  NO_PORTS,
  openOrm,
  openRedis,
  ServerMembership,
  setMatchTime,
  setPassword,
  TeamMember,
  Tournament,
  User,
} from '@galaxia/core/server';

/** The one password of every bench captain (an email account each, as a person signing up gets). */
export const CAPTAIN_PASSWORD = 'bench captain passphrase';
const CAPTAIN_DOMAIN = 'bench.galaxia.test';

export interface ReportableMatch {
  matchId: string;
  /** Email of team A's captain, who reports the result. */
  reporter: string;
  /** Email of team B's captain, who confirms it. */
  confirmer: string;
}

/** Captains are verified accounts: nothing here may send mail (the bench has no SMTP). */
const noMail: Mailer = {
  send: () => Promise.reject(new Error('the bench sends no mail')),
};

const actorOf = (user: { id: string; discordId?: string | null; name: string }) => ({
  userId: user.id,
  discordId: user.discordId ?? null,
  name: user.name,
});

/**
 * Gives both teams of the bench bracket's first `count` first-round matches a captain with a verified
 * email account, and has the organiser schedule those matches an hour ago, so the captains can report
 * and confirm them through the api as they would from the match page.
 */
export async function seedReportableMatches(
  databaseUrl: string,
  redisUrl: string,
  tournamentId: string,
  count: number,
): Promise<ReportableMatch[]> {
  const orm = await openOrm(databaseUrl);
  const redis = openRedis(redisUrl);
  try {
    const em = orm.em.fork();
    const tournament = await em.findOneOrFail(Tournament, tournamentId);
    const organiser = await em.findOneOrFail(
      ServerMembership,
      { server: tournament.server.id, isAdmin: true },
      { populate: ['user'] },
    );
    const matches = await em.find(
      Match,
      { tournament: tournamentId, round: 1, side: 'winners', teamA: { $ne: null }, teamB: { $ne: null } },
      { orderBy: { playOrder: 'asc' }, limit: count, populate: ['teamA', 'teamB'] },
    );
    const captainOf = (team: NonNullable<(typeof matches)[number]['teamA']>, index: number) => {
      const user = em.create(User, {
        name: `Captain of ${team.name}`,
        email: `captain-${index}@${CAPTAIN_DOMAIN}`,
        emailVerifiedAt: new Date(),
      });
      em.create(TeamMember, { team, user, role: 'captain', status: 'active' });
      return user;
    };
    const reportable = matches.map((match, index) => ({
      matchId: match.id,
      reporter: captainOf(match.teamA!, 2 * index),
      confirmer: captainOf(match.teamB!, 2 * index + 1),
    }));
    await em.flush();

    // Hashed once by the real use case (Argon2 is slow on purpose), then shared by every captain.
    const [first] = reportable;
    if (!first) throw new Error('the bench bracket has no first-round match to report');
    await setPassword(
      orm.em.fork(),
      { mailer: noMail, publicUrl: 'http://bench.invalid', redis },
      actorOf(first.reporter),
      {
        password: CAPTAIN_PASSWORD,
      },
    );
    await em
      .getConnection()
      .execute(
        `update users set password_hash = (select password_hash from users where id = ?) where email like ?`,
        [first.reporter.id, `%@${CAPTAIN_DOMAIN}`],
      );

    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    for (const { matchId } of reportable) {
      await setMatchTime(
        { em: orm.em.fork(), actor: actorOf(organiser.user) },
        { matchId, time: anHourAgo },
        NO_PORTS,
      );
    }
    return reportable.map(({ matchId, reporter, confirmer }) => ({
      matchId,
      reporter: reporter.email!,
      confirmer: confirmer.email!,
    }));
  } finally {
    await orm.close();
    await redis.quit();
  }
}
