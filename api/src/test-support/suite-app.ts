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
export function useTestApp(
  env: EnvOverrides | (() => EnvOverrides) = {},
  replace?: Replacements,
): TestApp {
  return startedBeforeAll(
    () => startTestApp(typeof env === 'function' ? env() : env, replace),
    'The test app',
  );
}

/** The app, with an organiser named `name` (an admin of their own server) signed in as `owner`. */
export function useOrganiserApp(name: string, env?: EnvOverrides | (() => EnvOverrides)) {
  const app = useTestApp(env);
  let made: { organiser: Organiser; owner: HttpClient } | undefined;
  beforeAll(async () => {
    const organiser = await createOrganiser(app, name);
    made = { organiser, owner: await signedIn(app, organiser.user) };
  });
  return {
    app,
    organiser: madeBeforeAll(() => made?.organiser, 'The organiser'),
    owner: madeBeforeAll(() => made?.owner, 'The organiser’s client'),
  };
}
