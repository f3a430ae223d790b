import { addDays, istToday } from '@galaxia/core';
import {
  cocVerificationJob,
  DiscordServer,
  ensureDatabase,
  GameAccount,
  JobQueues,
  Match,
  migrate,
  type Orm,
  openOrm,
  openRedis,
  Phase,
  RegistrationWindow,
  ServerMembership,
  StreamClaim,
  Team,
  TeamMember,
  Tournament,
  TournamentRegistration,
  TournamentStreamer,
  User,
} from '@galaxia/core/server';
import {
  applicationKeys,
  commandInteraction,
  sendSigned,
} from '../../bot/src/test-support/signed-interactions.ts';
import { startFakeDiscordRest } from '../../testkit/src/fake-discord-rest.ts';
import { freePort, start } from './bench-servers.ts';

/**
 * DESIGN §6: slash commands acknowledged in <= 1 s p99. Starts the real bot process on its HTTP
 * transport (BOT_TRANSPORT=http) against a bench database and a fake Discord REST, then sends each of
 * six of the eight commands (all but /galaxia-setup and /release-stream) CALLS times, signed with Ed25519
 * as Discord signs them, one after another. It prints the acknowledgement time (until Discord gets the
 * HTTP answer: the reply, or the deferral of a slow command) and the answer time (until a deferred
 * command's answer reaches Discord's webhook). Every
 * call succeeds: each gets its own team, match or tag. Run: node bench/src/bot-ack.ts
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const WARM_UP = 5;
const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
base.pathname = '/galaxia_bench_bot';
const databaseUrl = base.toString();
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/6';
const TOTAL = CALLS + WARM_UP;

let snowflakes = 800_000_000_000_000_000n + BigInt(Date.now()) * 1000n;
const snowflake = () => {
  snowflakes += 1n;
  return String(snowflakes);
};

/** Tags of the Clash of Clans alphabet, one per call. */
const cocTag = (n: number) => {
  const alphabet = '0289PYLQGRJCUV';
  let body = '';
  for (let rest = n + 14 ** 4; rest > 0; rest = Math.floor(rest / 14)) body = alphabet[rest % 14] + body;
  return `#${body}`;
};

interface Fixture {
  guildId: string;
  admin: { id: string; name: string };
  openTournamentId: string;
  runningTournamentId: string;
  captains: { id: string; name: string; teamId: string }[];
  proposer: { id: string; name: string };
  schedulableMatchId: string;
  streamer: { id: string; name: string };
  claimableMatchIds: string[];
}

async function writeFixture(orm: Orm): Promise<Fixture> {
  const em = orm.em.fork();
  const today = istToday(new Date());
  const guild = em.create(DiscordServer, { id: snowflake(), name: 'Bench Esports' });
  // Everyone here signs in through Discord, so each has a Discord id.
  const person = (name: string) => {
    const discordId = snowflake();
    return Object.assign(em.create(User, { discordId, name }), { discordId });
  };
  const admin = person('Bench Admin');
  em.create(ServerMembership, { user: admin, server: guild, isAdmin: true, isOwner: true });

  /** A published Valorant tournament of the bench's server, out since `daysAgo`. */
  const published = (eventName: string, daysAgo: number, extra: { requiresVerification?: boolean } = {}) =>
    em.create(Tournament, {
      server: guild,
      eventName,
      seasonNumber: 1,
      gameId: 'valorant',
      publishDate: addDays(today, -daysAgo),
      format: 1,
      lifecycle: 'published',
      ...extra,
    });

  const open = published('Bench Open', 1, { requiresVerification: false });
  em.create(RegistrationWindow, {
    tournament: open,
    position: 0,
    startDate: addDays(today, -1),
    startTime: '00:00',
    endDate: addDays(today, 1),
    endTime: '23:59',
  });
  em.create(Phase, {
    tournament: open,
    position: 0,
    name: 'Open Bracket',
    format: 'Single Elimination',
    participatingTeams: 256,
    qualifiedTeams: [],
    qualifyingTeams: [],
    isFinal: true,
  });
  const captains = Array.from({ length: TOTAL }, (_, i) => {
    const captain = person(`Captain ${i}`);
    const team = em.create(Team, { name: `Bench Team ${i}`, gameId: 'valorant' });
    em.create(TeamMember, { team, user: captain, role: 'captain', status: 'active' });
    return { id: captain.discordId, name: captain.name, teamId: team.id, team };
  });

  const running = published('Bench Finals', 10);
  const pairs = TOTAL + 1;
  const phase = em.create(Phase, {
    tournament: running,
    position: 0,
    name: 'Round robin',
    format: 'Single Elimination',
    participatingTeams: pairs * 2,
    qualifiedTeams: [],
    qualifyingTeams: [],
    isFinal: true,
    status: 'active',
    seeds: captains.slice(0, 2).map((c) => c.teamId),
  });
  const match = (i: number) =>
    em.create(Match, {
      tournament: running,
      phase,
      displayId: `bench-${i}`,
      name: `Match ${i + 1}`,
      roundKey: 'r-1',
      round: 1,
      side: 'main',
      position: i + 1,
      playOrder: i,
      dependsOn: [
        { type: 'seed', seed: 1 },
        { type: 'seed', seed: 2 },
      ],
      teamA: captains[(2 * i) % TOTAL]?.team,
      teamB: captains[(2 * i + 1) % TOTAL]?.team,
      bracketStatus: 'pending',
      status: 'pending',
    });
  const schedulable = match(0);
  const claimable = Array.from({ length: TOTAL }, (_, i) => match(i + 1));
  const streamer = person('Bench Streamer');
  em.create(TournamentStreamer, { tournament: running, user: streamer });
  await em.flush();
  const proposer = captains[0]!;
  return {
    guildId: guild.id,
    admin: { id: admin.discordId, name: admin.name },
    openTournamentId: open.id,
    runningTournamentId: running.id,
    captains: captains.map(({ id, name, teamId }) => ({ id, name, teamId })),
    proposer: { id: proposer.id, name: proposer.name },
    schedulableMatchId: schedulable.id,
    streamer: { id: streamer.discordId, name: streamer.name },
    claimableMatchIds: claimable.map((row) => row.id),
  };
}

const keys = applicationKeys();

/**
 * One call as Discord makes it: the acknowledgement is the HTTP answer; a deferred command's own
 * answer arrives later as a webhook edit, which the next call waits for (a person waits to read it).
 */
async function call(
  url: string,
  payload: { token: string },
): Promise<{ ackMs: number; answerMs: number; type: number }> {
  const started = performance.now();
  const ack = await sendSigned(url, keys.privateKey, payload);
  const ackMs = ack.elapsedMs;
  if (ack.status !== 200) throw new Error(`interaction answered ${ack.status}`);
  const type = ack.body.type as number;
  if (type !== 5) return { ackMs, answerMs: ackMs, type };
  await discord.answerTo(payload.token);
  return { ackMs, answerMs: performance.now() - started, type };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

await ensureDatabase(databaseUrl);
const orm = await openOrm(databaseUrl);
await migrate(orm);
const fixture = await writeFixture(orm);
const discord = await startFakeDiscordRest({ botToken: 'bench-bot-token' });
const port = await freePort();
const bot = await start(
  'bot/src/index.ts',
  {
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-only-session-secret-of-32-bytes',
    BOT_TRANSPORT: 'http',
    BOT_HTTP_PORT: String(port),
    DISCORD_PUBLIC_KEY: keys.publicKeyHex,
    DISCORD_BOT_TOKEN: 'bench-bot-token',
    DISCORD_API_URL: discord.apiUrl,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_URL: 'https://galaxia.bench',
  },
  /interactions endpoint/,
);
const url = `http://127.0.0.1:${port}/interactions`;
const { guildId } = fixture;
const tomorrow = addDays(istToday(new Date()), 1);
const runId = Date.now() % 100_000;
const verifyingUsers: string[] = [];

const commands: Record<string, (i: number) => unknown> = {
  'create-tournament': (i) =>
    commandInteraction(
      'create-tournament',
      { name: `Bench Cup ${runId}-${i}`, season: 1, game: 'valorant' },
      { user: fixture.admin, guildId, permissions: String(1n << 5n) },
    ),
  'register-team': (i) =>
    commandInteraction(
      'register-team',
      { tournament: fixture.openTournamentId, team: fixture.captains[i]!.teamId },
      { user: fixture.captains[i]!, guildId },
    ),
  'schedule-match': (i) =>
    commandInteraction(
      'schedule-match',
      {
        match: fixture.schedulableMatchId,
        time: `${tomorrow} ${String(Math.floor(i / 60) % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
      },
      { user: fixture.proposer, guildId },
    ),
  'claim-stream': (i) =>
    commandInteraction(
      'claim-stream',
      { match: fixture.claimableMatchIds[i]!, platform: 'Twitch', url: `https://twitch.tv/bench${i}` },
      { user: fixture.streamer, guildId },
    ),
  'verify-player': (i) => {
    const player = { id: snowflake(), name: `Player ${i}` };
    verifyingUsers.push(player.id);
    return commandInteraction(
      'verify-player',
      { game: 'coc', 'player-tag': cocTag(runId * TOTAL + i), token: `token${i}` },
      { user: player, guildId },
    );
  },
  'tournament-stats': () =>
    commandInteraction(
      'tournament-stats',
      { tournament: fixture.runningTournamentId },
      { user: fixture.admin, guildId },
    ),
};

console.info(
  `bot HTTP transport, ${CALLS} signed calls per command after ${WARM_UP} warm-up calls, one at a time`,
);
console.info(
  'command             acknowledged by    ack p50   ack p99   ack max   answer p50   answer p99  (ms)',
);
const rows: { command: string; p99: number }[] = [];
const fmt = (ms: number) => ms.toFixed(1).padStart(7);
try {
  for (const [command, payloadFor] of Object.entries(commands)) {
    const acks: number[] = [];
    const answers: number[] = [];
    const types = new Set<number>();
    for (let i = 0; i < TOTAL; i++) {
      const result = await call(url, payloadFor(i) as { token: string });
      types.add(result.type);
      if (i < WARM_UP) continue;
      acks.push(result.ackMs);
      answers.push(result.answerMs);
    }
    acks.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    const how = [...types].map((type) => (type === 5 ? 'deferral' : 'reply')).join(' + ');
    rows.push({ command, p99: percentile(acks, 99) });
    console.info(
      `${`/${command}`.padEnd(20)}${how.padEnd(17)}${fmt(percentile(acks, 50))}   ${fmt(percentile(acks, 99))}   ${fmt(acks.at(-1) ?? 0)}      ${fmt(percentile(answers, 50))}      ${fmt(percentile(answers, 99))}`,
    );
  }
  const worst = Math.max(...rows.map((row) => row.p99));
  console.info(`worst p99: ${worst.toFixed(1)} ms (budget 1000 ms)`);
  // The stored rows show that every call did its work (none was refused).
  const em = orm.em.fork();
  const done = {
    'tournaments created': await em.count(Tournament, { eventName: { $like: `Bench Cup ${runId}-%` } }),
    'teams registered': await em.count(TournamentRegistration, { tournament: fixture.openTournamentId }),
    'streams claimed': await em.count(StreamClaim, { match: { $in: fixture.claimableMatchIds } }),
    'accounts pending check': await em.count(GameAccount, { user: { discordId: { $in: verifyingUsers } } }),
  };
  const proposal = (await em.findOneOrFail(Match, { id: fixture.schedulableMatchId })).proposal;
  console.info(
    `${Object.entries(done)
      .map(([what, count]) => `${what}: ${count}/${TOTAL}`)
      .join(', ')}; time proposed: ${proposal ? 'yes' : 'no'}`,
  );
} finally {
  bot.kill('SIGTERM');
  await discord.close();
  // No worker runs here: take back the checks this run queued, and nothing else.
  const queues = new JobQueues(openRedis(redisUrl, { forQueues: true }));
  const queued = await queues.queue(cocVerificationJob.queue).getJobs(['wait', 'prioritized']);
  const ours = new Set(Array.from({ length: TOTAL }, (_, i) => cocTag(runId * TOTAL + i)));
  await Promise.all(queued.filter((job) => ours.has(job.data.playerTag)).map((job) => job.remove()));
  await queues.close();
  await orm.close();
  process.exit(0);
}
