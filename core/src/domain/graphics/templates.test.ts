import { describe, expect, it } from 'vitest';
import { GRAPHICS_SECTIONS, graphicsDesignSchema, type TextElement } from '../../contracts/graphics.ts';
import {
  buildTemplate,
  defaultGraphicsDesign,
  formatDateRange,
  GRAPHICS_TEMPLATES,
  type GraphicsTemplateData,
  templateDataOf,
  widestRow,
} from './templates.ts';

const data: GraphicsTemplateData = {
  eventName: 'BGMI Masters Series',
  seasonNumber: 3,
  gameName: 'BGMI',
  startDate: '2026-01-12',
  endDate: '2026-02-20',
  prizePool: '₹10,00,000',
};
const round = (startDate: string, endDate: string) => ({
  roundName: 'Round',
  startDate,
  endDate,
  startTime: '09:00',
  endTime: '18:00',
});

const texts = (elements: readonly { type: string }[]) =>
  elements.filter((element): element is TextElement => element.type === 'text');

describe('formatDateRange', () => {
  it('writes a range as briefly as it reads clearly', () => {
    expect(formatDateRange('2026-01-12', '2026-01-20')).toBe('12 – 20 Jan 2026');
    expect(formatDateRange('2026-01-28', '2026-02-03')).toBe('28 Jan – 3 Feb 2026');
    expect(formatDateRange('2025-12-28', '2026-01-03')).toBe('28 Dec 2025 – 3 Jan 2026');
    expect(formatDateRange('2026-03-05', '2026-03-05')).toBe('5 Mar 2026');
  });
});

describe('widestRow', () => {
  it('finds the narrowest wrap of the words onto a number of rows', () => {
    expect(widestRow('Free Fire Booyah Cup', 1)).toBe(20);
    expect(widestRow('Free Fire Booyah Cup', 2)).toBe(10);
    expect(widestRow('Free Fire Booyah Cup', 3)).toBe(9);
    expect(widestRow('Grandfinals', 3)).toBe(11);
  });
});

describe('templateDataOf', () => {
  it('takes the name, season, game and prize pool, and the dates from the calendar', () => {
    const calendar = [
      {
        phaseName: 'Qualifiers',
        rounds: [round('2026-01-12', '2026-01-15'), round('2026-01-17', '2026-01-20')],
      },
      { phaseName: 'Finals', rounds: [round('2026-02-18', '2026-02-20')] },
    ];
    expect(
      templateDataOf(
        { eventName: 'BGMI Masters Series', seasonNumber: 3, gameId: 'bgmi', prizePool: ' ₹10,00,000 ' },
        calendar,
      ),
    ).toEqual(data);
  });

  it('writes a typed amount as rupees with Indian digit grouping on the poster', () => {
    const info = { eventName: 'Cup', seasonNumber: 1, gameId: 'bgmi' as const, prizePool: '500000' };
    const templateData = templateDataOf(info, []);
    expect(templateData.prizePool).toBe('₹5,00,000');
    const poster = texts(buildTemplate('headline', 'poster', templateData).elements).map(
      (element) => element.text,
    );
    expect(poster).toContain('Prize pool ₹5,00,000');
    const words = { ...info, prizePool: 'Gaming gear worth 1 lakh' };
    expect(templateDataOf(words, []).prizePool).toBe('Gaming gear worth 1 lakh');
  });

  it('has no dates while nothing is scheduled', () => {
    const info = { eventName: 'Cup', seasonNumber: 1, gameId: 'coc' as const, prizePool: '' };
    expect(templateDataOf(info, [])).toMatchObject({
      gameName: 'Clash of Clans',
      startDate: null,
      endDate: null,
    });
  });
});

describe('buildTemplate', () => {
  it('gives a valid design at the section size for every template and section', () => {
    for (const { id } of GRAPHICS_TEMPLATES) {
      for (const section of GRAPHICS_SECTIONS) {
        const design = buildTemplate(id, section, data);
        expect(graphicsDesignSchema.parse(design), `${id} on ${section}`).toEqual(design);
        for (const element of design.elements) {
          expect(element.x, `${id} on ${section}`).toBeGreaterThanOrEqual(0);
          expect(element.y).toBeGreaterThanOrEqual(0);
          expect(element.x + element.width).toBeLessThanOrEqual(design.width);
          expect(element.y + element.height).toBeLessThanOrEqual(design.height);
        }
        expect(design.elements.map((element) => element.zIndex)).toEqual(design.elements.map((_, i) => i));
      }
    }
  });

  it("writes the tournament's details", () => {
    const headline = texts(buildTemplate('headline', 'poster', data).elements).map((element) => element.text);
    expect(headline).toEqual([
      'BGMI · SEASON 3',
      'BGMI Masters Series',
      '12 Jan – 20 Feb 2026',
      'Prize pool ₹10,00,000',
    ]);
    const prize = texts(buildTemplate('prize-pool', 'social-post', { ...data, prizePool: '' }).elements);
    expect(prize.map((element) => element.text)).toContain('To be announced');
    const undated = texts(
      buildTemplate('match-day', 'match-card', { ...data, startDate: null, endDate: null }).elements,
    );
    expect(undated.map((element) => element.text)).toEqual([
      'MATCH DAY',
      'BGMI Masters Series',
      'BGMI · SEASON 3',
    ]);
  });

  it('makes the event name the largest text and fits the short header', () => {
    const header = texts(buildTemplate('headline', 'header', data).elements);
    const title = header.find((element) => element.text === data.eventName);
    expect(title?.fontSize).toBe(Math.max(...header.map((element) => element.fontSize)));
    expect(header.every((element) => element.fontSize >= 10 && element.fontSize <= 200)).toBe(true);
  });

  it('wraps a long name onto two rows where that makes it clearly larger, never on the short header', () => {
    const long = { ...data, eventName: 'Free Fire Booyah Cup' };
    const title = (section: 'logo' | 'header') =>
      texts(buildTemplate('headline', section, long).elements).find(
        (element) => element.text === long.eventName,
      );
    const logo = title('logo');
    expect(logo?.height).toBe(Math.round((logo?.fontSize ?? 0) * 1.25 * 2));
    const header = title('header');
    expect(header?.height).toBe(Math.round((header?.fontSize ?? 0) * 1.25));
    expect(logo?.fontSize).toBeGreaterThan(header?.fontSize ?? 0);
  });

  it('opens match cards on the match-day template and the others on the headline', () => {
    expect(texts(defaultGraphicsDesign('match-card', data).elements)[0]?.text).toBe('MATCH DAY');
    expect(defaultGraphicsDesign('logo', data)).toEqual(buildTemplate('headline', 'logo', data));
    expect(buildTemplate('blank', 'header', data)).toEqual({
      width: 1920,
      height: 360,
      background: { color: '#0b0b14' },
      elements: [],
    });
  });
});
