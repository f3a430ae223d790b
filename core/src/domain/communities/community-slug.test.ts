import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { communitySlugProblem } from './community-slug.ts';

describe('community page addresses', () => {
  it('accepts readable lowercase addresses', () => {
    for (const slug of ['clash-india', 'cwl', 'season-4-league', 'a1b2'])
      expect(communitySlugProblem(slug)).toBeNull();
  });

  it('names what is wrong with an address it refuses', () => {
    expect(communitySlugProblem('ab')).toBe('The address must be at least 3 characters');
    expect(communitySlugProblem('x'.repeat(33))).toBe('The address can be at most 32 characters');
    expect(communitySlugProblem('a--b')).toBe(
      'Use lowercase letters, digits and single hyphens between them (no spaces or other signs)',
    );
    expect(communitySlugProblem('api')).toBe('“api” is reserved: choose another address');
  });

  it('never lets through a character that is not a lowercase letter, digit or hyphen', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (slug) => {
        if (communitySlugProblem(slug) === null) expect(slug).toMatch(/^[a-z0-9-]{3,32}$/);
      }),
    );
  });
});
