import { messages } from '@galaxia/core';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../app/api-slice.ts';
import { useForgotPasswordMutation } from '../../app/auth-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/form-controls.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { HydratedForm } from '../../components/ui/hydrated-form.tsx';
import { paths } from '../../lib/paths.ts';
import { AuthCard, Notice } from './auth-card.tsx';

export function ForgotPasswordPage() {
  const [ask, { isLoading }] = useForgotPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const emailId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    try {
      const email = String(new FormData(event.currentTarget).get('email') ?? '');
      setSent((await ask({ email }).unwrap()).message);
    } catch (failure) {
      setFormError(errorMessage(failure, messages.accountToasts.resetEmailFailed));
    }
  };

  return (
    <AuthCard title="Reset your password" text="We will email you a link to choose a new password.">
      {sent ? (
        <div className="flex flex-col gap-4">
          <Notice tone="success">{sent}</Notice>
          <Link to={paths.login} className="text-sm font-semibold text-brand-300 hover:underline">
            Back to sign in
          </Link>
        </div>
      ) : (
        <HydratedForm
          noValidate
          aria-label="Forgot password"
          className="flex flex-col gap-4"
          onSubmit={submit}
        >
          <Field id={emailId} label={messages.login.email}>
            <Input
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder="you@example.com"
            />
          </Field>
          <FormError message={formError} />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Sending…' : 'Send reset link'}
          </Button>
          <Link to={paths.login} className="text-center text-sm font-semibold text-brand-300 hover:underline">
            Back to sign in
          </Link>
        </HydratedForm>
      )}
    </AuthCard>
  );
}
