/** The languages the website speaks; English is the default and the fallback for any missing text. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A signed-out visitor's choice from the header switch, kept for the server render of their next page. */
export const LANGUAGE_COOKIE = 'galaxia-language';

/** The api path (under /api) that stores a signed-in person's choice; the header's switch calls it without the route table's schemas. */
export const LANGUAGE_SETTING_PATH = '/settings/language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The `Intl` locale dates and numbers are written in: Indian English or Hindi (Indian digit grouping both). */
export const intlLocaleOf = (language: Language): 'en-IN' | 'hi-IN' =>
  language === 'hi' ? 'hi-IN' : 'en-IN';

/**
 * The first language of an `Accept-Language` header the site speaks, by the browser's weights
 * (`hi-IN,hi;q=0.9,en;q=0.8` → hi); null when it names none.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? null;
}

/**
 * The language a page is drawn in: the person's own setting (stored on their account, or the header
 * switch's cookie when signed out), else what their browser asks for, else English.
 */
export function chooseLanguage(input: {
  setting?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(input.setting)) return input.setting;
  if (isLanguage(input.cookie)) return input.cookie;
  return languageFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * The language the bot answers an interaction in, from its `locale` (Discord's client language: `hi`,
 * `en-US`, `en-GB`, …): Hindi for `hi`, English for anything else the bot does not speak.
 */
export const languageOfDiscordLocale = (locale: string | null | undefined): Language =>
  languageFromAcceptLanguage(locale) ?? DEFAULT_LANGUAGE;
