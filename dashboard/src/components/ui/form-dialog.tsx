import type { ReactNode } from 'react';
import { Dialog, type DialogProps } from './dialog.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { FormError } from './form-error.tsx';

/**
 * A dialog holding one form: its fields, the server's refusal under them, then Cancel (which closes it)
 * and the submit button.
 */
export function FormDialog({
  onSubmit,
  error,
  afterError,
  submitLabel,
  cancelLabel,
  submitDisabled,
  noValidate = true,
  children,
  ...dialog
}: DialogProps & {
  onSubmit: () => void;
  error: string | null | undefined;
  /** What the refusal asks of the person next (a confirmation). */
  afterError?: ReactNode;
  submitLabel: ReactNode;
  cancelLabel?: string;
  submitDisabled: boolean;
  /** Off where the browser's own checks (a number's minimum) should stop the form first. */
  noValidate?: boolean;
}) {
  return (
    <Dialog {...dialog}>
      <form
        noValidate={noValidate}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <FormError message={error} />
        {afterError}
        <DialogActions
          onCancel={() => dialog.onOpenChange(false)}
          cancelLabel={cancelLabel}
          submitLabel={submitLabel}
          submitDisabled={submitDisabled}
        />
      </form>
    </Dialog>
  );
}
