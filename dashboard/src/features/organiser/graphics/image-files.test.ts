import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, exportFileName } from './image-files.ts';

describe('exported files', () => {
  it('names the download after the tournament, season and section', () => {
    expect(exportFileName('BGMI Masters Series', 3, 'poster')).toBe('bgmi-masters-series-s3-poster.png');
    expect(exportFileName('  Clash! India: War League ', 4, 'match-card', 'jpg')).toBe(
      'clash-india-war-league-s4-match-card.jpg',
    );
    expect(exportFileName('???', 1, 'logo')).toBe('tournament-s1-logo.png');
  });

  it('turns a data URL into a blob of the same bytes and type', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  });
});
