import { describe, expect, it } from 'vitest';
import { chooseLanguage, intlLocaleOf, languageFromAcceptLanguage } from './languages.ts';

describe('the language a page is drawn in', () => {
  it('is the person’s setting first, then the switch’s cookie, then the browser’s, then English', () => {
    expect(chooseLanguage({ setting: 'hi', cookie: 'en', acceptLanguage: 'en' })).toBe('hi');
    expect(chooseLanguage({ setting: null, cookie: 'hi', acceptLanguage: 'en' })).toBe('hi');
    expect(chooseLanguage({ setting: 'en', cookie: 'hi', acceptLanguage: 'hi' })).toBe('en');
    expect(chooseLanguage({ acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
    expect(chooseLanguage({ acceptLanguage: 'fr-FR,fr;q=0.9' })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });

  it('reads Accept-Language by its weights and ignores what it does not speak', () => {
    expect(languageFromAcceptLanguage('en-GB;q=0.5, hi;q=0.8')).toBe('hi');
    expect(languageFromAcceptLanguage('de, en-IN;q=0.7, hi;q=0.6')).toBe('en');
    expect(languageFromAcceptLanguage('hi;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
  });

  it('ignores a stored value it does not know', () => {
    expect(chooseLanguage({ setting: 'xx', cookie: 'fr', acceptLanguage: 'hi' })).toBe('hi');
  });

  it('writes dates and numbers the Indian way in both languages', () => {
    expect(new Intl.NumberFormat(intlLocaleOf('en')).format(1234567)).toBe('12,34,567');
    expect(new Intl.NumberFormat(intlLocaleOf('hi')).format(1234567)).toBe('12,34,567');
    const day = new Date(Date.UTC(2026, 10, 22, 12));
    const options = { day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' } as const;
    expect(new Intl.DateTimeFormat(intlLocaleOf('hi'), options).format(day)).toBe('22 नवंबर');
  });
});
