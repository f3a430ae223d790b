import { type DateLocale, formatZoned } from '@galaxia/core';

const dayFormats = {
  'en-IN': new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }),
  'hi-IN': new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric' }),
};

/**
 * An ISO day (yyyy-mm-dd) as '22 Nov 2026' (or '22 नव॰ 2026' in Hindi); the day is a calendar day, so no
 * time zone shifts it.
 */
export const formatDay = (isoDay: string, locale: DateLocale = 'en-IN'): string => {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return dayFormats[locale].format(new Date(year, month - 1, day));
};

/** The browser's own zone: what a person sees until they choose one in their settings. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

// The signed-in person's chosen zone, set once their settings load (see ViewerTimeZone).
let viewerZone: string | null = null;
const zoneListeners = new Set<() => void>();
export const setViewerTimeZone = (zone: string | null): void => {
  viewerZone = zone;
  for (const listener of zoneListeners) listener();
};
export const subscribeViewerTimeZone = (listener: () => void) => {
  zoneListeners.add(listener);
  return () => {
    zoneListeners.delete(listener);
  };
};
/** The zone the viewer reads times in: their chosen one, else the browser's. */
export const viewerTimeZone = (): string => viewerZone ?? browserTimeZone();

/**
 * An instant in the viewer's zone, with IST (the tournaments' home zone) alongside when they differ:
 * '22 Nov, 07:30 pm IST', or '22 Nov, 03:00 pm GMT+1 (22 Nov, 07:30 pm IST)'; '22 नव॰, 07:30 pm IST' in
 * Hindi. For pages drawn only in the browser; a server-rendered page uses `useFormatDateTime`, which agrees
 * with the server's HTML and follows the page's language.
 */
export const formatDateTime = (
  iso: string,
  zone: string = viewerTimeZone(),
  locale: DateLocale = 'en-IN',
): string => formatZoned(new Date(iso), zone, locale);

/** '3 hours ago', '2 days ago' ('3 घंटे पहले' in Hindi), for announcement times. */
export const timeAgo = (iso: string, now = Date.now(), locale: DateLocale = 'en-IN'): string => {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat(locale === 'hi-IN' ? 'hi' : 'en', { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
};

const localDateTimeFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An instant in the viewer's own time zone, for records of when someone acted (audit entries). */
export const formatLocalDateTime = (iso: string): string => localDateTimeFormat.format(new Date(iso));
