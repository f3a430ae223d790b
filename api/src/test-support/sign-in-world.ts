import {
  type FakeDiscord,
  type FakeGoogle,
  type SmtpCapture,
  startFakeDiscord,
  startFakeGoogle,
  startSmtpCapture,
} from '@galaxia/testkit';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

type EnvOverrides = Parameters<typeof startTestApp>[0];

export interface SignInWorld {
  google: FakeGoogle;
  discord: FakeDiscord;
  smtp: SmtpCapture;
  app: TestApp;
}

/**
 * The app with every way in behind a real protocol, for the enclosing describe block: a fake Google OIDC
 * provider, a fake Discord OAuth and an SMTP capture, started before its tests and closed after them.
 * Every test client comes from 127.0.0.1, so each test starts with fresh rate-limit windows. With
 * `GALAXIA_TEST_CLOCK` on, the clock is put back before the app closes.
 */
export function useSignInWorld(env: EnvOverrides = {}): SignInWorld {
  const world = {} as SignInWorld;
  beforeAll(async () => {
    world.google = await startFakeGoogle({ clientId: 'galaxia-web', clientSecret: 'google-secret' });
    world.discord = await startFakeDiscord();
    world.smtp = await startSmtpCapture();
    world.app = await startTestApp({
      GOOGLE_ISSUER_URL: world.google.issuer,
      GOOGLE_CLIENT_ID: 'galaxia-web',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      DISCORD_CLIENT_ID: 'client-1',
      DISCORD_CLIENT_SECRET: 'secret-1',
      DISCORD_OAUTH_URL: world.discord.authorizeUrl,
      DISCORD_API_URL: world.discord.apiUrl,
      SMTP_URL: world.smtp.url,
      ...env,
    });
    world.google.allowRedirectUri(`${world.app.base}/api/auth/google/callback`);
  });
  afterAll(async () => {
    if (env.GALAXIA_TEST_CLOCK) await world.app.client().put('/api/test/clock', { now: null });
    await world.app.close();
    await Promise.all([world.google.close(), world.discord.close(), world.smtp.close()]);
  });
  beforeEach(async () => {
    const counters = await world.app.redis.keys('galaxia:rl:*');
    if (counters.length) await world.app.redis.del(...counters);
  });
  return world;
}
