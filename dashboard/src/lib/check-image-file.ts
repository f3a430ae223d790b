import { validateImage } from '@galaxia/core';

/** The core's image rules on a picked file, reading its first bytes so a renamed file is caught. */
export async function checkImageFile(file: File): Promise<string | null> {
  const bytes = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  return validateImage({ size: file.size, mimeType: file.type, bytes });
}
