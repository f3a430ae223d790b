import { type GameId, hasTownHallBreakdown } from '@galaxia/core';

/** A Clash of Clans tournament's war size is its team size; other games field no Town Halls. */
export const warSizeOf = (tournament: { gameId: string; format?: number | null }): number | null =>
  hasTownHallBreakdown(tournament.gameId as GameId) ? (tournament.format ?? null) : null;
