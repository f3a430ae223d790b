import type { GameId, MyContest } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { UseCaseContext } from '../../context.ts';
import { VerificationContest } from '../../db/entities/index.ts';

export const myContestView = (contest: InferEntity<typeof VerificationContest>): MyContest => ({
  id: contest.id,
  game: contest.gameId as GameId,
  playerId: contest.inGameId,
  status: contest.status,
  statement: contest.statement,
  createdAt: contest.createdAt.toISOString(),
  decidedAt: contest.decidedAt?.toISOString() ?? null,
  reason: contest.decisionReason ?? null,
});

/** GET /api/game-accounts/contests: the contests the person filed, newest first, with staff's reasons. */
export async function listMyContests(ctx: UseCaseContext): Promise<MyContest[]> {
  const contests = await ctx.em.find(
    VerificationContest,
    { contestant: ctx.actor.userId },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  );
  return contests.map(myContestView);
}
