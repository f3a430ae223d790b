import { describe, expect, it } from 'vitest';
import { acceptedCodings } from './content-coding.ts';

describe('acceptedCodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip, deflate', ['gzip']],
    ['GZip', ['gzip']],
    ['', []],
    ['identity', []],
    ['br;q=0, gzip', ['gzip']],
    ['br; q=0.5, gzip;q=0', ['br']],
    ['*', ['br', 'gzip']],
    ['*;q=0.5, gzip;q=0', ['br']],
    ['br;q=nonsense', []],
  ])('%j takes %j', (header, codings) => {
    expect([...acceptedCodings(header)]).toEqual(codings);
  });

  it('takes nothing when the header is missing', () => {
    expect([...acceptedCodings(undefined)]).toEqual([]);
  });
});
