import { lazy, Suspense } from 'react';
import { useMeQuery } from '../../app/auth-api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

const SignedInBell = lazy(() => import('./signed-in-bell.tsx').then((m) => ({ default: m.SignedInBell })));

/** The bell in the header: the signed-in person's notifications, newest first, with the unread count. */
export function NotificationBell() {
  const { data: me } = useMeQuery();
  const hydrated = useHydrated();
  if (!me) return null;
  // The placeholder holds the bell's size so the header does not shift when it arrives. The server
  // draws only the placeholder: a lazy part it had not loaded yet would make React give up (error #419).
  const placeholder = <span className="inline-flex size-10" aria-hidden />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SignedInBell />
    </Suspense>
  );
}
