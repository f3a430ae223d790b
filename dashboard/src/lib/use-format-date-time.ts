import { HOME_TIME_ZONE } from '@galaxia/core';
import { useCallback, useSyncExternalStore } from 'react';
import { formatDateTime, subscribeViewerTimeZone, viewerTimeZone } from './dates.ts';
import { useIntlLocale } from './i18n/language.tsx';

/**
 * The zone a server-rendered page shows times in: IST (the tournaments' home zone) in the server's HTML
 * and while the browser hydrates it, so both render the same text; the viewer's own zone right after.
 */
const useViewerTimeZone = (): string =>
  useSyncExternalStore(subscribeViewerTimeZone, viewerTimeZone, () => HOME_TIME_ZONE);

/**
 * `formatDateTime` in the zone `useViewerTimeZone` gives and the page's language (which the server drew
 * the page in, so its HTML and the hydration write the same text).
 */
export function useFormatDateTime(): (iso: string) => string {
  const zone = useViewerTimeZone();
  const locale = useIntlLocale();
  return useCallback((iso: string) => formatDateTime(iso, zone, locale), [zone, locale]);
}
