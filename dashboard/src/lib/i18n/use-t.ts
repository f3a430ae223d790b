import { type Language, webEnglish } from '@galaxia/core';
import { createInstance, type i18n, type TFunction } from 'i18next';
import { useMemo } from 'react';
import { loadedCatalogue, useLanguage } from './language.tsx';

const instances = new Map<Language, i18n>();

/**
 * One i18next per language, made on first use from the catalogue already loaded (loadLanguage), so it
 * is ready at once: the server's render and the browser's hydration draw the same text.
 */
function instanceOf(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: language,
      fallbackLng: 'en',
      initAsync: false,
      resources: {
        en: { translation: webEnglish },
        [language]: { translation: loadedCatalogue(language) ?? webEnglish },
      },
      // React escapes what it draws.
      interpolation: { escapeValue: false },
    });
    instances.set(language, instance);
  }
  return instance;
}

/** The translate function of the page's language, for the translated pages (plurals and values by i18next). */
export function useT(): TFunction {
  const { language } = useLanguage();
  return useMemo(() => instanceOf(language).t, [language]);
}
