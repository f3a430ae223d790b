import { describe, expect, it } from 'vitest';
import { graphicsSectionSize, graphicsSections, isGraphicsSection, tournamentImageOf } from './sections.ts';

describe('graphics sections', () => {
  it('sizes poster, header and logo as the tournament images, the others 1280x720 and 1080x1080', () => {
    expect(graphicsSections().map(({ section }) => [section, graphicsSectionSize(section)])).toEqual([
      ['poster', { width: 1920, height: 1080 }],
      ['header', { width: 1920, height: 360 }],
      ['logo', { width: 1080, height: 1080 }],
      ['match-card', { width: 1280, height: 720 }],
      ['social-post', { width: 1080, height: 1080 }],
    ]);
  });

  it('lets only poster, header and logo become tournament images', () => {
    expect(tournamentImageOf('poster')).toBe('poster');
    expect(tournamentImageOf('header')).toBe('header');
    expect(tournamentImageOf('logo')).toBe('logo');
    expect(tournamentImageOf('match-card')).toBeNull();
    expect(tournamentImageOf('social-post')).toBeNull();
  });

  it('recognises section names', () => {
    expect(isGraphicsSection('match-card')).toBe(true);
    expect(isGraphicsSection('banner')).toBe(false);
    expect(isGraphicsSection(undefined)).toBe(false);
  });
});
