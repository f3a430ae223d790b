import type { PageMeta } from '@galaxia/core';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Absolute, because link unfurlers (Discord, X) fetch images and pages from outside the site. */
const absolute = (publicUrl: string, pathOrUrl: string) => new URL(pathOrUrl, `${publicUrl}/`).href;

/** The page's own `<title>`, description and Open Graph / Twitter card tags. */
export function pageHead(
  meta: PageMeta,
  options: { publicUrl: string; path: string; image: string; imageAlt: string },
): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const url = escapeHtml(absolute(options.publicUrl, options.path));
  const image = escapeHtml(absolute(options.publicUrl, options.image));
  const imageAlt = escapeHtml(options.imageAlt);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Galaxia" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:alt" content="${imageAlt}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${imageAlt}" />`,
  ].join('\n    ');
}

/** JSON inside a `<script>`: `<` escaped so no value can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
