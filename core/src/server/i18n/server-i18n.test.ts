import { describe, expect, it } from 'vitest';
import { ERROR_CODE_LIST } from '../../domain/errors/error-code-list.ts';
import { messages } from '../../domain/messages/catalogue.ts';
import { botTexts } from '../../domain/messages/languages/bot-texts.ts';
import { hindiBotTexts } from '../../domain/messages/languages/bot-texts-hi.ts';
import { englishErrors } from '../../domain/messages/languages/error-texts.ts';
import { hindiErrors } from '../../domain/messages/languages/error-texts-hi.ts';
import { mailTexts } from '../../domain/messages/languages/mail-texts.ts';
import { hindiMailTexts } from '../../domain/messages/languages/mail-texts-hi.ts';
import { botT, mailT, translateError } from './server-i18n.ts';

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

  it('says a phase rule in Hindi, its values carried over', () => {
    expect(
      translateError('PHASE_POWER_OF_TWO', messages.phase.powerOfTwo(6, 'Single Elimination'), 'hi'),
    ).toBe('Single Elimination के लिए कुल टीमें (6) 2 की घात होनी चाहिए');
    expect(
      translateError('PHASE_DIVISION_UNUSED', messages.phase.divisionUnused('Group Stage', 2), 'hi'),
    ).toBe('Group Stage का डिवीज़न 2 किसी अगले चरण को टीमें नहीं देता');
    expect(translateError('PHASE_NAME_REQUIRED', messages.phase.nameRequired, 'hi')).toBe(
      'चरण का नाम ज़रूरी है',
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

describe("the bot's replies", () => {
  it('say the English replies word for word as before, plurals included', () => {
    const en = botT('en');
    expect(en('teamRegistered', { team: 'Owls', eventName: 'Cup', count: 1, url: 'u' })).toBe(
      '**Owls** is registered for Cup with 1 player. See the teams: u',
    );
    expect(en('teamRegistered', { team: 'Owls', eventName: 'Cup', count: 3, url: 'u' })).toBe(
      '**Owls** is registered for Cup with 3 players. See the teams: u',
    );
  });

  it('have every key in Hindi, with the same values, in Devanagari', () => {
    expect(Object.keys(hindiBotTexts).sort()).toEqual(Object.keys(botTexts).sort());
    for (const [key, english] of Object.entries(botTexts)) {
      const hindi = hindiBotTexts[key as keyof typeof hindiBotTexts];
      expect([key, placeholders(hindi)]).toEqual([key, placeholders(english)]);
      expect([key, /[\u0900-\u097F]/.test(hindi)]).toEqual([key, true]);
    }
    expect(botT('hi')('teamRegistered', { team: 'Owls', eventName: 'Cup', count: 1, url: 'u' })).toBe(
      '**Owls** Cup के लिए 1 खिलाड़ी के साथ पंजीकृत हो गई। टीमें देखें: u',
    );
  });
});

describe('the account mails', () => {
  it('have every text in Hindi, with the same values, in Devanagari', () => {
    expect(Object.keys(hindiMailTexts).sort()).toEqual(Object.keys(mailTexts).sort());
    for (const [key, english] of Object.entries(mailTexts)) {
      const hindi = hindiMailTexts[key as keyof typeof hindiMailTexts];
      expect([key, placeholders(hindi)]).toEqual([key, placeholders(english)]);
      expect([key, /[\u0900-\u097F]/.test(hindi)]).toEqual([key, true]);
    }
  });

  it('fill the name and link in as they are, in English word for word as before', () => {
    expect(
      mailT('en')('resetText', { name: 'Asha & Co', link: 'https://galaxia.test/reset-password?token=a&b' }),
    ).toBe(
      'Hi Asha & Co,\n\nChoose a new password for your Galaxia account:\nhttps://galaxia.test/reset-password?token=a&b\n\nThe link works once, for 30 minutes. Using it signs out every other session. If you did not ask, ignore this email.',
    );
  });
});
