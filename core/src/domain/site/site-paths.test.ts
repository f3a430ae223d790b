import { describe, expect, it } from 'vitest';
import { organiserPaths, sitePaths, siteUrl } from './site-paths.ts';

describe('site paths', () => {
  it('builds event and organiser links from ids', () => {
    expect(sitePaths.event('abc-1')).toBe('/events/abc-1');
    expect(sitePaths.eventMatch('t-1', 'm-2')).toBe('/events/t-1/matches/m-2');
    expect(organiserPaths.editStep('t-1', 'basic')).toBe('/galaxia/tournaments/t-1/edit/basic');
  });

  it('joins the public origin and a path with exactly one slash', () => {
    expect(siteUrl('https://galaxia.gg/', sitePaths.eventSection('t-1', 'stats'))).toBe(
      'https://galaxia.gg/events/t-1/stats',
    );
    expect(siteUrl('https://galaxia.gg', organiserPaths.verify)).toBe('https://galaxia.gg/galaxia/verify');
  });
});
