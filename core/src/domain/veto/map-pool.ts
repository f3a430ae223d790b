import { type Refusal, refusal } from '../errors/error-codes.ts';
import { messages } from '../messages/catalogue.ts';
import { gameMaps, mapName, type VetoGameId } from './game-maps.ts';

/** What is wrong with a pool an organiser chose: each map a current map of the game, once. Null when fine. */
export function mapPoolProblem(game: VetoGameId, pool: readonly string[]): Refusal | null {
  if (pool.length === 0) return refusal('MAP_POOL_EMPTY', messages.mapPool.empty);
  const known = new Set(gameMaps(game).map((map) => map.id));
  const seen = new Set<string>();
  for (const map of pool) {
    if (!known.has(map)) return refusal('MAP_POOL_UNKNOWN_MAP', messages.mapPool.unknownMap(map));
    if (seen.has(map)) return refusal('MAP_POOL_DUPLICATE', messages.mapPool.duplicate(mapName(game, map)));
    seen.add(map);
  }
  return null;
}
