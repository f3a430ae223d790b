import {
  DEFAULT_LANGUAGE,
  englishLanguageTexts,
  englishLayoutTexts,
  intlLocaleOf,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  type WebCatalogue,
} from '@galaxia/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

// Any language but English loads on its own, only for a page read in it; English comes with the pages
// that translate (use-t.ts), so the home page's first load carries only the switch's few words.
const catalogues = new Map<Language, WebCatalogue>();
const loaders: Record<Exclude<Language, 'en'>, () => Promise<WebCatalogue>> = {
  hi: () => import('@galaxia/core/languages/hi').then((m) => m.hi),
};

/** Fetches a language's texts once; the first render (server or hydration) waits for it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (catalogues.has(language) || language === 'en') return;
  catalogues.set(language, await loaders[language]());
}

/** A loaded language's texts (undefined for English, which use-t.ts brings itself). */
export const loadedCatalogue = (language: Language): WebCatalogue | undefined => catalogues.get(language);

/** The language the server drew the page in (its `<html lang>`), which hydration must match. */
export function documentLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

interface LanguageState {
  language: Language;
  /** Loads the language, draws the page in it and remembers it for the server's next render. */
  switchTo: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  switchTo: async () => {},
});

export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  const switchTo = useCallback(async (next: Language) => {
    await loadLanguage(next);
    document.documentElement.lang = next;
    // A year: the choice outlives the session, and a signed-out reader has no account to keep it on.
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
    document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    setLanguage(next);
  }, []);
  const value = useMemo(() => ({ language, switchTo }), [language, switchTo]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export const useLanguage = () => useContext(LanguageContext);

/** The `Intl` locale of the page's language: en-IN or hi-IN. */
export const useIntlLocale = () => intlLocaleOf(useLanguage().language);

/** The language switch's texts in the page's language, without i18next (the header is on every page). */
export const useLanguageTexts = () =>
  loadedCatalogue(useLanguage().language)?.language ?? englishLanguageTexts;

/** The header's, footer's and dialogs' texts in the page's language, without i18next (they are on every page). */
export const useLayoutTexts = () => loadedCatalogue(useLanguage().language)?.layout ?? englishLayoutTexts;

/** Puts values into a layout text's `{{name}}` slots: the header's few texts go without i18next. */
export const fillIn = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => values[name] ?? slot);
