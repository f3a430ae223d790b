import { performance } from 'node:perf_hooks';
import { Agent, request } from 'undici';
import { type LoadResult, loadResult } from './load.ts';
import { CAPTAIN_PASSWORD, type ReportableMatch } from './seed-bench-captains.ts';

/**
 * Behind the bench's loopback "load balancer" (TRUST_PROXY=loopback): each captain has an address of
 * their own, and the browser used HTTPS, so the api sets its Secure session cookie as in production.
 */
const asBrowser = (origin: string, address: string) => ({
  origin: origin.replace('http:', 'https:'),
  'x-forwarded-for': address,
  'x-forwarded-proto': 'https',
});

/** Captains sit in 172.16/12, apart from the stream viewers' 10/8. */
const addressOf = (index: number) => `172.16.${(index >> 8) & 255}.${index & 255}`;

/** Signs every captain in through the email sign-in route; answers each one's session cookie by email. */
export async function signInCaptains(origin: string, matches: ReportableMatch[]) {
  const dispatcher = new Agent({ connections: 4 });
  const emails = matches.flatMap((match) => [match.reporter, match.confirmer]);
  const cookies = new Map<string, string>();
  try {
    // A few at a time: each sign-in verifies an Argon2 hash.
    const signIn = async (email: string, index: number) => {
      const response = await request(`${origin}/api/auth/sign-in`, {
        method: 'POST',
        dispatcher,
        headers: { 'content-type': 'application/json', ...asBrowser(origin, addressOf(index)) },
        body: JSON.stringify({ email, password: CAPTAIN_PASSWORD }),
      });
      const text = await response.body.text();
      const setCookie = [response.headers['set-cookie'] ?? []].flat();
      const cookie = setCookie.find((line) => line.startsWith('galaxia.sid='))?.split(';')[0];
      if (response.statusCode !== 200 || !cookie) {
        throw new Error(`sign-in of ${email}: ${response.statusCode} ${text}`);
      }
      cookies.set(email, cookie);
    };
    for (let index = 0; index < emails.length; index += 4) {
      await Promise.all(emails.slice(index, index + 4).map((email, offset) => signIn(email, index + offset)));
    }
  } finally {
    await dispatcher.close();
  }
  return (email: string) => ({ cookie: cookies.get(email) ?? '', address: addressOf(emails.indexOf(email)) });
}

export interface ReportRun {
  /** Report and confirm calls together. */
  calls: LoadResult;
  /** The first refusals, to say why. */
  failures: string[];
  /** Results confirmed (each a report then a confirm). */
  confirmed: number;
}

/**
 * Open-loop: starts `rate` results a second, evenly spaced, until `matches` run out or `seconds` pass.
 * Each result is team A's captain reporting 2-1 and then team B's captain confirming it, as two people
 * on the match page would. A call's latency counts from when it was due (the confirm: from its report's
 * answer), so a slow api cannot hide its queue.
 */
export async function reportResultsAtRate(
  origin: string,
  matches: ReportableMatch[],
  sessionOf: (email: string) => { cookie: string; address: string },
  { rate, seconds }: { rate: number; seconds: number },
): Promise<ReportRun> {
  const dispatcher = new Agent({ connections: 50, keepAliveTimeout: 30_000 });
  const latencies: number[] = [];
  const failures: string[] = [];
  let errors = 0;
  let confirmed = 0;
  const call = async (email: string, path: string, body: unknown, due: number) => {
    const { cookie, address } = sessionOf(email);
    let ok = false;
    try {
      const response = await request(`${origin}${path}`, {
        method: 'POST',
        dispatcher,
        headers: { 'content-type': 'application/json', cookie, ...asBrowser(origin, address) },
        body: JSON.stringify(body),
      });
      const text = await response.body.text();
      ok = response.statusCode === 200;
      if (!ok && failures.length < 5) failures.push(`${path}: ${response.statusCode} ${text}`);
    } catch (error) {
      if (failures.length < 5) failures.push(`${path}: ${(error as Error).message}`);
    }
    latencies.push(performance.now() - due);
    if (!ok) errors++;
    return ok;
  };
  const total = Math.min(matches.length, Math.round(rate * seconds));
  const running: Promise<void>[] = [];
  const started = performance.now();
  for (const [index, match] of matches.slice(0, total).entries()) {
    const due = started + (index * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    running.push(
      (async () => {
        if (
          !(await call(match.reporter, `/api/matches/${match.matchId}/report`, { scoreA: 2, scoreB: 1 }, due))
        )
          return;
        if (await call(match.confirmer, `/api/matches/${match.matchId}/confirm`, {}, performance.now()))
          confirmed++;
      })(),
    );
  }
  await Promise.all(running);
  const elapsed = (performance.now() - started) / 1000;
  await dispatcher.close();
  return { calls: loadResult(latencies, errors, elapsed), failures, confirmed };
}
