import { readFileSync } from 'node:fs';
import type { GraphicsDesignResponse, OrganiserTournamentList, TextElement } from '@galaxia/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDesktopPage, screenshot, viewports } from '../support/browser.ts';
import { pageJson } from '../support/page-call.ts';
import { settled } from '../support/responsive-shots.ts';
import { pngBytes, signInAsDemo } from '../support/sign-in.ts';

/** Width and height from a PNG's IHDR chunk, which always starts at byte 16. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/**
 * An organiser designs a tournament poster on the canvas, keeps it across a reload, downloads it and
 * makes it the tournament's poster, as the public event page then shows. One signed-in page, in order.
 */
describe('graphics editor in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let tournamentId = '';
  let editorUrl = '';

  const api = <T>(path: string) => pageJson<T>(page, path);
  const savedDesign = () => api<GraphicsDesignResponse>(`/api/tournaments/${tournamentId}/graphics/poster`);
  const canvas = () => page.getByRole('figure', { name: /^Poster canvas/ });
  const layers = () => page.getByRole('list', { name: 'Layers, top first' });
  const layerNames = async () =>
    (await layers().locator('button[aria-pressed]').allInnerTexts()).map((name) => name.trim());
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const numberOf = async (label: string) => Number(await field(label).inputValue());

  /** Where a design point is on the screen: the canvas is the design scaled down to fit its column. */
  async function onScreen(x: number, y: number) {
    const box = await canvas().boundingBox();
    if (!box) throw new Error('the canvas is not on screen');
    const scale = box.width / 1920;
    return { x: box.x + x * scale, y: box.y + y * scale, scale };
  }

  async function drag(from: { x: number; y: number }, by: { x: number; y: number }) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 10 });
    await page.mouse.up();
  }

  beforeAll(async () => {
    ({ browser, page } = await openDesktopPage({ acceptDownloads: true }));
  });
  afterAll(() => browser?.close());

  it("opens the editor from one of Aarav's tournaments, on a template written from its details", async () => {
    await signInAsDemo(page, baseUrl, 'Aarav Mehta', '/galaxia');
    const { tournaments } = await api<OrganiserTournamentList>('/api/organiser/tournaments');
    const tournament = tournaments.find((item) => item.name.startsWith('Free Fire Booyah Cup'));
    if (!tournament) throw new Error(`Aarav has no Free Fire Booyah Cup: ${tournaments.map((t) => t.name)}`);
    tournamentId = tournament.id;
    await page.goto(`${baseUrl}/galaxia/tournaments/${tournamentId}/edit/basic`);
    await page
      .getByRole('navigation', { name: 'Edit steps' })
      .getByRole('link', { name: /Graphics/ })
      .click();
    editorUrl = `${baseUrl}/galaxia/tournaments/${tournamentId}/edit/graphics/poster`;
    await page.waitForURL(editorUrl);
    await canvas().waitFor();
    await page.getByText('Starting template, not saved yet').waitFor();
    expect(await layerNames()).toContain('Text “Free Fire Booyah Cup”');
    expect((await savedDesign()).updatedAt).toBeNull();
  });

  it('adds text, a rectangle, an ellipse, a line and an uploaded image', async () => {
    const before = (await layerNames()).length;
    const tools = page.getByRole('toolbar', { name: 'Design tools' });
    await tools.getByRole('button', { name: 'Text' }).click();
    await tools.getByRole('button', { name: 'Rectangle' }).click();
    await tools.getByRole('button', { name: 'Ellipse' }).click();
    await tools.getByRole('button', { name: 'Line' }).click();
    await tools
      .getByLabel('Image file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await pngBytes(page, 600, 400) });
    await layers().getByRole('button', { name: 'Image', exact: true }).waitFor();
    expect((await layerNames()).slice(0, 5)).toEqual([
      'Image',
      'Line',
      'Ellipse',
      'Rectangle',
      'Text “Your text”',
    ]);
    expect((await layerNames()).length).toBe(before + 5);
    // The new image is fitted within 300 x 300 and centred, and stays selected.
    expect(await numberOf('Width')).toBe(300);
    expect(await numberOf('Height')).toBe(200);
    expect(await numberOf('X')).toBe(810);
    expect(await numberOf('Y')).toBe(440);
  });

  it('moves the image and resizes it by a corner handle with the mouse', async () => {
    await canvas().scrollIntoViewIfNeeded();
    const centre = await onScreen(960, 540);
    await drag(centre, { x: 90, y: -45 });
    const moved = { x: await numberOf('X'), y: await numberOf('Y') };
    expect(Math.abs(moved.x - (810 + 90 / centre.scale))).toBeLessThan(4);
    expect(Math.abs(moved.y - (440 - 45 / centre.scale))).toBeLessThan(4);

    const corner = await onScreen(moved.x + 300, moved.y + 200);
    await drag(corner, { x: 40, y: 40 });
    const width = await numberOf('Width');
    const height = await numberOf('Height');
    expect(width).toBeGreaterThan(360);
    expect(Math.abs(width / height - 1.5)).toBeLessThan(0.03);
    expect(await numberOf('X')).toBeCloseTo(moved.x, 0);
  });

  it('styles the text and edits with the keyboard shortcuts', async () => {
    await layers().getByRole('button', { name: 'Text “Your text”', exact: true }).click();
    await field('Text').fill('GRAND FINAL');
    await field('Font').selectOption('Impact');
    await field('Font size').fill('96');
    await field('Font size').press('Tab');
    await field('Colour').fill('#ff3366');
    for (const style of ['Italic', 'Underline', 'Strikethrough']) {
      await page.getByRole('button', { name: style, exact: true }).click();
    }
    expect(await page.getByRole('button', { name: 'Bold', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await layers().getByRole('button', { name: 'Ellipse', exact: true }).click();
    const x = await numberOf('X');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await numberOf('X')).toBe(x + 11);
    const count = (await layerNames()).length;
    await page.keyboard.press('Control+d');
    expect((await layerNames()).length).toBe(count + 1);
    expect(await numberOf('X')).toBe(x + 31);
    await page.keyboard.press('Delete');
    expect((await layerNames()).length).toBe(count);
    await page.keyboard.press('Control+z');
    expect((await layerNames()).length).toBe(count + 1);
    await page.keyboard.press('Control+Shift+z');
    expect((await layerNames()).length).toBe(count);

    await layers().getByRole('button', { name: 'Text “GRAND FINAL”', exact: true }).click();
    await screenshot(page, 'graphics-editor-1280');
    await page.setViewportSize(viewports.mobile);
    await canvas().waitFor();
    await settled(page);
    await screenshot(page, 'graphics-editor-375');
    await page.setViewportSize(viewports.desktop);
  });

  it('saves on its own and the design comes back identical after a reload', async () => {
    await page.getByText('All changes saved').waitFor({ timeout: 10_000 });
    const saved = await savedDesign();
    expect(saved.updatedAt).not.toBeNull();
    const text = saved.design.elements.find(
      (element): element is TextElement => element.type === 'text' && element.text === 'GRAND FINAL',
    );
    expect(text).toMatchObject({
      fontFamily: 'Impact',
      fontSize: 96,
      color: '#ff3366',
      bold: true,
      italic: true,
      underline: true,
      strikethrough: true,
    });
    const types = saved.design.elements.map((element) =>
      element.type === 'shape' ? element.shapeType : element.type,
    );
    expect(types).toEqual(expect.arrayContaining(['text', 'rectangle', 'ellipse', 'line', 'image']));
    expect(saved.design.elements.map((element) => element.zIndex)).toEqual(
      saved.design.elements.map((_, i) => i),
    );
    const names = await layerNames();

    // The page's own clock is driven from here on, so its autosave timer can be run out without waiting.
    await page.clock.install();
    await page.reload();
    await canvas().waitFor();
    await page.getByText('All changes saved').waitFor();
    expect(await layerNames()).toEqual(names);
    expect(await savedDesign()).toEqual(saved);
    // Opening the design is not an edit: nothing is saved again, however long the editor stays open.
    await page.clock.runFor(10_000);
    await page.getByText('All changes saved').waitFor();
    expect(await savedDesign()).toEqual(saved);
  });

  it('exports a PNG at exactly the canvas size', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('free-fire-booyah-cup-s2-poster.png');
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(bytes)).toEqual({ width: 1920, height: 1080 });
  });

  it('uses the design as the poster, which the public event page and the basic step show', async () => {
    const before = await api<{ eventPoster: string | null }>(`/api/getEvent/basicInfo/${tournamentId}`);
    // The picture's description starts as the design's words, in reading order, and the organiser can
    // write their own.
    const description = page.getByRole('textbox', { name: 'Image description' });
    expect(await description.inputValue()).toContain('Free Fire Booyah Cup');
    expect(await description.getAttribute('aria-describedby')).toBeTruthy();
    const described = 'Free Fire Booyah Cup season 2 poster: a neon arena with the prize pool in gold';
    await description.fill(described);
    await expect.poll(async () => (await savedDesign()).design.alt, { timeout: 10_000 }).toBe(described);
    await page.getByRole('button', { name: 'Use as poster' }).click();
    await page.getByText("The design is now the tournament's poster").waitFor();
    const { eventPoster } = await api<{ eventPoster: string | null }>(
      `/api/getEvent/basicInfo/${tournamentId}`,
    );
    expect(eventPoster).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(eventPoster).not.toBe(before.eventPoster);
    const served = await page.evaluate(async (url) => {
      const response = await fetch(url);
      // The header is enough: the whole picture would be slow to pass back as JSON.
      const header = new Uint8Array(await response.arrayBuffer()).slice(0, 24);
      return { type: response.headers.get('content-type'), bytes: [...header] };
    }, eventPoster ?? '');
    expect(served.type).toBe('image/png');
    expect(pngSize(Buffer.from(served.bytes))).toEqual({ width: 1920, height: 1080 });

    await page.goto(`${baseUrl}/events/${tournamentId}`);
    await page.locator(`img[src="${eventPoster}"]`).waitFor();
    // The page reads the poster out by its description, and link unfurls carry it too.
    expect(await page.getByRole('img', { name: described }).getAttribute('src')).toBe(eventPoster);
    expect(await page.locator('meta[property="og:image:alt"]').getAttribute('content')).toBe(described);
    await page.goto(`${baseUrl}/galaxia/tournaments/${tournamentId}/edit/basic`);
    expect(await page.getByRole('img', { name: 'Poster preview' }).getAttribute('src')).toBe(eventPoster);
    await page.goto(editorUrl);
    await canvas().waitFor();
  });

  it('refuses to overwrite a newer version from a second tab and loads the latest on request', async () => {
    // A second tab of the same signed-in browser: same session cookie, its own copy of the design.
    const secondTab = await browser.newContext({
      storageState: await page.context().storageState(),
      viewport: viewports.desktop,
    });
    const other = await secondTab.newPage();
    try {
      await other.goto(editorUrl);
      await other.getByRole('figure', { name: /^Poster canvas/ }).waitFor();
      await other.getByText('All changes saved').waitFor();

      const saveOf = (tab: Page) =>
        tab.waitForResponse(
          (response) => response.request().method() === 'PUT' && response.url().endsWith('/graphics/poster'),
        );
      const tools = (tab: Page) => tab.getByRole('toolbar', { name: 'Design tools' });
      const firstSave = saveOf(page);
      await tools(page).getByRole('button', { name: 'Rectangle' }).click();
      expect((await firstSave).status()).toBe(200);
      const first = await savedDesign();

      const staleSave = saveOf(other);
      await tools(other).getByRole('button', { name: 'Ellipse' }).click();
      expect((await staleSave).status()).toBe(409);
      await other.getByRole('alert').filter({ hasText: 'This design was changed in another tab' }).waitFor();
      expect(await savedDesign()).toEqual(first);
      await other.getByRole('button', { name: 'Load latest' }).click();
      await other.getByText('All changes saved').waitFor();
      const names = await other
        .getByRole('list', { name: 'Layers, top first' })
        .locator('button[aria-pressed]')
        .allInnerTexts();
      expect(names.map((name) => name.trim())).toEqual(await layerNames());
    } finally {
      await secondTab.close();
    }
  });

  it('gives every section its own canvas size', async () => {
    const sizes = [
      ['Header', 1920, 360],
      ['Logo', 1080, 1080],
      ['Match card', 1280, 720],
      ['Social post', 1080, 1080],
    ] as const;
    for (const [label, width, height] of sizes) {
      await page
        .getByRole('navigation', { name: 'Graphics sections' })
        .getByRole('link', { name: label })
        .click();
      await page.getByRole('figure', { name: `${label} canvas, ${width} by ${height} pixels` }).waitFor();
      await screenshot(page, `graphics-${label.toLowerCase().replace(' ', '-')}-1280`);
    }
  });
});
