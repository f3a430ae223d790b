import { messages } from '@galaxia/core';
import { LogOut, Settings, User, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useLogoutMutation } from '../../app/auth-api.ts';
import { useLayoutTexts } from '../../lib/i18n/language.tsx';
import { paths } from '../../lib/paths.ts';
import { Sheet } from '../ui/sheet.tsx';
import { toast } from '../ui/toaster.tsx';

const links = [
  { to: paths.profile, key: 'profile', icon: User },
  { to: paths.settings, key: 'settings', icon: Settings },
  { to: paths.myTeams, key: 'myTeams', icon: Users },
] as const;

export function AccountPanel({
  open,
  onOpenChange,
  name,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
}) {
  const [logout, { isLoading }] = useLogoutMutation();
  const { account } = useLayoutTexts();
  const signOut = async () => {
    onOpenChange(false);
    try {
      await logout().unwrap();
      toast.success(messages.accountToasts.signedOut);
    } catch {
      toast.error(messages.accountToasts.signOutFailed);
    }
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={name}>
      <nav aria-label={account.panel} className="flex flex-col gap-1">
        {links.map(({ to, key, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            onClick={() => onOpenChange(false)}
            className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-slate-200 hover:bg-white/10 hover:text-white"
          >
            <Icon className="size-4" aria-hidden />
            {account[key]}
          </Link>
        ))}
        <button
          type="button"
          onClick={signOut}
          disabled={isLoading}
          className="mt-4 flex items-center gap-3 rounded-lg px-3 py-2.5 text-left text-red-300 hover:bg-red-500/10"
        >
          <LogOut className="size-4" aria-hidden />
          {account.logout}
        </button>
      </nav>
    </Sheet>
  );
}
