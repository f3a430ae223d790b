import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { GameAccount } from './game-account.ts';
import { UploadedFile } from './uploaded-file.ts';
import { User } from './user.ts';

/**
 * Someone says an in-game id another person claimed is theirs, with their own video. Platform staff
 * decide (never a tournament organiser, whose server anyone can make): the row is the audit of who
 * decided, when, why, and whom the verification went to.
 */
export const VerificationContest = defineEntity({
  name: 'VerificationContest',
  tableName: 'verification_contests',
  indexes: [{ properties: ['account'] }, { properties: ['contestant'] }],
  properties: {
    id: uuidPrimaryKey(),
    account: () => p.manyToOne(GameAccount).deleteRule('cascade'),
    /** Kept as written so the audit reads the same if the account row changes hands. */
    gameId: p.string().length(20),
    inGameId: p.string().length(40),
    contestant: () => p.manyToOne(User).deleteRule('cascade'),
    inGameName: p.string().length(60),
    statement: p.string().length(500),
    evidence: () => p.manyToOne(UploadedFile).nullable().deleteRule('set null'),
    /** Who held the claim: when the contest was filed, then when it was decided. */
    claimant: () => p.manyToOne(User).nullable().deleteRule('set null'),
    status: p.enum(['open', 'upheld', 'dismissed']),
    decisionReason: p.string().length(300).nullable(),
    decidedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    decidedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
  },
});
