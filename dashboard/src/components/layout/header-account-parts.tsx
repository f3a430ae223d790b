import { withStore } from '../../app/with-store.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { ViewerTimeZone } from '../../features/settings/viewer-time-zone.tsx';
import { AccountControls } from './account-controls.tsx';

/** What the header shows of the signed-in person, with the store they read (its own chunk). */
export const HeaderAccountParts = withStore(function HeaderAccountParts({ opened }: { opened: boolean }) {
  return (
    <>
      <NotificationBell />
      <AccountControls initiallyOpen={opened} />
      <ViewerTimeZone />
    </>
  );
});
