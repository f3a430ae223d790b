import type { EventMatchDetail } from '@galaxia/core';
import { useMatchVetoQuery } from './veto-api.ts';

/** The map of each game of a series, in game order, once the veto named them (empty otherwise). */
export function useSeriesMaps(
  match: Pick<EventMatchDetail, 'id' | 'hasMapVeto' | 'teamA' | 'teamB'>,
): string[] {
  const { data } = useMatchVetoQuery(match.id, { skip: !match.hasMapVeto || !match.teamA || !match.teamB });
  return data?.maps.map((map) => map.name) ?? [];
}
