import { messages } from '@galaxia/core';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useResetPasswordMutation } from '../../app/auth-api.ts';
import { paths } from '../../lib/paths.ts';
import { AuthCard } from './auth-card.tsx';
import { NewPasswordField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';

/** Where the reset mail's link lands: a new password, then every other session is signed out. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { isLoading }] = useResetPasswordMutation();
  const passwordId = useId();

  return (
    <AuthCard title="Choose a new password">
      <AuthForm
        label="Reset password"
        send={(form) => reset({ token, password: String(form.get('password') ?? '') }).unwrap()}
        fallbackError={messages.accountToasts.passwordChangeFailed}
        done={{ to: paths.login, text: 'Go to sign in' }}
        submit={{ text: 'Save new password', busyText: 'Saving…', busy: isLoading }}
        footer={
          <Link
            to={paths.forgotPassword}
            className="text-center text-sm font-semibold text-brand-300 hover:underline"
          >
            Ask for a new link
          </Link>
        }
      >
        <NewPasswordField id={passwordId} label="New password" />
      </AuthForm>
    </AuthCard>
  );
}
