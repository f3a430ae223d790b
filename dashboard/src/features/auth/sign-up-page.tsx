import { messages } from '@galaxia/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useSignUpMutation } from '../../app/auth-api.ts';
import { Field, Input } from '../../components/ui/form-controls.tsx';
import { paths } from '../../lib/paths.ts';
import { AuthCard } from './auth-card.tsx';
import { EmailField, NewPasswordField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';

export function SignUpPage() {
  const [signUp, { isLoading }] = useSignUpMutation();
  const ids = { name: useId(), email: useId(), password: useId() };

  return (
    <AuthCard
      title="Create your account"
      text="Sign up with your email to follow events, join teams and cast matches. No Discord needed."
    >
      <AuthForm
        label="Sign up"
        send={(form) =>
          signUp({
            name: String(form.get('name') ?? ''),
            email: String(form.get('email') ?? ''),
            password: String(form.get('password') ?? ''),
          }).unwrap()
        }
        fallbackError={messages.accountToasts.signUpFailed}
        done={{ to: paths.login, text: 'Back to sign in' }}
        submit={{ text: 'Create account', busyText: 'Creating account…', busy: isLoading }}
        footer={
          <p className="text-center text-sm text-slate-400">
            Already have an account?{' '}
            <Link to={paths.login} className="font-semibold text-brand-300 hover:underline">
              {messages.login.signIn}
            </Link>
          </p>
        }
      >
        <Field id={ids.name} label="Name">
          <Input id={ids.name} name="name" autoComplete="nickname" maxLength={100} required />
        </Field>
        <EmailField id={ids.email} />
        <NewPasswordField id={ids.password} label={messages.login.password} />
      </AuthForm>
    </AuthCard>
  );
}
