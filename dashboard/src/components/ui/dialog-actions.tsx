import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** Cancel and submit at the foot of a dialog's form. */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  submitDisabled,
}: {
  onCancel: () => void;
  /** The page's own word for it, on the translated pages. */
  cancelLabel?: string;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
}) {
  return (
    <div className="flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
