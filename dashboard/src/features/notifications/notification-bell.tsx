import { lazy, Suspense } from 'react';
import { useMeQuery } from '../../app/auth-api.ts';

const SignedInBell = lazy(() => import('./signed-in-bell.tsx').then((m) => ({ default: m.SignedInBell })));

/** The bell in the header: the signed-in person's notifications, newest first, with the unread count. */
export function NotificationBell() {
  const { data: me } = useMeQuery();
  if (!me) return null;
  return (
    // The placeholder holds the bell's size so the header does not shift when it arrives.
    <Suspense fallback={<span className="inline-flex size-10" aria-hidden />}>
      <SignedInBell />
    </Suspense>
  );
}
