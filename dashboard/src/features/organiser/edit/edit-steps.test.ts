import { describe, expect, it } from 'vitest';
import { stepAfter, stepsFor } from './edit-steps.ts';

describe('edit steps', () => {
  it('follow the work: Basic, Roadmap, Registration, Calendar, Graphics, Publish', () => {
    expect(stepsFor('valorant').map((step) => step.label)).toEqual([
      'Basic',
      'Roadmap',
      'Registration',
      'Calendar',
      'Graphics',
      'Publish',
    ]);
  });

  it('offer the Town Hall breakdown to Clash of Clans only', () => {
    expect(stepsFor('coc').map((step) => step.label)).toContain('Breakdown');
    expect(stepAfter('calendar', 'coc')).toBe('breakdown');
    expect(stepAfter('calendar', 'bgmi')).toBe('graphics/poster');
  });

  it('move each Save forward, Publish being the last', () => {
    expect(stepAfter('basic', 'valorant')).toBe('roadmap');
    expect(stepAfter('roadmap', 'valorant')).toBe('registration');
    expect(stepAfter('registration', 'valorant')).toBe('calendar');
    expect(stepAfter('graphics/poster', 'valorant')).toBe('publish');
    expect(stepAfter('publish', 'valorant')).toBe('publish');
  });
});
