/** Uploads are served only through the API, which checks who may see each one. */
export const fileUrl = (fileId: string): string => `/api/files/${fileId}`;

export const fileUrlOrNull = (file: { id: string } | null | undefined): string | null =>
  file ? fileUrl(file.id) : null;
