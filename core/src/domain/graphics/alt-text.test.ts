import { describe, expect, it } from 'vitest';
import { designAlt, designText } from './alt-text.ts';
import { createTextElement } from './create-elements.ts';
import { defaultGraphicsDesign } from './templates.ts';

const design = defaultGraphicsDesign('poster', {
  eventName: 'Neon Clash',
  seasonNumber: 2,
  gameName: 'VALORANT',
  startDate: null,
  endDate: null,
  prizePool: '₹5,00,000',
});

describe('a design’s image description', () => {
  it('reads its text top to bottom, one sentence each, skipping empty text', () => {
    const base = { ...createTextElement(design), text: '' };
    const elements = [
      { ...base, id: 'b', y: 300, x: 10, text: 'Second  line' },
      { ...base, id: 'a', y: 100, x: 50, text: 'First!' },
      { ...base, id: 'c', y: 200, x: 0, text: '   ' },
    ];
    expect(designText({ elements })).toBe('First! Second line.');
  });

  it('is the organiser’s own description when they wrote one, else the text', () => {
    expect(designAlt({ ...design, alt: 'A neon poster' })).toBe('A neon poster');
    expect(designAlt({ ...design, alt: '  ' })).toBe(designText(design));
    expect(designText(design)).toContain('Neon Clash');
  });

  it('fits the stored column however much text the design holds', () => {
    const long = { ...createTextElement(design), text: 'x'.repeat(400) };
    const text = designText({ elements: [long, { ...long, id: 'other', y: long.y + 1 }] });
    expect(text).toHaveLength(500);
    expect(text.endsWith('…')).toBe(true);
  });
});
