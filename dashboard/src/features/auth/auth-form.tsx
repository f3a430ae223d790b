import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../app/api-slice.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Notice } from './auth-card.tsx';

/**
 * Sends an account form once and keeps what the server answered: its message when it worked, its error
 * (or `fallbackError`) when it did not.
 */
export function useAuthForm(send: (form: FormData) => Promise<{ message: string }>, fallbackError: string) {
  // Drawn by the server first: the form is sent only once the script that sends it has loaded.
  const hydrated = useHydrated();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFormError(null);
    try {
      setDone((await send(form)).message);
    } catch (failure) {
      setFormError(errorMessage(failure, fallbackError));
    }
  };
  return { hydrated, formError, done, submit };
}

/** An account form, replaced by the server's answer and a link on once it has been sent. */
export function AuthForm({
  state,
  label,
  doneLink,
  busy,
  submitText,
  busyText,
  footer,
  children,
}: {
  state: ReturnType<typeof useAuthForm>;
  label: string;
  doneLink: { to: string; text: string };
  busy: boolean;
  submitText: string;
  busyText: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  if (state.done) {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="success">{state.done}</Notice>
        <Link to={doneLink.to} className="text-sm font-semibold text-brand-300 hover:underline">
          {doneLink.text}
        </Link>
      </div>
    );
  }
  return (
    <form noValidate aria-label={label} className="flex flex-col gap-4" onSubmit={state.submit}>
      {children}
      <FormError message={state.formError} />
      <Button type="submit" disabled={!state.hydrated || busy}>
        {busy ? busyText : submitText}
      </Button>
      {footer}
    </form>
  );
}
