import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/suite-app.ts';
import type { RegisteredRoute } from './define-route.ts';

/**
 * Every route a signed-out visitor may call. A route missing from here must answer 401 when signed out,
 * so making one public means adding it to this list in the same change, where review will see it.
 */
const PUBLIC_ROUTES = new Set([
  'GET /health',
  // The API's own description and its reference page (with the page's scripts).
  'GET /openapi.json',
  'GET /reference',
  'GET /reference/:file',
  'GET /auth/options',
  'GET /auth/discord',
  'GET /auth/discord/callback',
  'POST /auth/logout',
  'GET /auth/demo-users',
  'POST /auth/demo',
  // Email + password accounts (rate limited; sign-in also throttled per account and address).
  'POST /auth/sign-up',
  'POST /auth/verify-email',
  'POST /auth/sign-in',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  // Google OpenID Connect, and the "sign in to link Google" question it may leave in the session.
  'GET /auth/google',
  'GET /auth/google/callback',
  'GET /auth/google/pending',
  // The local outbox: 404 in production and whenever SMTP is configured.
  'GET /dev/outbox',
  // Uploaded posters, headers and logos appear on public event pages.
  'GET /files/:id',
  // The public website: published events, their sub-pages and player profiles.
  'GET /events',
  'GET /events/featured',
  'GET /events/:id',
  'GET /events/:id/calendar',
  'GET /events/:id/prize-pool',
  'GET /events/:id/teams',
  'GET /events/:id/teams/:teamId',
  'GET /events/:id/rulebook',
  'GET /events/:id/roadmap',
  'GET /events/:id/brackets',
  'GET /events/:id/matches',
  'GET /events/:id/matches/:matchId',
  'GET /events/:id/streams',
  'GET /events/:id/stats',
  'GET /events/:id/announcements',
  'GET /players/:id',
  'GET /communities/:slug',
  // Which published event a bare /teams/:id or /matches/:id link belongs to.
  'GET /teams/:id/lookup',
  'GET /matches/:id/lookup',
  // A match's map veto, live on its public page.
  'GET /matches/:id/veto',
  // Link-unfurl images of public pages (their og:image when an event has no poster).
  'GET /events/:id/card.png',
  'GET /site-card.png',
  // Live updates (server-sent events) of a published event's pages.
  'GET /events/:id/updates',
  // Battle-royale points tables, and lobby pages (room details only for the lobby's own players).
  'GET /events/:id/points-tables',
  'GET /lobbies/:id',
  // An event page's registration panel (explains to a signed-out visitor why there is no button)
  // and a match page's check-in card.
  'GET /events/:id/my-entry',
  'GET /matches/:id/check-in',
  // The contact form (rate limited).
  'POST /contact',
]);

const label = (route: RegisteredRoute) => `${route.method.toUpperCase()} ${route.path}`;

/** The path with every parameter (`:id`, `*rest`) filled in with an id nothing has. */
const concretePath = (path: string) => path.replace(/[:*]\w+/g, () => randomUUID()).replace(/[{}]/g, '');

describe('route access', () => {
  const app = useTestApp();

  it('reads the routes from the live route table', () => {
    expect(app.routeTable.length).toBeGreaterThan(PUBLIC_ROUTES.size);
    expect(app.routeTable).toContainEqual(
      expect.objectContaining({ method: 'get', path: '/me', access: 'user' }),
    );
  });

  it('lists every public route in the allowlist', () => {
    const unlisted = app.routeTable
      .filter((route) => route.access === 'public' && !PUBLIC_ROUTES.has(label(route)))
      .map(label);
    expect(
      unlisted,
      `Public routes missing from PUBLIC_ROUTES in route-access.integration.test.ts: ${unlisted.join(', ')}. ` +
        'Add them there if signed-out visitors really need them, otherwise give them access: user.',
    ).toEqual([]);
  });

  it('refuses a signed-out request to every other route with 401', async () => {
    const guarded = app.routeTable.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    const client = app.client();
    const refusedWrongly: string[] = [];
    for (const route of guarded) {
      const response = await client.send(route.method.toUpperCase(), `/api${concretePath(route.path)}`);
      const body = await response.json().catch(() => null);
      if (
        response.status !== 401 ||
        JSON.stringify(body) !== JSON.stringify({ error: 'Sign in to continue', code: 'UNAUTHENTICATED' })
      ) {
        refusedWrongly.push(`${label(route)} answered ${response.status} ${JSON.stringify(body)}`);
      }
    }
    expect(refusedWrongly, 'Routes that do not refuse a signed-out request with 401').toEqual([]);
  });
});
