import { englishLayoutTexts } from '@galaxia/core';
import { describe, expect, it } from 'vitest';
import { mainNavigation } from './paths.ts';

describe('navigation', () => {
  it('offers Home, Events, Creatives and Galaxia in that order', () => {
    expect(mainNavigation.map((item) => [englishLayoutTexts.nav[item.key], item.to])).toEqual([
      ['Home', '/'],
      ['Events', '/events'],
      ['Creatives', '/creatives'],
      ['Galaxia', '/galaxia'],
    ]);
  });
});
