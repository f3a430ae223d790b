import { messages, webEnglish } from '@galaxia/core';
import { hi } from '@galaxia/core/languages/hi';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translatePhaseError } from './phase-error.ts';

const tOf = (language: 'en' | 'hi') => {
  const instance = createInstance();
  void instance.init({
    lng: language,
    initAsync: false,
    resources: { en: { translation: webEnglish }, hi: { translation: hi } },
  });
  return instance.t;
};

describe('a phase rule’s refusal under a phase the roadmap step checked', () => {
  it('reads word for word as before in English', () => {
    const t = tOf('en');
    expect(translatePhaseError(messages.phase.powerOfTwo(6, 'Single Elimination'), t)).toBe(
      'Total teams (6) must be a power of 2 for Single Elimination',
    );
    expect(translatePhaseError(messages.phase.phaseHasErrors('Phase 2'), t)).toBe(
      'Phase 2 has errors to fix',
    );
  });

  it('reads in Hindi, with a format and a default phase name said in Hindi too', () => {
    const t = tOf('hi');
    expect(translatePhaseError(messages.phase.powerOfTwo(6, 'Single Elimination'), t)).toBe(
      'सिंगल एलिमिनेशन के लिए कुल टीमें (6) 2 की घात होनी चाहिए',
    );
    expect(translatePhaseError(messages.phase.divisibleByGroups(10, 4), t)).toBe(
      'कुल टीमें (10) ग्रुपों की संख्या (4) से पूरी तरह विभाज्य होनी चाहिए',
    );
    expect(translatePhaseError(messages.phase.phaseHasErrors('Phase 2'), t)).toBe(
      'चरण 2 में गलतियाँ हैं जिन्हें ठीक करना है',
    );
    expect(translatePhaseError(messages.phase.nameRequired, t)).toBe('चरण का नाम ज़रूरी है');
    expect(translatePhaseError('Something else went wrong', t)).toBe('Something else went wrong');
  });
});
