import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommunitySettingsView, PublicPlayerProfile } from '@galaxia/core';
import { CommunityRating } from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganiser, createUser, signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Galaxia</title></head><body><div id="root"></div></body></html>';

/**
 * Issue 33 item 6: "Public player pages may show a rating only if the community enables it". Off by
 * default: the player's rating there is in neither the JSON nor the page's HTML; once the community's
 * organisers turn it on, both carry it (and never another community's that has not).
 */
describe('community ratings on public player pages', () => {
  let app: TestApp;
  let owner: HttpClient;
  let organiser: Awaited<ReturnType<typeof createOrganiser>>;
  let other: Awaited<ReturnType<typeof createOrganiser>>;
  let playerId = '';
  const settingsUrl = () => `/api/organiser/servers/${organiser.server.id}/community`;
  const page = { slug: 'rated-circuit-pr', description: 'Rated duels every week.' };
  const json = async () =>
    (await (await app.client().get(`/api/players/${playerId}`)).json()) as PublicPlayerProfile;
  const html = async () => (await fetch(`${app.base}/players/${playerId}`)).text();

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'galaxia-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    app = await startTestApp({}, { dashboardDist: dist });
    organiser = await createOrganiser(app, 'Zoya Rated');
    other = await createOrganiser(app, 'Omar Unrated');
    owner = await signedIn(app, organiser.user);
    const player = await createUser(app, 'Tara Rated Player');
    playerId = player.id;
    const em = app.em();
    // mu − 3σ: 31.7 − 3 × 2.5 = 24.2 here; 40 − 3 × 3 = 31 in a community that never shows it.
    em.create(CommunityRating, { server: organiser.server.id, user: player.id, mu: 31.7, sigma: 2.5 });
    em.create(CommunityRating, { server: other.server.id, user: player.id, mu: 40, sigma: 3 });
    await em.flush();
  });
  afterAll(() => app?.close());

  it('shows no rating while the community has not chosen to (the default)', async () => {
    const saved = await owner.put(settingsUrl(), page);
    expect(saved.status).toBe(200);
    expect((await (saved.json() as Promise<CommunitySettingsView>)).showRatings).toBe(false);
    const profile = await json();
    expect(profile.name).toBe('Tara Rated Player');
    expect(profile.communityRatings).toEqual([]);
    const document = await html();
    expect(document).toContain('Tara Rated Player');
    expect(document).not.toContain('24.2');
    expect(document).not.toContain('rated-circuit-pr');
    expect(document).not.toContain('"rating"');
  });

  it('shows the player’s rating in that community once its organisers turn ratings on', async () => {
    const saved = await owner.put(settingsUrl(), { ...page, showRatings: true });
    expect(saved.status).toBe(200);
    expect((await (saved.json() as Promise<CommunitySettingsView>)).showRatings).toBe(true);
    const expected = [{ community: "Zoya Rated's Server", slug: 'rated-circuit-pr', rating: 24.2 }];
    expect((await json()).communityRatings).toEqual(expected);
    const document = await html();
    expect(document).toContain(
      '"communityRatings":[{"community":"Zoya Rated\'s Server","slug":"rated-circuit-pr","rating":24.2}]',
    );
    // The other community never chose to: its rating of the player stays out.
    expect(document).not.toContain('Omar Unrated');

    // Turned off again, the rating goes again.
    await owner.put(settingsUrl(), page);
    expect((await json()).communityRatings).toEqual([]);
    expect(await html()).not.toContain('24.2');
  });
});
