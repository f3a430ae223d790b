import { CircleUser } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMeQuery } from '../../app/auth-api.ts';
import { paths } from '../../lib/paths.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Avatar } from '../ui/avatar.tsx';

// Most visitors never open these; loading them on first open keeps the home page light.
const AccountPanel = lazy(() => import('./account-panel.tsx').then((m) => ({ default: m.AccountPanel })));
const LoginDialog = lazy(() => import('./login-dialog.tsx').then((m) => ({ default: m.LoginDialog })));

/** The header's avatar link and account button: a login dialog when signed out, the account panel when in. */
export function AccountControls() {
  const { data: me, isLoading } = useMeQuery();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const user = me?.user;
  return (
    <div className="flex items-center gap-2">
      <Link
        to={paths.profile}
        aria-label={user ? `Profile of ${user.name}` : 'Profile'}
        className="hidden rounded-full sm:inline-flex"
      >
        {user ? (
          <Avatar name={user.name} src={user.avatar} />
        ) : (
          <CircleUser className="size-8 text-slate-400" aria-hidden />
        )}
      </Link>
      <button
        type="button"
        disabled={isLoading || !hydrated}
        onClick={() => setOpen(true)}
        className="rounded-lg border border-white/15 px-3 py-1.5 text-sm font-semibold text-slate-100 hover:bg-white/10"
      >
        {user ? 'Account' : 'Sign in'}
      </button>
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
