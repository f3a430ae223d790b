import { randomInt } from 'node:crypto';
import { DiscordServer, ServerMembership, User } from '@galaxia/core/server';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

const snowflake = () => String(700_000_000_000_000_000n + BigInt(randomInt(1, 2 ** 47)));

/** A person who can sign in through the demo sign-in (enabled in tests: no Discord credentials). */
export async function createUser(app: TestApp, name = 'Player') {
  const em = app.em();
  const user = em.create(User, { discordId: snowflake(), name, isDemo: true });
  await em.flush();
  return user;
}

export async function createServer(app: TestApp, name = 'Test Server') {
  const em = app.em();
  const server = em.create(DiscordServer, { id: snowflake(), name });
  await em.flush();
  return server;
}

/** A user who administers a Discord server of their own: what every organiser route needs. */
export async function createOrganiser(app: TestApp, name = 'Organiser') {
  const user = await createUser(app, name);
  const server = await createServer(app, `${name}'s Server`);
  const em = app.em();
  em.create(ServerMembership, { user: user.id, server: server.id, isAdmin: true, isOwner: true });
  await em.flush();
  return { user, server };
}

/** A cookie-jar client signed in as the user. */
export async function signedIn(app: TestApp, user: { id: string }) {
  const client = app.client();
  const response = await client.post('/api/auth/demo', { userId: user.id });
  expect(response.status).toBe(200);
  return client;
}
