import { lazy, Suspense, useState } from 'react';
import { useMeQuery } from '../../app/auth-api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { AccountButtons } from './account-buttons.tsx';

// Most visitors never open these; loading them on first open keeps the home page light.
const AccountPanel = lazy(() => import('./account-panel.tsx').then((m) => ({ default: m.AccountPanel })));
const LoginDialog = lazy(() => import('./login-dialog.tsx').then((m) => ({ default: m.LoginDialog })));

/** The header's avatar link and account button: a login dialog when signed out, the account panel when in. */
export function AccountControls({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { data: me, isLoading } = useMeQuery();
  const [open, setOpen] = useState(initiallyOpen);
  const hydrated = useHydrated();
  const user = me?.user;
  return (
    <div className="flex items-center gap-2">
      <AccountButtons user={user} disabled={isLoading || !hydrated} onOpen={() => setOpen(true)} />
      {open ? (
        <Suspense fallback={null}>
          {user ? (
            <AccountPanel open={open} onOpenChange={setOpen} name={user.name} />
          ) : (
            <LoginDialog open={open} onOpenChange={setOpen} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
