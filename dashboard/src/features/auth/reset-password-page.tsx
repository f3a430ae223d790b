import { messages, PASSWORD_MIN_LENGTH } from '@galaxia/core';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/api-slice.ts';
import { useResetPasswordMutation } from '../../app/auth-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/form-controls.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { HydratedForm } from '../../components/ui/hydrated-form.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { paths } from '../../lib/paths.ts';
import { AuthCard, Notice } from './auth-card.tsx';

/** Where the reset mail's link lands: a new password, then every other session is signed out. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const passwordId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    try {
      const password = String(new FormData(event.currentTarget).get('password') ?? '');
      setDone((await reset({ token, password }).unwrap()).message);
    } catch (failure) {
      setFormError(errorMessage(failure, messages.accountToasts.passwordChangeFailed));
    }
  };

  return (
    <AuthCard title="Choose a new password">
      {done ? (
        <div className="flex flex-col gap-4">
          <Notice tone="success">{done}</Notice>
          <Link to={paths.login} className="text-sm font-semibold text-brand-300 hover:underline">
            Go to sign in
          </Link>
        </div>
      ) : (
        <HydratedForm
          noValidate
          aria-label="Reset password"
          className="flex flex-col gap-4"
          onSubmit={submit}
        >
          <Field
            id={passwordId}
            label="New password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
          >
            <PasswordInput id={passwordId} name="password" autoComplete="new-password" required />
          </Field>
          <FormError message={formError} />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Save new password'}
          </Button>
          <Link
            to={paths.forgotPassword}
            className="text-center text-sm font-semibold text-brand-300 hover:underline"
          >
            Ask for a new link
          </Link>
        </HydratedForm>
      )}
    </AuthCard>
  );
}
