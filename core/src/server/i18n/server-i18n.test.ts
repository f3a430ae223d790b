import { describe, expect, it } from 'vitest';
import { ERROR_CODE_LIST } from '../../domain/errors/error-code-list.ts';
import { messages } from '../../domain/messages/catalogue.ts';
import { englishErrors } from '../../domain/messages/languages/error-texts.ts';
import { hindiErrors } from '../../domain/messages/languages/error-texts-hi.ts';
import { translateError } from './server-i18n.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the API errors in Hindi', () => {
  it('says a registration refusal in Hindi, with its value carried over', () => {
    expect(translateError('REGISTRATION_STARTS_ON', messages.registration.startsOn('2026-12-05'), 'hi')).toBe(
      'पंजीकरण 2026-12-05 को शुरू होगा',
    );
    expect(
      translateError('COMPETITION_REGISTRATION_FULL', messages.competition.registrationFull(16), 'hi'),
    ).toBe('पंजीकरण भर चुका है: सभी 16 स्थान भर गए हैं');
    expect(translateError('MATCH_NOT_STARTED', messages.match.notStarted, 'hi')).toBe(
      'मैच शुरू होने के बाद ही नतीजा रिपोर्ट किया जा सकता है',
    );
  });

  it('leaves English, untranslated codes and other words under a code as they are', () => {
    expect(translateError('REGISTRATION_CLOSED', 'Registration Closed', 'en')).toBe('Registration Closed');
    expect(translateError('STALE_WRITE', 'Reload and try again', 'hi')).toBe('Reload and try again');
    // A message the code's catalogue text does not describe is not guessed at.
    expect(translateError('MATCH_NOT_FOUND', 'Lobby not found', 'hi')).toBe('Lobby not found');
  });

  it('has a Hindi text for every translated code, with the same values, in Devanagari', () => {
    expect(Object.keys(hindiErrors).sort()).toEqual(Object.keys(englishErrors).sort());
    for (const [code, english] of Object.entries(englishErrors)) {
      expect(ERROR_CODE_LIST).toContain(code);
      const hindi = hindiErrors[code as keyof typeof hindiErrors];
      expect([code, placeholders(hindi)]).toEqual([code, placeholders(english)]);
      expect([code, /[\u0900-\u097F]/.test(hindi)]).toEqual([code, true]);
    }
  });

  it('reads the English templates off the catalogue, so a copy edit there carries over', () => {
    expect(englishErrors.REGISTRATION_STARTS_ON).toBe('Registration starts on {{date}}');
    expect(englishErrors.MATCH_DISPUTE_WINDOW_CLOSED).toBe(
      'Disputes must be raised within {{minutes}} minutes of the reported result',
    );
  });
});
