/** The tournaments' home time zone: every time is also shown in IST when the viewer's zone differs. */
export const HOME_TIME_ZONE = 'Asia/Kolkata';

export const isValidTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** The `Intl` locales times are written in: Indian English, or Hindi for a page read in it. */
export type DateLocale = 'en-IN' | 'hi-IN';

const format = (date: Date, timeZone: string, locale: DateLocale) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);

const sameClock = (date: Date, a: string, b: string) =>
  new Intl.DateTimeFormat('en', { timeZone: a, dateStyle: 'short', timeStyle: 'short' }).format(date) ===
  new Intl.DateTimeFormat('en', { timeZone: b, dateStyle: 'short', timeStyle: 'short' }).format(date);

/**
 * An instant in the viewer's zone, with IST alongside when the two clocks differ:
 * '23 Nov, 02:30 pm GMT (23 Nov, 08:00 pm IST)', or in Hindi '23 नव॰, 02:30 pm GMT+0 (23 नव॰, 08:00 pm IST)'
 * (Intl's hi-IN keeps Latin digits and am/pm). An unknown zone falls back to IST alone.
 */
export function formatZoned(
  date: Date,
  timeZone: string | null | undefined,
  locale: DateLocale = 'en-IN',
): string {
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : HOME_TIME_ZONE;
  const local = format(date, zone, locale);
  return sameClock(date, zone, HOME_TIME_ZONE) ? local : `${local} (${format(date, HOME_TIME_ZONE, locale)})`;
}
