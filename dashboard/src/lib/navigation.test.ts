import { describe, expect, it } from 'vitest';
import { mainNavigation } from './paths.ts';

describe('navigation', () => {
  it('offers Home, Events, Creatives and Galaxia in that order', () => {
    expect(mainNavigation.map((item) => [item.label, item.to])).toEqual([
      ['Home', '/'],
      ['Events', '/events'],
      ['Creatives', '/creatives'],
      ['Galaxia', '/galaxia'],
    ]);
  });
});
