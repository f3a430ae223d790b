import type { DivisionRef } from '../../contracts/roadmap.ts';

/** Roadmaps saved before phases had divisions name a source phase only: that is its division 0. */
export const toDivisionRef = (source: number | readonly [number, number]): [number, number] =>
  typeof source === 'number' ? [source, 0] : [source[0], source[1]];

export const sameDivision = (a: DivisionRef, b: DivisionRef): boolean => a[0] === b[0] && a[1] === b[1];
