import { readdirSync } from 'node:fs';
import type { GraphicsDesign, GraphicsDesignResponse, TextElement } from '@galaxia/core';
import { GraphicDesign, UploadedFile } from '@galaxia/core/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventThroughApi } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const unknownId = '00000000-0000-4000-8000-000000000000';

const imageForm = (bytes: Buffer | string = PNG, field = 'image') => {
  const form = new FormData();
  form.append(field, new Blob([bytes]), 'design.png');
  return form;
};

const text = (design: GraphicsDesign) =>
  design.elements.filter((element): element is TextElement => element.type === 'text');

describe('graphics endpoints', () => {
  const { app, organiser, owner, outsider } = useOrganiserApp('Grace', { outsider: 'Stan' });
  let tournamentId: string;

  const url = (section: string, id = tournamentId) => `/api/tournaments/${id}/graphics/${section}`;
  const load = async (section: string) => {
    const response = await owner.get(url(section));
    expect(response.status).toBe(200);
    return (await response.json()) as GraphicsDesignResponse;
  };
  const save = (client: HttpClient, section: string, design: unknown, updatedAt: string | null) =>
    client.put(url(section), { design, updatedAt });
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

  beforeAll(async () => {
    tournamentId = await createEventThroughApi(owner, {
      eventName: 'Neon Clash Invitational',
      seasonNumber: 4,
      gameId: 'valorant',
      serverId: organiser.server.id,
      publishDate: '2026-03-01',
    });
  });

  it("opens an unsaved section on a template written from the tournament's details, at the section's size", async () => {
    const poster = await load('poster');
    expect(poster.updatedAt).toBeNull();
    expect(poster.section).toBe('poster');
    expect(poster.design).toMatchObject({ width: 1920, height: 1080, background: { template: 'gradient' } });
    expect(text(poster.design).map((element) => element.text)).toEqual(
      expect.arrayContaining(['VALORANT · SEASON 4', 'Neon Clash Invitational']),
    );
    expect((await load('header')).design).toMatchObject({ width: 1920, height: 360 });
    expect((await load('logo')).design).toMatchObject({ width: 1080, height: 1080 });
    expect(text((await load('match-card')).design)[0]?.text).toBe('MATCH DAY');
    expect((await load('social-post')).design).toMatchObject({ width: 1080, height: 1080 });
  });

  it('saves a design and gives it back exactly, with its version', async () => {
    const { design } = await load('social-post');
    const edited = {
      ...design,
      background: { color: '#101820', template: 'grid' as const },
      elements: design.elements.map((element) =>
        element.type === 'text' ? { ...element, italic: true, underline: true, color: '#ff00aa' } : element,
      ),
    };
    const saved = await save(owner, 'social-post', edited, null);
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as GraphicsDesignResponse;
    expect(body.updatedAt).toEqual(expect.any(String));
    expect(await load('social-post')).toEqual({
      section: 'social-post',
      design: edited,
      updatedAt: body.updatedAt,
    });
    const em = app.em();
    expect(await em.count(GraphicDesign, { tournament: tournamentId })).toBe(1);
  });

  it('refuses a save from a stale copy with 409, so two tabs never overwrite each other silently', async () => {
    const start = await load('match-card');
    const first = await save(owner, 'match-card', start.design, null);
    expect(first.status).toBe(200);
    const { updatedAt } = (await first.json()) as GraphicsDesignResponse;

    const secondTab = await save(owner, 'match-card', { ...start.design, elements: [] }, null);
    expect(secondTab.status).toBe(409);
    expect(await errorOf(secondTab)).toBe(
      'This design was changed in another tab or by another organiser. Load the latest version to go on.',
    );
    const old = await save(owner, 'match-card', start.design, '2020-01-01T00:00:00.000Z');
    expect(old.status).toBe(409);
    expect((await load('match-card')).design).toEqual(start.design);

    const next = await save(owner, 'match-card', { ...start.design, elements: [] }, updatedAt);
    expect(next.status).toBe(200);
    const after = (await next.json()) as GraphicsDesignResponse;
    expect(after.updatedAt).not.toBe(updatedAt);
    expect((await load('match-card')).design.elements).toEqual([]);
  });

  it('lets only one of two simultaneous saves from the same version through', async () => {
    const { design, updatedAt } = await load('header');
    const results = await Promise.all([
      save(owner, 'header', design, updatedAt),
      save(owner, 'header', { ...design, elements: [] }, updatedAt),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it('validates the design with the contract and the section size', async () => {
    const { design } = await load('logo');
    const [first] = text(design);
    if (!first) throw new Error('the template has text');
    const huge = { ...design, elements: [{ ...first, fontSize: 300 }] };
    const refused = await save(owner, 'logo', huge, null);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe('Font size must be between 10 and 200');

    const thick = {
      ...design,
      elements: [
        {
          ...first,
          type: 'shape',
          shapeType: 'line',
          fillColor: 'transparent',
          borderColor: '#fff',
          borderThickness: 21,
        },
      ],
    };
    expect(await errorOf(await save(owner, 'logo', thick, null))).toBe(
      'Border thickness must be between 0 and 20',
    );

    const linked = {
      ...design,
      elements: [{ ...first, type: 'image', source: 'https://evil.example/x.png' }],
    };
    expect(await errorOf(await save(owner, 'logo', linked, null))).toBe(
      'Images on a design must be uploaded to Galaxia first',
    );
    const resized = await save(owner, 'logo', { ...design, width: 1280, height: 720 }, null);
    expect(resized.status).toBe(400);
    expect(await errorOf(resized)).toBe('This graphic must be 1080x1080 pixels');
    const unversioned = await owner.put(url('logo'), { design });
    expect(await errorOf(unversioned)).toBe(
      'Send the updatedAt of the design you started from (null for a new design)',
    );
    expect((await load('logo')).updatedAt).toBeNull();
  });

  it('answers 404 for an unknown section, a malformed or unknown tournament and a stranger', async () => {
    const unknown = await owner.get(url('banner'));
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe(
      'Graphics section must be poster, header, logo, match-card or social-post',
    );
    for (const id of ['not-a-uuid', unknownId]) {
      const response = await owner.get(url('poster', id));
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe('Tournament not found');
    }
    const { design } = await load('poster');
    for (const response of [
      await outsider.get(url('poster')),
      await save(outsider, 'poster', design, null),
      await outsider.send('POST', `${url('poster')}/apply`, { body: imageForm() }),
      await outsider.send('POST', `/api/tournaments/${tournamentId}/graphics/images`, { body: imageForm() }),
    ]) {
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe('Tournament not found');
    }
    expect((await load('poster')).updatedAt).toBeNull();
  });

  it('keeps a picture uploaded for a design and serves it as an image', async () => {
    const response = await owner.send('POST', `/api/tournaments/${tournamentId}/graphics/images`, {
      body: imageForm(),
    });
    expect(response.status).toBe(201);
    const { url: source } = (await response.json()) as { url: string };
    expect(source).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const served = await app.client().get(source);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const notImage = await owner.send('POST', `/api/tournaments/${tournamentId}/graphics/images`, {
      body: imageForm('just some text, not a picture at all, long enough to be sniffed properly'),
    });
    expect(notImage.status).toBe(415);
    expect(await errorOf(notImage)).toBe('Please select an image file');
  });

  it('makes an exported picture the poster, header or logo that basicInfo returns', async () => {
    for (const [section, field] of [
      ['poster', 'eventPoster'],
      ['header', 'eventHeader'],
      ['logo', 'eventLogo'],
    ] as const) {
      const response = await owner.send('POST', `${url(section)}/apply`, { body: imageForm() });
      expect(response.status).toBe(200);
      const applied = (await response.json()) as { field: string; url: string };
      expect(applied.field).toBe(field);
      const info = (await (await owner.get(`/api/getEvent/basicInfo/${tournamentId}`)).json()) as Record<
        string,
        unknown
      >;
      expect(info[field]).toBe(applied.url);
      const served = await app.client().get(applied.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
    }
  });

  it('refuses to apply a match card or social post, or a request without a picture, keeping no file', async () => {
    const filesBefore = await app.em().count(UploadedFile, {});
    const onDiskBefore = readdirSync(app.uploadDir).filter((name) => name !== 'tmp').length;
    for (const section of ['match-card', 'social-post']) {
      const response = await owner.send('POST', `${url(section)}/apply`, { body: imageForm() });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe('Only the poster, header and logo can become tournament images');
    }
    const empty = await owner.send('POST', `${url('poster')}/apply`, { body: new FormData() });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toBe('Please select an image file');
    const wrongField = await owner.send('POST', `${url('poster')}/apply`, { body: imageForm(PNG, 'poster') });
    expect(wrongField.status).toBe(400);
    expect(await app.em().count(UploadedFile, {})).toBe(filesBefore);
    expect(readdirSync(app.uploadDir).filter((name) => name !== 'tmp').length).toBe(onDiskBefore);
  });
});
