import { messages } from '@galaxia/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useForgotPasswordMutation } from '../../app/auth-api.ts';
import { paths } from '../../lib/paths.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';

export function ForgotPasswordPage() {
  const [ask, { isLoading }] = useForgotPasswordMutation();
  const emailId = useId();

  return (
    <AuthCard title="Reset your password" text="We will email you a link to choose a new password.">
      <AuthForm
        label="Forgot password"
        send={(form) => ask({ email: String(form.get('email') ?? '') }).unwrap()}
        fallbackError={messages.accountToasts.resetEmailFailed}
        done={{ to: paths.login, text: 'Back to sign in' }}
        submit={{ text: 'Send reset link', busyText: 'Sending…', busy: isLoading }}
        footer={
          <Link to={paths.login} className="text-center text-sm font-semibold text-brand-300 hover:underline">
            Back to sign in
          </Link>
        }
      >
        <EmailField id={emailId} />
      </AuthForm>
    </AuthCard>
  );
}
