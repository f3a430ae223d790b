import type { VerificationStatus } from '@galaxia/core';
import type { GameAccount } from '../../db/entities/index.ts';

export type GameAccountEntity = InstanceType<typeof GameAccount.class>;

/** A row of the verified-accounts table; `reason` says why an organiser rejected it. */
export interface GameAccountRow {
  game: string;
  id: string;
  name: string;
  status: VerificationStatus;
  reason?: string;
}

export const toGameAccountRow = (account: GameAccountEntity): GameAccountRow => ({
  game: account.gameId,
  id: account.inGameId,
  // A Clash of Clans name is only known once the worker has asked the game's API.
  name: account.inGameName ?? '',
  status: account.status,
  ...(account.status === 'rejected' && account.rejectionReason ? { reason: account.rejectionReason } : {}),
});
