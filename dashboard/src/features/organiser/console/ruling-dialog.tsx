import { messages } from '@galaxia/core';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { RulingReasonField } from './ruling-reason-field.tsx';

/**
 * The frame every organiser ruling shares: what it concerns (`children`), the reason the log keeps, the
 * server's refusal, Cancel and the ruling's button. Closing it (saved or not) hands focus back to the
 * button that opened it.
 */
export function RulingDialog({
  title,
  description,
  onClose,
  onSubmit,
  form,
  reasonSentTo,
  afterError,
  submitLabel,
  submitDisabled,
  children,
}: {
  title: string;
  description: string;
  onClose: () => void;
  onSubmit: () => void;
  form: ReturnType<typeof useRulingForm>;
  reasonSentTo?: string;
  /** What the server's refusal asks of the organiser next (a confirmation). */
  afterError?: ReactNode;
  submitLabel: string;
  submitDisabled: boolean;
  children?: ReactNode;
}) {
  const reasonId = useId();
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      onSubmit={onSubmit}
      noValidate={false}
      error={form.error}
      afterError={afterError}
      submitLabel={submitLabel}
      submitDisabled={submitDisabled || form.reason.trim() === ''}
    >
      {children}
      <RulingReasonField id={reasonId} value={form.reason} onChange={form.setReason} sentTo={reasonSentTo} />
    </FormDialog>
  );
}

/** The reason a ruling dialog is filling in and the refusal it shows; `refused` also toasts it. */
export function useRulingForm() {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refused = (failure: unknown) => {
    const message = errorMessage(failure, messages.ruling.notSaved);
    setError(message);
    toast.error(message);
  };
  return { reason, setReason, error, setError, refused };
}
