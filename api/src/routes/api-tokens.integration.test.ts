import { registeredSeason } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { useTestApp } from '../test-support/suite-app.ts';

/** Issue 30 item 4: personal API tokens, as a script would use them. */
describe('personal API tokens', () => {
  const app = useTestApp();

  const bearer = (token: string, init: { method?: string; json?: unknown; origin?: string } = {}) => ({
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.json !== undefined && { 'content-type': 'application/json' }),
      ...(init.origin && { origin: init.origin }),
    },
    ...(init.json !== undefined && { body: JSON.stringify(init.json) }),
  });
  const call = (path: string, token: string, init: Parameters<typeof bearer>[1] = {}) =>
    fetch(`${app.base}${path}`, bearer(token, init));

  async function organiserSeason() {
    const season = await registeredSeason(
      app,
      [{ name: 'Playoffs', format: 'Single Elimination', participatingTeams: 4, isFinal: true }],
      { eventName: 'Token Cup', people: { isDemo: true } },
    );
    return { season, owner: await signedIn(app, { id: season.organiser.userId }) };
  }

  async function create(client: Awaited<ReturnType<typeof signedIn>>, name: string, scope: 'read' | 'write') {
    const answer = await client.post('/api/account/api-tokens', { name, scope });
    expect(answer.status).toBe(201);
    return (await answer.json()) as { token: string; apiToken: { id: string; hint: string } };
  }

  it('reads and writes as its owner, is listed by hint only, and stops at once when revoked', async () => {
    const { season, owner } = await organiserSeason();
    const created = await create(owner, 'League sheet', 'write');
    expect(created.token).toMatch(/^glx_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken.hint).toBe(`${created.token.slice(0, 8)}…${created.token.slice(-4)}`);

    const listed = await (await owner.get('/api/account/api-tokens')).json();
    expect(listed).toMatchObject({
      tokens: [{ name: 'League sheet', scope: 'write', hint: created.apiToken.hint, lastUsedAt: null }],
    });
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const me = await call('/api/me', created.token);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(await me.json()).toMatchObject({ user: { id: season.organiser.userId, name: 'Organiser' } });

    // An organiser write from a script on another origin: no cookie, so no cross-site refusal.
    const posted = await call(
      `/api/organiser/tournaments/${season.tournamentId}/announcements`,
      created.token,
      {
        method: 'POST',
        json: { title: 'Draw tonight', content: 'Brackets at 9 pm' },
        origin: 'https://league-sheet.example',
      },
    );
    expect(posted.status).toBe(201);
    const public_ = await (await app.client().get(`/api/events/${season.tournamentId}/announcements`)).json();
    expect(JSON.stringify(public_)).toContain('Draw tonight');

    expect((await owner.send('DELETE', `/api/account/api-tokens/${created.apiToken.id}`)).status).toBe(204);
    const after = await call('/api/me', created.token);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: 'This API token is not valid or has been revoked' });
    expect(await (await owner.get('/api/account/api-tokens')).json()).toEqual({ tokens: [] });
  });

  it('lets a read token read and refuses its writes with 403', async () => {
    const { season, owner } = await organiserSeason();
    const { token } = await create(owner, 'Stream overlay', 'read');
    expect((await call(`/api/events/${season.tournamentId}`, token)).status).toBe(200);
    const refused = await call(`/api/organiser/tournaments/${season.tournamentId}/announcements`, token, {
      method: 'POST',
      json: { title: 'Nope', content: 'Nope' },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: 'This API token can only read: create a read and write token to make changes',
    });
    const stored = await (await app.client().get(`/api/events/${season.tournamentId}/announcements`)).json();
    expect(JSON.stringify(stored)).not.toContain('Nope');
  });

  it('never changes sign-in, passwords, sessions or tokens, even with write scope', async () => {
    const { owner } = await organiserSeason();
    const { token } = await create(owner, 'Bot', 'write');
    const refusal = {
      error: 'API tokens cannot change sign-in, passwords, sessions or tokens: sign in on the website',
    };
    for (const [method, path, json] of [
      ['POST', '/api/account/api-tokens', { name: 'Another', scope: 'write' }],
      ['GET', '/api/account/api-tokens', undefined],
      ['PUT', '/api/account/password', { password: 'a very long passphrase 42' }],
      ['GET', '/api/account/sessions', undefined],
      ['POST', '/api/auth/logout', undefined],
    ] as const) {
      const answer = await call(path, token, { method, ...(json && { json }) });
      expect([path, answer.status]).toEqual([path, 403]);
      expect(await answer.json()).toMatchObject(refusal);
    }
  });

  it('refuses unknown tokens, other people’s tokens, bad names and scopes, and a token past its budget', async () => {
    const { owner } = await organiserSeason();
    expect((await call('/api/me', 'glx_not-a-token')).status).toBe(401);
    const notBearer = await fetch(`${app.base}/api/me`, { headers: { authorization: 'Basic abc' } });
    expect(notBearer.status).toBe(401);

    const { apiToken, token } = await create(owner, 'Mine', 'read');
    const stranger = await signedIn(app, await createUser(app, 'Stranger'));
    const taken = await stranger.send('DELETE', `/api/account/api-tokens/${apiToken.id}`);
    expect(taken.status).toBe(404);
    expect(await taken.json()).toMatchObject({ error: 'Token not found' });
    expect((await call('/api/me', token)).status).toBe(200);

    const blank = await owner.post('/api/account/api-tokens', { name: '  ', scope: 'read' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(await blank.json())).toContain(
      'Give the token a name, so you know later what uses it',
    );
    const admin = await owner.post('/api/account/api-tokens', { name: 'Root', scope: 'admin' });
    expect(admin.status).toBe(400);
    expect(JSON.stringify(await admin.json())).toContain(
      'Choose what the token may do: read, or read and write',
    );

    // 600 a minute per token: the 601st waits, with Retry-After. The budget is spent before any route
    // runs, so the cheapest answer (no such route) counts like any other.
    const answers = await Promise.all(Array.from({ length: 600 }, () => call('/api/no-such-route', token)));
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(599);
    const limited = answers.find((answer) => answer.status === 429) ?? (await call('/api/me', token));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('holds at most 20 live tokens per person', async () => {
    const { owner } = await organiserSeason();
    for (let i = 0; i < 20; i += 1) await create(owner, `Token ${i}`, 'read');
    const refused = await owner.post('/api/account/api-tokens', { name: 'One more', scope: 'read' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: 'You hold 20 tokens, the most one account may have: revoke one first',
    });
  });
});
