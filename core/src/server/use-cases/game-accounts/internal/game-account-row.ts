import type { GameAccountRow, GameId } from '@galaxia/core';
import type { GameAccount } from '../../../db/entities/index.ts';

export type GameAccountEntity = InstanceType<typeof GameAccount.class>;

export const toGameAccountRow = (account: GameAccountEntity): GameAccountRow => ({
  game: account.gameId as GameId,
  id: account.inGameId,
  // A Clash of Clans name is only known once the worker has asked the game's API.
  name: account.inGameName ?? '',
  status: account.status,
  ...(account.status === 'rejected' && account.rejectionReason ? { reason: account.rejectionReason } : {}),
});
