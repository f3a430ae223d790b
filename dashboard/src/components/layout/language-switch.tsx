import { isLanguage, LANGUAGE_SETTING_PATH, LANGUAGES, type Language } from '@galaxia/core';
import { useId } from 'react';
import { useLanguage, useLanguageTexts } from '../../lib/i18n/language.tsx';
import { joinClasses } from '../../lib/join-classes.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** Stores a signed-in person's choice on their account, so every device draws their pages in it. */
async function saveLanguage(language: Language): Promise<boolean> {
  const response = await fetch(`/api${LANGUAGE_SETTING_PATH}`, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ language }),
  });
  return response.ok;
}

/**
 * The website's language, chosen in the header or in Settings: the page redraws in it at once, the
 * choice is kept in a cookie for the server's next render and, for a signed-in person, on their account.
 */
export function LanguageSwitch({
  signedIn,
  onSaved,
  showLabel = false,
  className,
}: {
  signedIn: boolean;
  onSaved?: (saved: boolean) => void;
  /** Writes "Language" beside the control (the phone menu); elsewhere only screen readers hear it. */
  showLabel?: boolean;
  className?: string;
}) {
  const { language, switchTo } = useLanguage();
  const texts = useLanguageTexts();
  const hydrated = useHydrated();
  const id = useId();
  const choose = async (value: string) => {
    if (!isLanguage(value)) return;
    await switchTo(value);
    if (signedIn) {
      const saved = await saveLanguage(value).catch(() => false);
      onSaved?.(saved);
    }
  };
  return (
    <>
      <label htmlFor={id} className={showLabel ? 'text-sm font-semibold text-slate-300' : 'sr-only'}>
        {texts.label}
      </label>
      <select
        id={id}
        value={language}
        disabled={!hydrated}
        onChange={(event) => void choose(event.target.value)}
        className={joinClasses(
          'h-9 rounded-md border border-white/10 bg-ink-900 px-1.5 text-sm text-slate-200 hover:bg-white/10',
          className,
        )}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {texts.names[option]}
          </option>
        ))}
      </select>
    </>
  );
}
