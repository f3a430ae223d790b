import { describe, expect, it } from 'vitest';
import { mainNavigation, paths } from './paths.ts';

describe('navigation', () => {
  it('offers Home, Events, Creatives and Galaxia in that order', () => {
    expect(mainNavigation.map((item) => [item.label, item.to])).toEqual([
      ['Home', '/'],
      ['Events', '/events'],
      ['Creatives', '/creatives'],
      ['Galaxia', '/galaxia'],
    ]);
  });

  it('builds event links from the id', () => {
    expect(paths.event('abc-1')).toBe('/events/abc-1');
  });
});
