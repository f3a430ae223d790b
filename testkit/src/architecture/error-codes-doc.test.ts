import { readFileSync } from 'node:fs';
import { ERROR_CODE_LIST } from '@galaxia/core';
import { describe, expect, it } from 'vitest';

describe('docs/error-codes.md', () => {
  it('documents every declared error code, and no other, in the same order', () => {
    const doc = readFileSync(new URL('../../../docs/error-codes.md', import.meta.url), 'utf8');
    const documented = [...doc.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]);
    expect(documented).toEqual([...ERROR_CODE_LIST]);
  });
});
