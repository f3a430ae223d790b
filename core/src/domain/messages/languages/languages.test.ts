import { describe, expect, it } from 'vitest';
import { messages } from '../catalogue.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue by its dotted key. */
const leaves = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...leaves(value, `${prefix}${key}.`)],
    ),
  );

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

const english = leaves(en);
const hindi = leaves(hi as Tree);

// Texts that read the same in both: a language's own name, and a count of Town Hall levels.
const SAME_IN_BOTH = new Set(['language.names.en', 'language.names.hi', 'event.townHallLine']);

describe('the Hindi catalogue', () => {
  it('has every key of the English one and no other', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('fills in the same values as the English text', () => {
    for (const [key, text] of english)
      expect([key, placeholders(hindi.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });

  it('is written in Devanagari, not left in English', () => {
    const untranslated = [...hindi]
      .filter(([key, text]) => !SAME_IN_BOTH.has(key) && !/[\u0900-\u097F]/.test(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('finds the fault in a catalogue that misses a key', () => {
    const { saved: _dropped, ...language } = hi.language;
    expect([...leaves({ ...hi, language } as Tree).keys()].sort()).not.toEqual([...english.keys()].sort());
  });
});

describe('the English web texts', () => {
  // The api and the bot say these too: the page must say them word for word the same.
  it('equal their twins in the message catalogue', () => {
    const fill = (text: string, values: Record<string, string | number>) =>
      text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
    expect(fill(en.registration.startsOn, { date: '2026-12-01' })).toBe(
      messages.registration.startsOn('2026-12-01'),
    );
    expect(fill(en.registration.endsOn, { date: '2026-12-01' })).toBe(
      messages.registration.endsOn('2026-12-01'),
    );
    expect(en.registration.closed).toBe(messages.registration.closed);
    expect(en.registration.substitute).toBe(messages.rosters.substituteLabel);
    expect(en.roadmap.locked).toBe(messages.tournament.roadmapLocked);
    expect(en.roadmap.editor.autoStartHint).toBe(messages.phase.autoStartHint);
    expect(en.roadmap.editor.grandFinalResetHint).toBe(messages.phase.grandFinalResetHint);
  });
});
