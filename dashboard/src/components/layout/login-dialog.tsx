import { messages } from '@galaxia/core';
import { Mail } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useAuthOptionsQuery } from '../../app/auth-api.ts';
import { DISCORD_SIGN_IN_PATH, GOOGLE_SIGN_IN_PATH, rememberReturnUrl } from '../../lib/login-return.ts';
import { paths } from '../../lib/paths.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, type DialogOpenProps } from '../ui/dialog.tsx';
import { GoogleIcon } from '../ui/google-icon.tsx';
import { DiscordIcon } from './discord-icon.tsx';

/**
 * The header's sign-in: the spec's Discord dialog (title, text, Cancel, Continue with Discord), then every
 * other way this server offers, so an email or Google account need not find `/login` on its own.
 */
export function LoginDialog({ open, onOpenChange }: DialogOpenProps) {
  const location = useLocation();
  const { data: options } = useAuthOptionsQuery();
  const continueWith = (path: string) => {
    rememberReturnUrl(location);
    window.location.assign(path);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={messages.login.dialogTitle}
      description={messages.login.dialogText}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {messages.login.cancel}
        </Button>
        <Button variant="discord" onClick={() => continueWith(DISCORD_SIGN_IN_PATH)}>
          <DiscordIcon className="size-5" />
          {messages.login.continue}
        </Button>
      </div>
      <section aria-labelledby="login-other-ways" className="mt-6 border-t border-white/10 pt-4">
        <h3 id="login-other-ways" className="text-sm font-semibold text-slate-300">
          {messages.login.otherWays}
        </h3>
        <div className="mt-3 flex flex-col gap-2">
          <Button asChild variant="secondary">
            <Link
              to={paths.login}
              onClick={() => {
                rememberReturnUrl(location);
                onOpenChange(false);
              }}
            >
              <Mail className="size-5" aria-hidden />
              {messages.login.continueWithEmail}
            </Link>
          </Button>
          {options?.google ? (
            <Button variant="secondary" onClick={() => continueWith(GOOGLE_SIGN_IN_PATH)}>
              <GoogleIcon className="size-5" />
              {messages.login.continueWithGoogle}
            </Button>
          ) : null}
        </div>
        <p className="mt-3 text-center text-sm text-slate-400">
          {messages.login.noAccount}{' '}
          <Link
            to={paths.signUp}
            onClick={() => onOpenChange(false)}
            className="font-semibold text-brand-300 hover:underline"
          >
            {messages.login.signUp}
          </Link>
        </p>
      </section>
    </Dialog>
  );
}
