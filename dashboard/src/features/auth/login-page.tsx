import { messages } from '@galaxia/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/api-slice.ts';
import {
  useAuthOptionsQuery,
  useDemoSignInMutation,
  useDemoUsersQuery,
  usePasswordSignInMutation,
  usePendingGoogleQuery,
} from '../../app/auth-api.ts';
import { DiscordIcon } from '../../components/layout/discord-icon.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/form-controls.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { GoogleIcon } from '../../components/ui/google-icon.tsx';
import { HydratedForm } from '../../components/ui/hydrated-form.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import {
  DISCORD_SIGN_IN_PATH,
  GOOGLE_SIGN_IN_PATH,
  LOGIN_RETURN_KEY,
  rememberReturnParam,
  rememberReturnUrl,
  takeReturnUrl,
} from '../../lib/login-return.ts';
import { paths } from '../../lib/paths.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Notice } from './auth-card.tsx';
import { EmailField } from './auth-fields.tsx';

/** What the sign-in callback's `?error=` means, in the catalogue's words. */
const signInErrors: Record<string, string> = {
  expired: messages.auth.invalidState,
  denied: messages.auth.signInDenied,
  discord: messages.auth.discordFailed,
  unavailable: messages.auth.signInUnavailable,
  busy: messages.http.tooManyRequests,
  google: messages.account.googleFailed,
  'google-unavailable': messages.account.googleUnavailable,
};

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: options } = useAuthOptionsQuery();
  const pending = usePendingGoogleQuery(undefined, { skip: params.get('link') !== 'google' });
  const [signIn, { isLoading: signingIn }] = usePasswordSignInMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const ids = { email: useId(), password: useId(), remember: useId() };
  const error = params.get('error');
  const pendingEmail = pending.data?.email ?? null;
  // The page may arrive drawn by the server: its buttons wait for the script that makes them work (a
  // form sent before that would put the password in the address).
  const hydrated = useHydrated();

  // A plain "Sign in" link (drawn by the server, followed before hydration) says where to come back to.
  const returnParam = params.get('return');
  useEffect(() => rememberReturnParam(returnParam), [returnParam]);

  const keepReturnPath = () => {
    // Keep an earlier return path (set by the header dialog); else come back to the home page.
    if (!localStorage.getItem(LOGIN_RETURN_KEY)) rememberReturnUrl({ pathname: '/', search: '' });
  };
  const continueWith = (path: string) => {
    keepReturnPath();
    window.location.assign(path);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    // Email and password are both required.
    if (!email) return setFormError(messages.account.emailRequired);
    if (!password) return setFormError(messages.account.passwordRequired);
    setFormError(null);
    try {
      const { user } = await signIn({ email, password, remember: form.get('remember') === 'on' }).unwrap();
      toast.success(messages.accountToasts.signedInAs(user.name));
      // Someone who came to link Google confirms it on the settings page.
      navigate(pendingEmail ? paths.settings : takeReturnUrl(), { replace: true });
    } catch (failure) {
      setFormError(errorMessage(failure, messages.accountToasts.signInFailed));
    }
  };

  return (
    <section className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:py-16 md:grid-cols-2 md:items-start">
      <div>
        <h1 className="font-display text-4xl font-bold">{messages.login.pageTitle}</h1>
        <p className="mt-3 text-slate-300">{messages.login.pageText}</p>
        {error && signInErrors[error] ? (
          <div className="mt-6">
            <Notice tone="error">{signInErrors[error]}</Notice>
          </div>
        ) : null}
        {pendingEmail ? (
          <div className="mt-6">
            <Notice tone="info">{messages.account.googleEmailInUse(pendingEmail)}</Notice>
          </div>
        ) : null}
        <div className="mt-8 flex flex-col gap-3">
          <Button
            size="lg"
            variant="discord"
            disabled={!hydrated}
            onClick={() => continueWith(DISCORD_SIGN_IN_PATH)}
          >
            <DiscordIcon className="size-5" />
            {messages.login.continue}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            disabled={!hydrated || (options ? !options.google : false)}
            title={options && !options.google ? messages.account.googleUnavailable : undefined}
            onClick={() => continueWith(GOOGLE_SIGN_IN_PATH)}
          >
            <GoogleIcon className="size-5" />
            {messages.login.continueWithGoogle}
          </Button>
        </div>
        {options?.demo ? (
          <DemoSignIn onSignedIn={() => navigate(takeReturnUrl(), { replace: true })} />
        ) : null}
      </div>

      <Card>
        <CardContent>
          <HydratedForm
            noValidate
            aria-label="Sign in with email"
            className="flex flex-col gap-4"
            onSubmit={submit}
          >
            <EmailField id={ids.email} />
            <Field id={ids.password} label={messages.login.password}>
              <PasswordInput id={ids.password} name="password" autoComplete="current-password" required />
            </Field>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <label htmlFor={ids.remember} className="flex items-center gap-2 text-slate-300">
                <input
                  id={ids.remember}
                  name="remember"
                  type="checkbox"
                  className="size-4 accent-brand-500"
                />
                {messages.login.rememberMe}
              </label>
              <Link to={paths.forgotPassword} className="font-semibold text-brand-300 hover:underline">
                {messages.login.forgotPassword}
              </Link>
            </div>
            <FormError message={formError} />
            <Button type="submit" disabled={signingIn}>
              {signingIn ? 'Signing in…' : messages.login.signIn}
            </Button>
            <p className="text-center text-sm text-slate-400">
              {messages.login.noAccount}{' '}
              <Link to={paths.signUp} className="font-semibold text-brand-300 hover:underline">
                {messages.login.signUp}
              </Link>
            </p>
          </HydratedForm>
        </CardContent>
      </Card>
    </section>
  );
}

/** Local demo only (no Discord credentials configured): pick one of the seeded people. */
function DemoSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { data, isLoading } = useDemoUsersQuery();
  const [signIn, { isLoading: signingIn }] = useDemoSignInMutation();
  const choose = async (userId: string, name: string) => {
    try {
      await signIn({ userId }).unwrap();
      toast.success(messages.accountToasts.signedInAs(name));
      onSignedIn();
    } catch (error) {
      toast.error(errorMessage(error, messages.accountToasts.demoSignInFailed));
    }
  };
  return (
    <section
      aria-labelledby="demo-title"
      className="mt-10 rounded-xl border border-amber-400/30 bg-amber-400/5 p-4"
    >
      <h2 id="demo-title" className="font-display text-lg font-bold text-amber-200">
        Demo sign-in
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        This local demo has no Discord app configured. Sign in as one of the seeded people.
      </p>
      {isLoading ? <p className="mt-3 text-sm text-slate-400">Loading demo users…</p> : null}
      <ul className="mt-3 flex flex-col gap-2">
        {data?.users.map((user) => (
          <li key={user.id}>
            <button
              type="button"
              disabled={signingIn}
              onClick={() => choose(user.id, user.name)}
              className="flex w-full items-center justify-between rounded-lg border border-white/10 bg-ink-900 px-3 py-2 text-left hover:border-brand-500/60"
            >
              <span className="font-semibold">{user.name}</span>
              <span className="text-xs text-slate-400">
                {user.administers.length ? `Organiser of ${user.administers.join(', ')}` : 'Player'}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
