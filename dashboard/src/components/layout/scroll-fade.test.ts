import { describe, expect, it } from 'vitest';
import { fadeForScroll, HERO_FADE_DISTANCE_PX } from './scroll-fade.ts';

describe('fadeForScroll', () => {
  it('fades the hero out linearly over the first 500 px of scroll', () => {
    expect(HERO_FADE_DISTANCE_PX).toBe(500);
    expect([0, 125, 250, 500, 900].map((y) => fadeForScroll(y))).toEqual([1, 0.75, 0.5, 0, 0]);
  });
});
