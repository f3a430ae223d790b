import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** Cancel and submit at the foot of a dialog's form. */
export function DialogActions({
  onCancel,
  submitLabel,
  submitDisabled,
}: {
  onCancel: () => void;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
}) {
  return (
    <div className="flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
