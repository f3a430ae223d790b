import { CircleUser } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMeQuery } from '../../app/auth-api.ts';
import { paths } from '../../lib/paths.ts';

// Most visitors never open these; loading them on first open keeps the home page light.
const AccountPanel = lazy(() => import('./account-panel.tsx').then((m) => ({ default: m.AccountPanel })));
const LoginDialog = lazy(() => import('./login-dialog.tsx').then((m) => ({ default: m.LoginDialog })));

export function Avatar({
  name,
  src,
  className = 'size-8',
}: {
  name: string;
  src: string | null;
  className?: string;
}) {
  return src ? (
    <img src={src} alt="" className={`${className} rounded-full object-cover ring-2 ring-brand-500/40`} />
  ) : (
    <span
      aria-hidden
      className={`${className} inline-flex items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-neon-400 text-sm font-bold text-ink-950`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** The header's avatar link and account button: a login dialog when signed out, the account panel when in. */
export function AccountControls() {
  const { data: me, isLoading } = useMeQuery();
  const [open, setOpen] = useState(false);
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
        disabled={isLoading}
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
