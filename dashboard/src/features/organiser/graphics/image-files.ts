export { checkImageFile } from '../../../lib/check-image-file.ts';

/** Decoded in the page: the content security policy keeps fetch() away from data: URLs. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [header = '', base64 = ''] = dataUrl.split(',');
  const type = /^data:([^;]+)/.exec(header)?.[1] ?? 'application/octet-stream';
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

export function downloadDataUrl(dataUrl: string, fileName: string) {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** 'BGMI Masters Series', 3, 'poster' -> 'bgmi-masters-series-s3-poster.png'. */
export function exportFileName(eventName: string, seasonNumber: number, section: string, extension = 'png') {
  const slug = eventName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'tournament'}-s${seasonNumber}-${section}.${extension}`;
}
