import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, uuidPrimaryKey } from './columns.ts';
import { GameAccount } from './game-account.ts';
import { Tournament } from './tournament.ts';
import { User } from './user.ts';

/**
 * One tournament organiser's decision on a player's account: approving a video accepts it for the
 * tournament it was reviewed for, and another tournament's organiser accepts (or refuses) that
 * verification for their own event. A player counts as verified in a tournament only when accepted there.
 */
export const VerificationAcceptance = defineEntity({
  name: 'VerificationAcceptance',
  tableName: 'verification_acceptances',
  uniques: [{ properties: ['tournament', 'account'] }],
  indexes: [{ properties: ['account'] }],
  properties: {
    id: uuidPrimaryKey(),
    tournament: () => p.manyToOne(Tournament).deleteRule('cascade'),
    account: () => p.manyToOne(GameAccount).deleteRule('cascade'),
    verdict: p.enum(['accepted', 'rejected']),
    reason: p.string().length(300).nullable(),
    decidedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    decidedAt: createdAtColumn(),
  },
});
