import { useEffect } from 'react';
import { useSettingsQuery } from '../../app/account-api.ts';
import { useMeQuery } from '../../app/auth-api.ts';
import { setViewerTimeZone } from '../../lib/dates.ts';

/** Applies the signed-in person's chosen time zone to every time the site shows. Renders nothing. */
export function ViewerTimeZone() {
  const me = useMeQuery();
  const settings = useSettingsQuery(undefined, { skip: !me.data });
  const zone = me.data ? (settings.data?.timeZone ?? null) : null;
  useEffect(() => setViewerTimeZone(zone), [zone]);
  return null;
}
