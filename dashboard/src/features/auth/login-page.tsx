import { messages } from '@galaxia/core';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/api-slice.ts';
import { useAuthOptionsQuery, useDemoSignInMutation, useDemoUsersQuery } from '../../app/auth-api.ts';
import { DiscordIcon } from '../../components/layout/discord-icon.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Field, Input } from '../../components/ui/form-controls.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import {
  DISCORD_SIGN_IN_PATH,
  LOGIN_RETURN_KEY,
  rememberReturnUrl,
  takeReturnUrl,
} from '../../lib/login-return.ts';

/** What the sign-in callback's `?error=` means, in the catalogue's words. */
const signInErrors: Record<string, string> = {
  expired: messages.auth.invalidState,
  denied: messages.auth.signInDenied,
  discord: messages.auth.discordFailed,
  unavailable: messages.auth.signInUnavailable,
};

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: options } = useAuthOptionsQuery();
  const [showPassword, setShowPassword] = useState(false);
  const ids = { email: useId(), password: useId(), remember: useId() };
  const error = params.get('error');

  const continueWithDiscord = () => {
    // Keep an earlier return path (set by the header dialog); else come back to the home page.
    if (!localStorage.getItem(LOGIN_RETURN_KEY)) rememberReturnUrl({ pathname: '/', search: '' });
    window.location.assign(DISCORD_SIGN_IN_PATH);
  };

  return (
    <section className="mx-auto grid max-w-5xl gap-8 px-4 py-16 md:grid-cols-2 md:items-start">
      <div>
        <h1 className="font-display text-4xl font-bold">Welcome back</h1>
        <p className="mt-3 text-slate-300">Sign in to manage your tournaments, teams and profile.</p>
        {error && signInErrors[error] ? (
          <p
            role="alert"
            className="mt-6 rounded-lg border border-red-500/30 bg-red-500/10 px-4 py-3 text-sm text-red-200"
          >
            {signInErrors[error]}
          </p>
        ) : null}
        <div className="mt-8 flex flex-col gap-3">
          <Button
            size="lg"
            className="bg-[#5865F2] shadow-[#5865F2]/30 hover:bg-[#4752c4]"
            onClick={continueWithDiscord}
          >
            <DiscordIcon className="size-5" />
            Continue with Discord
          </Button>
          <Button size="lg" variant="secondary" disabled title="Google sign-in is not available yet">
            Continue with Google
          </Button>
        </div>
        {options?.demo ? (
          <DemoSignIn onSignedIn={() => navigate(takeReturnUrl(), { replace: true })} />
        ) : null}
      </div>

      <Card>
        <CardContent>
          <form
            aria-describedby="email-login-note"
            className="flex flex-col gap-4"
            onSubmit={(event) => event.preventDefault()}
          >
            <p id="email-login-note" className="rounded-lg bg-white/5 px-3 py-2 text-sm text-slate-300">
              Email sign-in is coming soon. For now, sign in with Discord.
            </p>
            <fieldset disabled className="flex flex-col gap-4">
              <Field id={ids.email} label="Email">
                <Input
                  id={ids.email}
                  type="email"
                  autoComplete="email"
                  required
                  placeholder="you@example.com"
                />
              </Field>
              <Field id={ids.password} label="Password">
                <div className="relative">
                  <Input
                    id={ids.password}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    required
                  />
                  <button
                    type="button"
                    onClick={() => setShowPassword((shown) => !shown)}
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    className="absolute inset-y-0 right-2 flex items-center text-slate-400"
                  >
                    {showPassword ? (
                      <EyeOff className="size-4" aria-hidden />
                    ) : (
                      <Eye className="size-4" aria-hidden />
                    )}
                  </button>
                </div>
              </Field>
              <div className="flex items-center justify-between text-sm">
                <label htmlFor={ids.remember} className="flex items-center gap-2 text-slate-300">
                  <input id={ids.remember} type="checkbox" className="size-4 accent-brand-500" />
                  Remember me
                </label>
                <span className="text-slate-500">Forgot password?</span>
              </div>
              <Button type="submit">Sign in</Button>
            </fieldset>
            <p className="text-center text-sm text-slate-400">
              New to Galaxia?{' '}
              <button
                type="button"
                onClick={continueWithDiscord}
                className="font-semibold text-brand-300 hover:underline"
              >
                Sign up with Discord
              </button>
            </p>
          </form>
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
      toast.success(`Signed in as ${name}`);
      onSignedIn();
    } catch (error) {
      toast.error(errorMessage(error, 'Demo sign-in failed'));
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
