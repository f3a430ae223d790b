import { User } from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

const PASSWORD = 'correct horse battery';
const PLAYERS = 300;
const INCORRECT = 'Incorrect email or password';
const waitMessage = (minutes: number) =>
  `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/**
 * A registration rush: a college LAN (or a carrier's shared address) puts hundreds of players behind
 * 127.0.0.1 while someone there guesses one account's password. Time moves on the test clock.
 */
describe('sign-in limits per account first, per address as a ceiling', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ GALAXIA_TEST_CLOCK: '1' });
  });
  afterAll(async () => {
    await app.client().put('/api/test/clock', { now: null });
    await app.close();
  });

  it('300 people behind one address sign in within 5 minutes while 20 wrong passwords lock one account, with backoff, and no other', async () => {
    const run = Date.now();
    const emailOf = (who: string) => `${who}.${run}@lan.example`;
    // One real Argon2id hash (from a sign-up) stands in for every player's, so setting up is cheap.
    const signUp = await app
      .client()
      .post('/api/auth/sign-up', { name: 'Hash Donor', email: emailOf('donor'), password: PASSWORD });
    expect(signUp.status).toBe(201);
    const em = app.em();
    const { passwordHash } = await em.findOneOrFail(
      User,
      { pendingEmail: emailOf('donor') },
      { fields: ['passwordHash'] },
    );
    for (const who of ['victim', ...Array.from({ length: PLAYERS }, (_, index) => `player${index}`)]) {
      em.create(User, { name: who, email: emailOf(who), passwordHash, emailVerifiedAt: new Date() });
    }
    await em.flush();

    const start = Date.now() + 60_000;
    const at = (seconds: number) =>
      app.client().put('/api/test/clock', { now: new Date(start + seconds * 1000).toISOString() });
    const signIn = (who: string, password = PASSWORD) =>
      app.client().post('/api/auth/sign-in', { email: emailOf(who), password });
    const expectRefused = async (response: Response, minutes: number) => {
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({ error: waitMessage(minutes) });
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
      expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
    };
    let signedIn = 0;
    const playersSignIn = async (from: number, to: number) => {
      for (let next = from; next < to; next += 4) {
        const batch = Array.from({ length: Math.min(4, to - next) }, (_, offset) =>
          signIn(`player${next + offset}`),
        );
        for (const response of await Promise.all(batch)) {
          expect(response.status).toBe(200);
          signedIn++;
        }
      }
    };

    // Minute 0: twenty wrong passwords in a row. Four typos are free, the fifth locks for a minute.
    await at(0);
    for (let guess = 0; guess < 20; guess++) {
      const response = await signIn('victim', `wrong guess number ${guess}`);
      if (guess < 5) {
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ error: INCORRECT });
      } else {
        await expectRefused(response, 1);
      }
    }
    await playersSignIn(0, 60);

    // Past the first lock one more guess is heard, and the lock doubles to 2 minutes.
    await at(70);
    expect((await signIn('victim', 'wrong guess again')).status).toBe(401);
    await expectRefused(await signIn('victim', 'and another guess'), 2);
    await playersSignIn(60, 120);

    await at(135);
    await expectRefused(await signIn('victim', 'still guessing here'), 1);
    await playersSignIn(120, 180);

    await at(200);
    expect((await signIn('victim', 'yet another guess')).status).toBe(401);
    await expectRefused(await signIn('victim', 'guessing some more'), 4);
    await playersSignIn(180, 240);

    // Locked even for the right password; everybody else on the address is in before minute 5 ends.
    await at(250);
    const lastMinute = Date.now();
    await expectRefused(await signIn('victim'), 4);
    await playersSignIn(240, PLAYERS);
    expect(signedIn).toBe(PLAYERS);
    expect(250 + (Date.now() - lastMinute) / 1000).toBeLessThan(5 * 60);
  }, 240_000);
});
