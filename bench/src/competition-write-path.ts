import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import {
  confirmMatchScore,
  DiscordServer,
  ensureDatabase,
  Match,
  migrate,
  NO_PORTS,
  openOrm,
  Phase,
  reportMatchScore,
  ServerMembership,
  setMatchTime,
  startPhase,
  Team,
  TeamMember,
  Tournament,
  TournamentRegistration,
  User,
} from '@galaxia/core/server';

/**
 * DESIGN §6: starting a 1024-team double-elimination phase (2,047 matches) in PostgreSQL within 1 s, and
 * confirming a result with advancement at p95 <= 20 ms. Runs the real use cases against a scratch database.
 */
const TEAMS = Number(process.env.BENCH_TEAMS ?? 1024);
const CONFIRMS = Number(process.env.BENCH_CONFIRMS ?? 40);
const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
// Parallel runs on one server (GALAXIA_TEST_ISOLATION, as for tests) each get their own scratch database.
const isolation = process.env.GALAXIA_TEST_ISOLATION;
url.pathname = `/galaxia_bench_competition${isolation ? `_${isolation}` : ''}`;
await ensureDatabase(url.toString());
const orm = await openOrm(url.toString(), { poolMax: 4 });
await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
await migrate(orm);

// Every statement MikroORM sends (transaction control included) while `counting` is set: the proof of a
// short write path that does not depend on how loaded the machine is.
const statements: { query: string; took: number }[] = [];
let counting = false;
const logger = orm.config.getLogger();
const logQuery = logger.logQuery.bind(logger);
logger.logQuery = (context) => {
  if (counting) statements.push({ query: context.query ?? '', took: context.took ?? 0 });
  logQuery(context);
};

const snowflake = (n: number) => String(900_000_000_000_000_000n + BigInt(n));
const em = orm.em.fork();
const organiser = em.create(User, { discordId: snowflake(1), name: 'Organiser' });
const server = em.create(DiscordServer, { id: snowflake(4), name: 'Bench Server' });
em.create(ServerMembership, { user: organiser, server, isAdmin: true });
const tournament = em.create(Tournament, {
  server,
  eventName: 'Bench Cup',
  seasonNumber: 1,
  gameId: 'valorant',
  publishDate: '2026-01-01',
  format: 1,
  lifecycle: 'published',
  requiresVerification: false,
});
em.create(Phase, {
  tournament,
  position: 0,
  name: 'Double Elimination',
  format: 'Double Elimination',
  participatingTeams: TEAMS,
  qualifiedTeams: [],
  qualifyingTeams: [],
  isFinal: true,
});
const captains: [InstanceType<typeof Team.class>, typeof organiser][] = [];
for (let i = 1; i <= TEAMS; i++) {
  const captain = em.create(User, { discordId: snowflake(10 + i), name: `Captain ${i}` });
  const team = em.create(Team, { name: `Team ${i}`, gameId: 'valorant' });
  captains.push([team, captain]);
  em.create(TeamMember, { team, user: captain, role: 'captain', status: 'active' });
}
await em.flush();
// Ids exist once flushed; the roster stores user ids.
for (const [team, captain] of captains) {
  em.create(TournamentRegistration, { tournament, team, status: 'registered', roster: [captain.id] });
}
await em.flush();
const captainOf = new Map(captains.map(([team, captain]) => [team.id, captain]));

const context = (user: typeof organiser) => ({
  em: orm.em.fork(),
  actor: { userId: user.id, discordId: user.discordId ?? null, name: user.name },
});

let started = performance.now();
const phase = await startPhase(
  context(organiser),
  {
    tournamentId: tournament.id,
    phaseIndex: 0,
    seeding: 'registration',
  },
  NO_PORTS,
);
const createMs = performance.now() - started;

const firstRound = await orm.em
  .fork()
  .find(
    Match,
    { phase: { tournament: tournament.id }, round: 1, side: 'winners', status: 'pending' },
    { orderBy: { playOrder: 'asc' }, limit: CONFIRMS, populate: ['teamA', 'teamB'] },
  );
const past = new Date(Date.now() - 3_600_000).toISOString();
const captainFor = (teamId: string | undefined) => {
  const captain = captainOf.get(teamId ?? '');
  if (!captain) throw new Error(`no captain for team ${teamId}`);
  return captain;
};
for (const match of firstRound) {
  await setMatchTime(context(organiser), { matchId: match.id, time: past }, NO_PORTS);
  await reportMatchScore(
    context(captainFor(match.teamA?.id)),
    { matchId: match.id, scoreA: 2, scoreB: 1 },
    NO_PORTS,
  );
}
const confirmTimes: number[] = [];
const confirmStatements: number[] = [];
// This process's own CPU time per confirm (the ORM's and the engine's work): less at the mercy of other
// processes than the wall clock when the machine is shared.
const confirmCpu: number[] = [];
// The main thread's share (the JavaScript) and the kernel's (sockets), apart from the GC's helper threads.
const confirmThreadCpu: number[] = [];
const confirmSystemCpu: number[] = [];
// How long the confirm waited on its statements (sent to answered, as the ORM times them).
const confirmWaits: number[] = [];
// BENCH_CPU_PROFILE=<file> profiles the confirms alone (not the setup) for Chrome DevTools or speedscope.
const profileTo = process.env.BENCH_CPU_PROFILE;
const profiler = profileTo ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
  await profiler.post('Profiler.start');
}
for (const [i, match] of firstRound.entries()) {
  const confirmer = captainFor(match.teamB?.id);
  statements.length = 0;
  counting = true;
  started = performance.now();
  const cpuBefore = process.cpuUsage();
  const threadBefore = process.threadCpuUsage();
  await confirmMatchScore(context(confirmer), match.id, NO_PORTS);
  confirmTimes.push(performance.now() - started);
  const cpu = process.cpuUsage(cpuBefore);
  const thread = process.threadCpuUsage(threadBefore);
  confirmCpu.push((cpu.user + cpu.system) / 1000);
  confirmThreadCpu.push((thread.user + thread.system) / 1000);
  confirmSystemCpu.push(cpu.system / 1000);
  counting = false;
  confirmStatements.push(statements.length);
  confirmWaits.push(statements.reduce((sum, { took }) => sum + took, 0));
  // BENCH_LOG_STATEMENTS=1 lists the statements of the second confirm (the first one a Losers match waits on).
  if (i === 1 && process.env.BENCH_LOG_STATEMENTS === '1') {
    for (const { query, took } of statements) {
      console.info(`  ${String(took).padStart(3)} ms  ${query.replace(/\s+/g, ' ').slice(0, 150)}`);
    }
  }
}
if (profiler && profileTo) {
  const { profile } = await profiler.post('Profiler.stop');
  await writeFile(profileTo, JSON.stringify(profile));
  profiler.disconnect();
}
confirmTimes.sort((a, b) => a - b);
const at = (p: number) =>
  confirmTimes[Math.min(confirmTimes.length - 1, Math.floor(p * confirmTimes.length))] ?? 0;

console.info(
  `start ${TEAMS}-team double elimination (${phase.matches} matches): ${createMs.toFixed(0)} ms (budget <= 1000 ms)`,
);
console.info(
  `confirm with advancement over ${confirmTimes.length} matches: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (budget p95 <= 20 ms)`,
);
const perConfirm = confirmStatements.toSorted((a, b) => a - b);
console.info(
  `SQL statements per confirm (transaction control included): min ${perConfirm[0]}, max ${perConfirm.at(-1)}, mean ${(perConfirm.reduce((sum, n) => sum + n, 0) / perConfirm.length).toFixed(1)}`,
);
const mean = (values: readonly number[]) => values.reduce((sum, ms) => sum + ms, 0) / values.length;
const median = (values: readonly number[]) => values.toSorted((a, b) => a - b)[values.length >> 1] ?? 0;
console.info(
  `this process's CPU per confirm: mean ${mean(confirmCpu).toFixed(1)} ms, median ${median(confirmCpu).toFixed(1)} ms (kernel mean ${mean(confirmSystemCpu).toFixed(1)} ms); main thread mean ${mean(confirmThreadCpu).toFixed(1)} ms, median ${median(confirmThreadCpu).toFixed(1)} ms`,
);
console.info(
  `waiting on SQL per confirm: mean ${mean(confirmWaits).toFixed(1)} ms, median ${median(confirmWaits).toFixed(1)} ms`,
);
await orm.close();
