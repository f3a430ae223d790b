import { HOME_TIME_ZONE } from '@galaxia/core';
import { useCallback, useSyncExternalStore } from 'react';
import { formatDateTime, subscribeViewerTimeZone, viewerTimeZone } from './dates.ts';

/**
 * The zone a server-rendered page shows times in: IST (the tournaments' home zone) in the server's HTML
 * and while the browser hydrates it, so both render the same text; the viewer's own zone right after.
 */
const useViewerTimeZone = (): string =>
  useSyncExternalStore(subscribeViewerTimeZone, viewerTimeZone, () => HOME_TIME_ZONE);

/** `formatDateTime` in the zone `useViewerTimeZone` gives: the same text on the server and at hydration. */
export function useFormatDateTime(): (iso: string) => string {
  const zone = useViewerTimeZone();
  return useCallback((iso: string) => formatDateTime(iso, zone), [zone]);
}
