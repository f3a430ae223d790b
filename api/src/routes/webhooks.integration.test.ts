import { createdWebhookSchema, webhookSchema, webhooksSchema } from '@galaxia/core';
import { createApiToken } from '@galaxia/core/server';
import { registeredSeason } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import { useTestApp } from '../test-support/suite-app.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

const ALL_EVENTS = ['match.confirmed', 'phase.started'];

/** Issue 30 item 5: the organiser's webhooks on the console, and who may not touch them. */
describe('tournament webhooks', () => {
  const app = useTestApp();

  const season = (on: TestApp, eventName: string) =>
    registeredSeason(on, [{ name: 'Playoffs', format: 'Single Elimination', participatingTeams: 2 }], {
      eventName,
      teams: ['Night Owls', 'Storm Riders'],
      people: { isDemo: true },
    });

  it('adds a webhook with a generated secret shown once, lists it without the secret, toggles and deletes it', async () => {
    const cup = await season(app, 'Hook Cup');
    const organiser = await signedIn(app, { id: cup.organiser.userId });
    const path = `/api/organiser/tournaments/${cup.tournamentId}/webhooks`;

    const created = await organiser.post(path, { url: 'http://127.0.0.1:9/hook', events: ALL_EVENTS });
    expect(created.status).toBe(201);
    const body = createdWebhookSchema.parse(await created.json());
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(body.webhook).toMatchObject({ url: 'http://127.0.0.1:9/hook', events: ALL_EVENTS, enabled: true });

    const listed = webhooksSchema.parse(await (await organiser.get(path)).json());
    expect(listed.limit).toBe(5);
    expect(listed.webhooks).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(body.secret);

    const one = `${path}/${body.webhook.id}`;
    const disabled = await organiser.patch(one, { enabled: false });
    expect(disabled.status).toBe(200);
    expect(webhookSchema.parse(await disabled.json()).enabled).toBe(false);
    expect((await organiser.post(`${one}/test`)).status).toBe(202);

    expect((await organiser.delete(one)).status).toBe(204);
    expect(webhooksSchema.parse(await (await organiser.get(path)).json()).webhooks).toEqual([]);
    expect((await organiser.delete(one)).status).toBe(404);
  });

  it('refuses bad addresses, short secrets and a sixth webhook with a message', async () => {
    const cup = await season(app, 'Limits Cup');
    const organiser = await signedIn(app, { id: cup.organiser.userId });
    const path = `/api/organiser/tournaments/${cup.tournamentId}/webhooks`;
    const refusal = async (payload: unknown) => {
      const answer = await organiser.post(path, payload);
      return { status: answer.status, error: ((await answer.json()) as { error: string }).error };
    };

    expect(await refusal({ url: 'ftp://example.com/x', events: ALL_EVENTS })).toEqual({
      status: 400,
      error: 'Enter a full address starting with https:// (or http://)',
    });
    expect(await refusal({ url: `https://example.com/${'a'.repeat(500)}`, events: ALL_EVENTS })).toEqual({
      status: 400,
      error: 'Webhook address must be at most 500 characters',
    });
    expect(await refusal({ url: 'http://127.0.0.1:9/', events: [] })).toEqual({
      status: 400,
      error: 'Choose at least one event to send',
    });
    expect(await refusal({ url: 'http://127.0.0.1:9/', events: ALL_EVENTS, secret: 'short' })).toEqual({
      status: 400,
      error: 'A secret needs at least 16 characters',
    });
    // Outside production a loopback receiver is allowed, a private network one is not.
    expect(await refusal({ url: 'http://10.1.2.3/hook', events: ALL_EVENTS })).toEqual({
      status: 400,
      error: 'Webhooks must point at a public address: 10.1.2.3 is a private network address',
    });
    for (let i = 0; i < 5; i++)
      expect(
        (await organiser.post(path, { url: `http://127.0.0.1:9/${i}`, events: ALL_EVENTS })).status,
      ).toBe(201);
    expect(await refusal({ url: 'http://127.0.0.1:9/6', events: ALL_EVENTS })).toEqual({
      status: 409,
      error: 'This tournament has 5 webhooks, the most it may have: delete one first',
    });
  });

  it('answers 404 to another organiser and 401 to nobody, for every webhook call', async () => {
    const cup = await season(app, 'Private Cup');
    const owner = await signedIn(app, { id: cup.organiser.userId });
    const path = `/api/organiser/tournaments/${cup.tournamentId}/webhooks`;
    const { webhook } = createdWebhookSchema.parse(
      await (await owner.post(path, { url: 'http://127.0.0.1:9/', events: ALL_EVENTS })).json(),
    );
    const other = await createOrganiser(app, 'Other Organiser');
    const stranger = await signedIn(app, other.user);
    const player = await signedIn(app, await createUser(app, 'Curious Player'));
    const one = `${path}/${webhook.id}`;

    for (const client of [stranger, player]) {
      for (const answer of [
        await client.get(path),
        await client.post(path, { url: 'http://127.0.0.1:9/', events: ALL_EVENTS }),
        await client.patch(one, { enabled: false }),
        await client.post(`${one}/test`),
        await client.delete(one),
      ]) {
        expect(answer.status).toBe(404);
        expect(((await answer.json()) as { error: string }).error).toBe('Tournament not found');
      }
    }
    expect((await app.client().get(path)).status).toBe(401);
    // The owner's webhook is untouched.
    expect(webhooksSchema.parse(await (await owner.get(path)).json()).webhooks).toMatchObject([
      { id: webhook.id, enabled: true },
    ]);
  });

  it('in production refuses loopback and private targets with a message', async () => {
    const production = await startTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'webhooks-test-session-secret-32bytes',
    });
    try {
      const cup = await season(production, 'Production Cup');
      const { token } = await createApiToken(
        { em: production.em(), actor: { userId: cup.organiser.userId, discordId: null, name: 'Organiser' } },
        { name: 'Hooks', scope: 'write' },
      );
      const path = `/api/organiser/tournaments/${cup.tournamentId}/webhooks`;
      const post = (url: string) =>
        fetch(`${production.base}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ url, events: ALL_EVENTS }),
        });
      const cases: [string, string][] = [
        ['http://127.0.0.1:8080/hook', '127.0.0.1 is a loopback address'],
        ['http://localhost:8080/hook', 'is a loopback address'],
        ['http://[::1]/hook', '::1 is a loopback address'],
        ['http://192.168.1.20/hook', '192.168.1.20 is a private network address'],
        ['http://169.254.169.254/latest', '169.254.169.254 is a link-local address'],
        ['http://100.64.0.1/', '100.64.0.1 is a carrier-grade NAT address'],
        ['http://[fd00::1]/', 'fd00::1 is a private IPv6 address'],
        ['http://[::ffff:10.0.0.1]/', '10.0.0.1 is a private network address'],
      ];
      for (const [url, words] of cases) {
        const answer = await post(url);
        expect(answer.status, url).toBe(400);
        const { error } = (await answer.json()) as { error: string };
        expect(error, url).toMatch(/^Webhooks must point at a public address: /);
        expect(error, url).toContain(words);
      }
    } finally {
      await production.close();
    }
  });
});
