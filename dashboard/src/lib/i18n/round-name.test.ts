import { webEnglish } from '@galaxia/core';
import { hi } from '@galaxia/core/languages/hi';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateRoundName } from './round-name.ts';

const tOf = (language: 'en' | 'hi') => {
  const instance = createInstance();
  void instance.init({
    lng: language,
    initAsync: false,
    resources: { en: { translation: webEnglish }, hi: { translation: hi } },
  });
  return instance.t;
};

describe('a round’s name on a translated page', () => {
  it('reads as stored in English', () => {
    const t = tOf('en');
    expect(translateRoundName('Quarter-finals', t)).toBe('Quarter-finals');
    expect(translateRoundName('Losers Round 3', t)).toBe('Losers Round 3');
    expect(translateRoundName('Phase 2', t)).toBe('Phase 2');
  });

  it('reads in Hindi when the engine named it, and as written when the organiser did', () => {
    const t = tOf('hi');
    expect(translateRoundName('Quarter-finals', t)).toBe('क्वार्टर फ़ाइनल');
    expect(translateRoundName('Semi-finals', t)).toBe('सेमीफ़ाइनल');
    expect(translateRoundName('Final', t)).toBe('फ़ाइनल');
    expect(translateRoundName('Losers Round 3', t)).toBe('लूज़र्स राउंड 3');
    expect(translateRoundName('Phase 2', t)).toBe('चरण 2');
    expect(translateRoundName('Playoffs', t)).toBe('Playoffs');
  });
});
