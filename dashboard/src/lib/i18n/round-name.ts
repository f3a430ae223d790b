import { roundNameParts } from '@galaxia/core';
import type { TFunction } from 'i18next';

/**
 * A round's or phase's name in the page's language: an engine's name ('Quarter-finals', 'Phase 2') by its
 * key, an organiser's own name as they wrote it. The stored name stays English.
 */
export function translateRoundName(name: string, t: TFunction): string {
  const parts = roundNameParts(name);
  return parts ? t(`rounds.${parts.key}`, { n: parts.n ?? '' }) : name;
}
