import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type StoreGeneratedPoster, UploadedFile } from '@galaxia/core/server';
import { Resvg } from '@resvg/resvg-js';

/**
 * Draws a poster design's SVG as PNG with resvg (as the share cards are) and keeps it like an upload.
 * The file belongs to nobody's quota: the platform made it. A rolled-back publish leaves the file to
 * the orphan sweep.
 */
export const storeGeneratedPoster =
  (uploadDir: string): StoreGeneratedPoster =>
  async (em, svg) => {
    const png = new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } })
      .render()
      .asPng();
    const storageName = `${randomUUID()}.png`;
    await writeFile(join(uploadDir, storageName), png);
    return em.create(UploadedFile, {
      owner: null,
      kind: 'image',
      mimeType: 'image/png',
      sizeBytes: png.length,
      storageName,
      originalName: 'generated-poster.png',
    });
  };
