import { IMAGE_INPUT_ACCEPT } from '@galaxia/core';
import type { ComponentProps } from 'react';
import { checkImageFile } from '../../lib/check-image-file.ts';
import { FileInput } from './file-input.tsx';

/**
 * A file input for an image: the core's image rules run on the picked file before anyone sees it. A
 * refused file is cleared from the input and its problem reported; an accepted one clears the problem.
 */
export function ImageFileInput({
  onImage,
  onProblem,
  ...props
}: Omit<ComponentProps<typeof FileInput>, 'accept' | 'onChange'> & {
  onImage: (file: File) => void;
  onProblem: (problem: string | null) => void;
}) {
  return (
    <FileInput
      accept={IMAGE_INPUT_ACCEPT}
      {...props}
      onChange={async (event) => {
        const file = event.target.files?.[0];
        if (!file) return;
        const problem = await checkImageFile(file);
        onProblem(problem);
        if (problem) event.target.value = '';
        else onImage(file);
      }}
    />
  );
}
