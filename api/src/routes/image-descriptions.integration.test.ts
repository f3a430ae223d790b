import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { designText, type EventDetail, type GraphicsDesignResponse, type TextElement } from '@galaxia/core';
import { Tournament, UploadedFile } from '@galaxia/core/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganiser, signedIn } from '../test-support/actors.ts';
import { draftEventThroughApi, invitedFinalPlan } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { pngBytes } from '../test-support/images.ts';
import { startTestApp, type TestApp } from '../test-support/test-app.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Galaxia</title></head><body><div id="root"></div></body></html>';
const metaContent = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

const imageForm = (alt?: string) => {
  const form = new FormData();
  form.append('image', new Blob([pngBytes() as Uint8Array<ArrayBuffer>]), 'poster.png');
  if (alt !== undefined) form.append('alt', alt);
  return form;
};

/**
 * A poster made from a design says what the design says to people who cannot see it: its text, or the
 * organiser's own description, kept with the picture and given wherever the picture is shown.
 */
describe('image descriptions of posters made from designs', () => {
  let app: TestApp;
  let owner: HttpClient;
  let tournamentId: string;
  const graphics = (section: string) => `/api/tournaments/${tournamentId}/graphics/${section}`;
  const eventOf = async () =>
    (await (await app.client().get(`/api/events/${tournamentId}`)).json()) as EventDetail;
  const posterAlt = async () => {
    const tournament = await app
      .em()
      .findOneOrFail(Tournament, { id: tournamentId }, { populate: ['poster'] });
    return tournament.poster?.alt ?? null;
  };

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'galaxia-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    app = await startTestApp({}, { dashboardDist: dist });
    const organiser = await createOrganiser(app, 'Meera');
    owner = await signedIn(app, organiser.user);
    tournamentId = await draftEventThroughApi(
      owner,
      {
        eventName: 'Monsoon Cup',
        seasonNumber: 2,
        gameId: 'valorant',
        serverId: organiser.server.id,
        publishDate: day(-1),
        format: 1,
        prizePool: '500000',
        eventDescription: 'Two invited teams.',
      },
      invitedFinalPlan({ startDate: day(5), endDate: day(6) }, { startDate: day(-2), endDate: day(4) }),
    );
  });
  afterAll(() => app?.close());

  it('a published event with no poster gets a drawn one described by its text, in the API and the page head', async () => {
    const template = (await (await owner.get(graphics('poster'))).json()) as GraphicsDesignResponse;
    const words = designText(template.design);
    expect(words).toContain('Monsoon Cup.');
    const published = await owner.post(`/api/organiser/tournaments/${tournamentId}/publish`);
    expect(published.status).toBe(200);
    expect(await posterAlt()).toBe(words);
    const event = await eventOf();
    expect(event.image).toMatch(/^\/api\/files\//);
    expect(event.imageAlt).toBe(words);
    const list = (await (await app.client().get('/api/events')).json()) as {
      items: { id: string; imageAlt: string | null }[];
    };
    expect(list.items.find((item) => item.id === tournamentId)?.imageAlt).toBe(words);

    const html = await (await fetch(`${app.base}/events/${tournamentId}`)).text();
    expect(metaContent(html, 'property', 'og:image:alt')).toBe(words.replace(/&/g, '&amp;'));
    expect(metaContent(html, 'name', 'twitter:image:alt')).toBe(words.replace(/&/g, '&amp;'));
  });

  it('keeps the organiser’s own description with the design, bounded, and gives it back', async () => {
    const { design, updatedAt } = (await (
      await owner.get(graphics('poster'))
    ).json()) as GraphicsDesignResponse;
    const title = design.elements.find((element): element is TextElement => element.type === 'text');
    const described = { ...design, alt: '  Monsoon Cup season 2 poster: a rain-soaked arena in violet.  ' };
    const tooLong = await owner.put(graphics('poster'), {
      design: { ...design, alt: 'a'.repeat(501) },
      updatedAt,
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      error: 'The image description can be at most 500 characters',
    });
    const saved = await owner.put(graphics('poster'), { design: described, updatedAt });
    expect(saved.status).toBe(200);
    const loaded = (await (await owner.get(graphics('poster'))).json()) as GraphicsDesignResponse;
    expect(loaded.design.alt).toBe('Monsoon Cup season 2 poster: a rain-soaked arena in violet.');
    expect(loaded.design.elements.find((element) => element.id === title?.id)).toEqual(title);
  });

  it('using the design as the poster carries the description the editor sends, or else the saved one', async () => {
    const sent = await owner.send('POST', `${graphics('poster')}/apply`, {
      body: imageForm('A violet arena under the rain, Monsoon Cup season 2'),
    });
    expect(sent.status).toBe(200);
    expect(await posterAlt()).toBe('A violet arena under the rain, Monsoon Cup season 2');
    expect((await eventOf()).imageAlt).toBe('A violet arena under the rain, Monsoon Cup season 2');
    const html = await (await fetch(`${app.base}/events/${tournamentId}`)).text();
    expect(metaContent(html, 'property', 'og:image:alt')).toBe(
      'A violet arena under the rain, Monsoon Cup season 2',
    );

    const fromSaved = await owner.send('POST', `${graphics('poster')}/apply`, { body: imageForm() });
    expect(fromSaved.status).toBe(200);
    expect(await posterAlt()).toBe('Monsoon Cup season 2 poster: a rain-soaked arena in violet.');

    const files = await app.em().count(UploadedFile, {});
    const tooLong = await owner.send('POST', `${graphics('poster')}/apply`, {
      body: imageForm('b'.repeat(501)),
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      error: 'The image description can be at most 500 characters',
    });
    expect(await app.em().count(UploadedFile, {})).toBe(files);
  });

  it('an uploaded poster nobody described is named after its event', async () => {
    const info = (await (await owner.get(`/api/getEvent/basicInfo/${tournamentId}`)).json()) as object;
    const form = new FormData();
    form.append('tournamentData', JSON.stringify({ ...info, eventPoster: null }));
    form.append('eventPoster', new Blob([pngBytes() as Uint8Array<ArrayBuffer>]), 'poster.png');
    expect(
      (await owner.send('PUT', `/api/updateEvent/basicInfo/${tournamentId}`, { body: form })).status,
    ).toBe(200);
    expect(await posterAlt()).toBeNull();
    expect((await eventOf()).imageAlt).toBe('Poster of Monsoon Cup Season 2');
  });
});
