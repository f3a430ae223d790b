import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns.ts';
import { Tournament } from './tournament.ts';
import { UploadedFile } from './uploaded-file.ts';
import { User } from './user.ts';

/** A player's in-game account and where its verification stands. */
export const GameAccount = defineEntity({
  name: 'GameAccount',
  tableName: 'game_accounts',
  uniques: [{ properties: ['gameId', 'inGameId'] }],
  indexes: [{ properties: ['user'] }],
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    gameId: p.string().length(20),
    inGameId: p.string().length(40),
    inGameName: p.string().length(60).nullable(),
    /** Clash of Clans: the Town Hall level the official API gave at the last verification. */
    townHallLevel: p.smallint().nullable(),
    status: p.enum(['pending', 'verified', 'rejected']),
    method: p.enum(['coc_token', 'bgmi_video']),
    evidence: () => p.manyToOne(UploadedFile).nullable().deleteRule('set null'),
    thumbnail: () => p.manyToOne(UploadedFile).nullable().deleteRule('set null'),
    rejectionReason: p.string().length(300).nullable(),
    reviewedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** The tournament whose organiser made the last review decision: review rights come from it. */
    reviewedFor: () => p.manyToOne(Tournament).nullable().deleteRule('set null'),
    verifiedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});
