import { CircleUser } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '../../app/auth-api.ts';
import { fillIn, useLayoutTexts } from '../../lib/i18n/language.tsx';
import { paths } from '../../lib/paths.ts';
import { Avatar } from '../ui/avatar.tsx';

/** The header's avatar link and account button, as the signed-in person (or nobody) sees them. */
export function AccountButtons({
  user,
  disabled,
  onOpen,
}: {
  user: CurrentUser | null | undefined;
  disabled: boolean;
  onOpen?: () => void;
}) {
  const { account } = useLayoutTexts();
  return (
    <>
      <Link
        to={paths.profile}
        aria-label={user ? fillIn(account.profileOf, { name: user.name }) : account.profile}
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
        disabled={disabled}
        onClick={onOpen}
        className="rounded-lg border border-white/15 px-3 py-1.5 text-sm font-semibold text-slate-100 hover:bg-white/10"
      >
        {user ? account.button : account.signIn}
      </button>
    </>
  );
}
