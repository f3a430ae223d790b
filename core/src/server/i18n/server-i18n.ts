import { createInstance, type i18n } from 'i18next';
import type { ErrorCode } from '../../domain/errors/error-code-list.ts';
import { botTexts } from '../../domain/messages/languages/bot-texts.ts';
import { hindiBotTexts } from '../../domain/messages/languages/bot-texts-hi.ts';
import { englishErrors, type TranslatedErrorCode } from '../../domain/messages/languages/error-texts.ts';
import { hindiErrors } from '../../domain/messages/languages/error-texts-hi.ts';
import { mailTexts } from '../../domain/messages/languages/mail-texts.ts';
import { hindiMailTexts } from '../../domain/messages/languages/mail-texts-hi.ts';
import { templateValues } from '../../domain/messages/languages/template-values.ts';
import type { Language } from '../../domain/site/languages.ts';

/**
 * The server's one i18next (the api's errors, the bot's replies, the account mails): English and Hindi are both loaded at
 * start, nothing is fetched. A text missing in Hindi falls back to its English.
 */
const server: i18n = createInstance();
void server.init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  ns: ['errors', 'bot', 'mail'],
  defaultNS: 'errors',
  resources: {
    en: { errors: englishErrors, bot: botTexts, mail: mailTexts },
    hi: { errors: hindiErrors, bot: hindiBotTexts, mail: hindiMailTexts },
  },
  // The answers are JSON, Discord messages and plain-text mails: nothing here is HTML.
  interpolation: { escapeValue: false },
});

const isTranslated = (code: string): code is TranslatedErrorCode => Object.hasOwn(englishErrors, code);

/**
 * An error's message in the reader's language, found by its code; the code never changes. English, an
 * untranslated code, or a message that is not the catalogue's text for its code stay as they were.
 */
export function translateError(code: ErrorCode | string, message: string, language: Language): string {
  if (language === 'en' || !isTranslated(code)) return message;
  const values = templateValues(englishErrors[code], message);
  if (!values) return message;
  return server.t(code, { lng: language, ns: 'errors', ...values });
}

/** The bot's replies in one language (plurals and values by i18next): `botT('hi')('matchScheduled', {…})`. */
export const botT = (language: Language) => server.getFixedT(language, 'bot');

/** The account mails in the recipient's language: `mailT('hi')('verifySubject')`. */
export const mailT = (language: Language) => server.getFixedT(language, 'mail');
