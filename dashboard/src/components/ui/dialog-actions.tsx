import type { ReactNode } from 'react';
import { useLayoutTexts } from '../../lib/i18n/language.tsx';
import { Button } from './button.tsx';

/** Cancel and submit at the foot of a dialog's form. */
export function DialogActions({
  onCancel,
  cancelLabel,
  submitLabel,
  submitDisabled,
}: {
  onCancel: () => void;
  /** The page's own word for it; the page's language's "Cancel" when not given. */
  cancelLabel?: string;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
}) {
  const texts = useLayoutTexts();
  return (
    <div className="flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel ?? texts.cancel}
      </Button>
      <Button type="submit" disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
