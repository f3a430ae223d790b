/**
 * The language switch's texts in English: the header draws them on every page, so they live apart from
 * the rest of en.ts and the home page's first load carries only these.
 */
export const languageTexts = {
  label: 'Language',
  choose: 'Choose the language of the website',
  names: { en: 'English', hi: 'हिन्दी' },
  saved: 'Language saved',
  saveFailed: 'Could not save the language.',
};
