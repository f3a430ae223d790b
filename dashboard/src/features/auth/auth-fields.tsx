import { messages, PASSWORD_MIN_LENGTH } from '@galaxia/core';
import { Field, Input } from '../../components/ui/form-controls.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';

export function EmailField({ id }: { id: string }) {
  return (
    <Field id={id} label={messages.login.email}>
      <Input id={id} name="email" type="email" autoComplete="email" required placeholder="you@example.com" />
    </Field>
  );
}

/** A password being chosen, with the rule it must meet. */
export function NewPasswordField({ id, label }: { id: string; label: string }) {
  return (
    <Field id={id} label={label} hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}>
      <PasswordInput id={id} name="password" autoComplete="new-password" required />
    </Field>
  );
}
