import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../app/api-slice.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { HydratedForm } from '../../components/ui/hydrated-form.tsx';
import { Notice } from './auth-card.tsx';

/**
 * An account form sent once: the server's error (or `fallbackError`) under its fields when it fails,
 * the server's message and a link on in its place when it works.
 */
export function AuthForm({
  label,
  send,
  fallbackError,
  done,
  submit,
  footer,
  children,
}: {
  label: string;
  send: (form: FormData) => Promise<{ message: string }>;
  fallbackError: string;
  /** Where the link shown with the server's message leads. */
  done: { to: string; text: string };
  submit: { text: string; busyText: string; busy: boolean };
  footer: ReactNode;
  children: ReactNode;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFormError(null);
    try {
      setAnswer((await send(form)).message);
    } catch (failure) {
      setFormError(errorMessage(failure, fallbackError));
    }
  };

  if (answer) {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="success">{answer}</Notice>
        <Link to={done.to} className="text-sm font-semibold text-brand-300 hover:underline">
          {done.text}
        </Link>
      </div>
    );
  }
  return (
    <HydratedForm noValidate aria-label={label} className="flex flex-col gap-4" onSubmit={onSubmit}>
      {children}
      <FormError message={formError} />
      <Button type="submit" disabled={submit.busy}>
        {submit.busy ? submit.busyText : submit.text}
      </Button>
      {footer}
    </HydratedForm>
  );
}
