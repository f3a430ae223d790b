import { messages, PASSWORD_MIN_LENGTH } from '@galaxia/core';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../app/api-slice.ts';
import { useSignUpMutation } from '../../app/auth-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/form-controls.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { HydratedForm } from '../../components/ui/hydrated-form.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { paths } from '../../lib/paths.ts';
import { AuthCard, Notice } from './auth-card.tsx';

export function SignUpPage() {
  const [signUp, { isLoading }] = useSignUpMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const ids = { name: useId(), email: useId(), password: useId() };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFormError(null);
    try {
      const result = await signUp({
        name: String(form.get('name') ?? ''),
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      }).unwrap();
      setSent(result.message);
    } catch (failure) {
      setFormError(errorMessage(failure, messages.accountToasts.signUpFailed));
    }
  };

  return (
    <AuthCard
      title="Create your account"
      text="Sign up with your email to follow events, join teams and cast matches. No Discord needed."
    >
      {sent ? (
        <div className="flex flex-col gap-4">
          <Notice tone="success">{sent}</Notice>
          <Link to={paths.login} className="text-sm font-semibold text-brand-300 hover:underline">
            Back to sign in
          </Link>
        </div>
      ) : (
        <HydratedForm noValidate aria-label="Sign up" className="flex flex-col gap-4" onSubmit={submit}>
          <Field id={ids.name} label="Name">
            <Input id={ids.name} name="name" autoComplete="nickname" maxLength={100} required />
          </Field>
          <Field id={ids.email} label={messages.login.email}>
            <Input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder="you@example.com"
            />
          </Field>
          <Field
            id={ids.password}
            label={messages.login.password}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
          >
            <PasswordInput id={ids.password} name="password" autoComplete="new-password" required />
          </Field>
          <FormError message={formError} />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Creating account…' : 'Create account'}
          </Button>
          <p className="text-center text-sm text-slate-400">
            Already have an account?{' '}
            <Link to={paths.login} className="font-semibold text-brand-300 hover:underline">
              {messages.login.signIn}
            </Link>
          </p>
        </HydratedForm>
      )}
    </AuthCard>
  );
}
