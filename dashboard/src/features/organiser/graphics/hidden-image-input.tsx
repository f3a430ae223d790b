import { IMAGE_INPUT_ACCEPT } from '@galaxia/core';
import type { Ref } from 'react';

/**
 * The file input behind an "upload image" button: out of sight and out of the tab order. It is emptied
 * after each pick, so the same file can be picked again.
 */
export function HiddenImageInput({
  ref,
  id,
  label,
  onImage,
}: {
  ref: Ref<HTMLInputElement>;
  id?: string;
  label: string;
  onImage: (file: File) => void;
}) {
  return (
    <input
      id={id}
      ref={ref}
      type="file"
      accept={IMAGE_INPUT_ACCEPT}
      aria-label={label}
      className="sr-only"
      tabIndex={-1}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onImage(file);
      }}
    />
  );
}
