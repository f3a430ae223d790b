import { startFakeDiscord, startFakeDiscordRest } from '@galaxia/testkit';
import { madeBeforeAll, startedBeforeAll } from '@galaxia/testkit/before-all';
import { beforeAll } from 'vitest';
import { createOrganiser, signedIn } from './actors.ts';
import type { HttpClient } from './http-client.ts';
import { startTestApp, type TestApp } from './test-app.ts';

type Organiser = Awaited<ReturnType<typeof createOrganiser>>;
type EnvOverrides = Parameters<typeof startTestApp>[0];
type Replacements = Parameters<typeof startTestApp>[1];

/**
 * The real app for the enclosing describe block: started before its tests, closed after them. `env`
 * may be a function when it names something an earlier beforeAll starts (a fake provider's URL).
 */
export function useTestApp(env: EnvOverrides | (() => EnvOverrides) = {}, replace?: Replacements): TestApp {
  return startedBeforeAll(
    () => startTestApp(typeof env === 'function' ? env() : env, replace),
    'The test app',
  );
}

/**
 * The app, with an organiser named `name` (an admin of their own server) signed in as `owner`; with
 * `outsider` named, a second organiser (`stranger`, an admin of another server) signed in as `outsider`.
 */
export function useOrganiserApp(
  name: string,
  options: { env?: EnvOverrides | (() => EnvOverrides); outsider?: string } = {},
) {
  const app = useTestApp(options.env);
  type Signed = { organiser: Organiser; client: HttpClient };
  let made: { owner: Signed; outsider?: Signed } | undefined;
  const signUp = async (who: string): Promise<Signed> => {
    const organiser = await createOrganiser(app, who);
    return { organiser, client: await signedIn(app, organiser.user) };
  };
  beforeAll(async () => {
    made = {
      owner: await signUp(name),
      outsider: options.outsider ? await signUp(options.outsider) : undefined,
    };
  });
  return {
    app,
    organiser: madeBeforeAll(() => made?.owner.organiser, 'The organiser'),
    owner: madeBeforeAll(() => made?.owner.client, 'The organiser’s client'),
    stranger: madeBeforeAll(() => made?.outsider?.organiser, 'The outsider organiser'),
    outsider: madeBeforeAll(() => made?.outsider?.client, 'The outsider’s client'),
  };
}

/** A fake Discord REST for the block, and the env pointing the app's bot at it (pass it as `env`). */
export function useFakeDiscordBot() {
  const discord = startedBeforeAll(() => startFakeDiscordRest({ botToken: 'bot-token' }), 'The fake Discord');
  return { discord, env: () => ({ DISCORD_API_URL: discord.apiUrl, DISCORD_BOT_TOKEN: 'bot-token' }) };
}

/**
 * A fake Discord OAuth provider for the block; `env(more)` sends the app's Discord sign-in to it (pass
 * it as `env`).
 */
export function useFakeDiscordSignIn() {
  const discord = startedBeforeAll(() => startFakeDiscord(), 'The fake Discord');
  const env =
    (more: EnvOverrides = {}) =>
    () => ({
      DISCORD_CLIENT_ID: 'client-1',
      DISCORD_CLIENT_SECRET: 'secret-1',
      DISCORD_OAUTH_URL: discord.authorizeUrl,
      DISCORD_API_URL: discord.apiUrl,
      ...more,
    });
  return { discord, env };
}
