import type { MatchSide } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SettleResultInput } from './settle-result.ts';
import { settleResult } from './settle-result.ts';

/**
 * The no-show outcome written through the ordinary result path: the side that checked in wins 1-0 and
 * advances as on a confirmed result. Kept to this one function so the organiser rulings' forfeit can
 * replace it when it lands.
 */
export async function forfeitNoShow(
  em: EntityManager,
  input: SettleResultInput & { winner: MatchSide; note: string },
): Promise<void> {
  const { match, winner, now, note } = input;
  match.scoreA = winner === 'A' ? 1 : 0;
  match.scoreB = winner === 'B' ? 1 : 0;
  match.status = 'completed';
  match.completedTime = now;
  match.proposal = null;
  match.report = null;
  match.note = note;
  await settleResult(em, input);
}
