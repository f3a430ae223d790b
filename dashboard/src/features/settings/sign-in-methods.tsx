import { messages, PASSWORD_MIN_LENGTH, type SignInMethod, type SignInMethods } from '@galaxia/core';
import { KeyRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/api-slice.ts';
import {
  useConfirmGoogleLinkMutation,
  useDismissGoogleLinkMutation,
  useKeepSignInMethodsMutation,
  useSetPasswordMutation,
  useSignInMethodsQuery,
  useUnlinkMethodMutation,
} from '../../app/auth-api.ts';
import { DiscordIcon } from '../../components/layout/discord-icon.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field, Input } from '../../components/ui/form-controls.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { GoogleIcon } from '../../components/ui/google-icon.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { DISCORD_LINK_PATH, GOOGLE_LINK_PATH } from '../../lib/login-return.ts';

const linkErrors: Record<string, string> = {
  'discord-taken': messages.account.discordTaken,
  'google-taken': messages.account.googleTaken,
};
const linkedToasts: Record<string, string> = {
  discord: messages.account.discordLinked,
  google: messages.account.googleLinked,
};

/** Settings: the ways this person can sign in, each linkable and unlinkable (never the last one). */
export function SignInMethodsCard() {
  const methods = useSignInMethodsQuery();
  const [params, setParams] = useSearchParams();

  // The OAuth round trips come back here with ?linked= or ?error=: say it once, then tidy the URL.
  useEffect(() => {
    const linked = params.get('linked');
    const error = params.get('error');
    if (!linked && !error) return;
    if (linked && linkedToasts[linked]) toast.success(linkedToasts[linked]);
    if (error && linkErrors[error]) toast.error(linkErrors[error]);
    setParams({}, { replace: true });
  }, [params, setParams]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Ways to sign in</CardTitle>
        <p className="text-sm text-slate-400">
          Link several so you can always get in. Organiser features and the bot need Discord.
        </p>
      </CardHeader>
      <CardContent>
        <QueryState
          query={methods}
          label="Loading your sign-in methods"
          fallbackError="Could not load your sign-in methods."
        >
          {(data) => <MethodList methods={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** The providers a person links by leaving for their sign-in page. */
const PROVIDERS = [
  {
    method: 'discord',
    name: 'Discord',
    icon: <DiscordIcon className="size-5 text-[#8891f2]" />,
    linkPath: DISCORD_LINK_PATH,
  },
  { method: 'google', name: 'Google', icon: <GoogleIcon className="size-5" />, linkPath: GOOGLE_LINK_PATH },
] as const;

function MethodList({ methods }: { methods: SignInMethods }) {
  const [unlink, { isLoading: unlinking }] = useUnlinkMethodMutation();
  const remove = async (method: SignInMethod) => {
    try {
      toast.success((await unlink(method).unwrap()).message);
    } catch (failure) {
      toast.error(errorMessage(failure, messages.accountToasts.unlinkFailed));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {methods.toReview.length ? (
        <ReviewWaysIn ways={methods.toReview} onRemove={remove} busy={unlinking} />
      ) : null}
      {methods.pendingGoogleEmail ? <PendingGoogleLink email={methods.pendingGoogleEmail} /> : null}
      <ul className="flex flex-col divide-y divide-white/10">
        {PROVIDERS.map(({ method, name, icon, linkPath }) => (
          <MethodRow
            key={method}
            icon={icon}
            name={name}
            linked={methods[method]}
            onLink={() => window.location.assign(linkPath)}
            onUnlink={() => remove(method)}
            busy={unlinking}
          />
        ))}
        <MethodRow
          icon={<KeyRound className="size-5 text-brand-300" aria-hidden />}
          name="Email and password"
          detail={
            methods.email
              ? `${methods.email}${methods.emailVerified ? '' : ' (not verified yet)'}`
              : undefined
          }
          linked={methods.password}
          onUnlink={() => remove('password')}
          busy={unlinking}
        />
      </ul>
      <PasswordForm methods={methods} />
    </div>
  );
}

function MethodRow(props: {
  icon: ReactNode;
  name: string;
  detail?: string | undefined;
  linked: boolean;
  onLink?: () => void;
  onUnlink: () => void;
  busy: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-center gap-3">
        {props.icon}
        <div className="min-w-0">
          <p className="font-semibold">{props.name}</p>
          {props.detail ? <p className="truncate text-xs text-slate-400">{props.detail}</p> : null}
        </div>
        <Badge tone={props.linked ? 'green' : 'neutral'}>{props.linked ? 'Linked' : 'Not linked'}</Badge>
      </div>
      {props.linked ? (
        <Button variant="ghost" size="sm" disabled={props.busy} onClick={props.onUnlink}>
          Unlink {props.name === 'Email and password' ? 'password' : props.name}
        </Button>
      ) : props.onLink ? (
        <Button variant="secondary" size="sm" onClick={props.onLink}>
          Link {props.name}
        </Button>
      ) : null}
    </li>
  );
}

const wayNames = { discord: 'Discord', google: 'Google' } as const;

/**
 * After a reset (or a followed link) proved the address on an account that already had Discord or
 * Google: whoever typed the address may have added them, so the owner says which to keep.
 */
function ReviewWaysIn(props: {
  ways: SignInMethods['toReview'];
  onRemove: (method: SignInMethod) => Promise<void>;
  busy: boolean;
}) {
  const [keep, { isLoading }] = useKeepSignInMethodsMutation();
  const names = props.ways.map((way) => wayNames[way]).join(' and ');
  return (
    <section
      aria-label="Review your ways to sign in"
      className="flex flex-col gap-3 rounded-lg border border-amber-400/50 bg-amber-400/10 p-4"
    >
      <h3 className="font-semibold text-amber-200">Review your ways to sign in</h3>
      <p className="text-sm">{messages.account.reviewSignInMethods(names)}</p>
      <div className="flex flex-wrap gap-2">
        {props.ways.map((way) => (
          <Button
            key={way}
            size="sm"
            variant="danger"
            disabled={props.busy}
            onClick={() => props.onRemove(way)}
          >
            Remove {wayNames[way]}
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          disabled={isLoading}
          onClick={async () => {
            try {
              toast.success((await keep().unwrap()).message);
            } catch (failure) {
              toast.error(errorMessage(failure, messages.accountToasts.reviewFailed));
            }
          }}
        >
          They are mine, keep them
        </Button>
      </div>
    </section>
  );
}

function PendingGoogleLink({ email }: { email: string }) {
  const [confirm, { isLoading }] = useConfirmGoogleLinkMutation();
  const [dismiss] = useDismissGoogleLinkMutation();
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-brand-500/40 bg-brand-500/10 p-4">
      <p className="text-sm">{messages.account.googleLinkPending(email)}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={isLoading}
          onClick={async () => {
            try {
              toast.success((await confirm().unwrap()).message);
            } catch (failure) {
              toast.error(errorMessage(failure, messages.accountToasts.linkGoogleFailed));
            }
          }}
        >
          Link Google
        </Button>
        <Button size="sm" variant="ghost" onClick={() => dismiss()}>
          Not now
        </Button>
      </div>
    </div>
  );
}

/** Add a password (an account without an email gives one, verified by mail) or change it. */
function PasswordForm({ methods }: { methods: SignInMethods }) {
  const [save, { isLoading }] = useSetPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const ids = { email: useId(), current: useId(), password: useId() };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setFormError(null);
    try {
      const result = await save({
        password: String(form.get('password') ?? ''),
        ...(methods.email ? {} : { email: String(form.get('email') ?? '') }),
        ...(methods.password ? { currentPassword: String(form.get('currentPassword') ?? '') } : {}),
      }).unwrap();
      toast.success(result.message);
      formElement.reset();
    } catch (failure) {
      setFormError(errorMessage(failure, messages.accountToasts.passwordSaveFailed));
    }
  };
  return (
    <form
      noValidate
      aria-label="Password"
      onSubmit={submit}
      className="flex flex-col gap-3 border-t border-white/10 pt-4"
    >
      <h3 className="font-semibold">{methods.password ? 'Change password' : 'Add a password'}</h3>
      {methods.email ? null : (
        <Field id={ids.email} label={messages.login.email}>
          <Input id={ids.email} name="email" type="email" autoComplete="email" />
        </Field>
      )}
      {methods.password ? (
        <Field id={ids.current} label="Current password">
          <PasswordInput id={ids.current} name="currentPassword" autoComplete="current-password" />
        </Field>
      ) : null}
      <Field id={ids.password} label="New password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        <PasswordInput id={ids.password} name="password" autoComplete="new-password" />
      </Field>
      <FormError message={formError} />
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save password'}
        </Button>
      </div>
    </form>
  );
}
