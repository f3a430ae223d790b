import { forfeitScore, type MatchSide } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type SettleResultInput, settleResult } from './internal/settle-result.ts';

/**
 * The no-show outcome, written through the ordinary result path with the rulings' forfeit score: the
 * side that checked in wins and advances as on a confirmed result. The organiser's forfeit ruling
 * (forfeit-match.ts) needs an organiser to audit; check-in close has nobody acting, so it is this one
 * function.
 */
export async function forfeitNoShow(
  em: EntityManager,
  input: SettleResultInput & { absent: MatchSide; note: string },
): Promise<void> {
  const { match, absent, now, note } = input;
  const { scoreA, scoreB } = forfeitScore(absent);
  match.scoreA = scoreA;
  match.scoreB = scoreB;
  match.status = 'completed';
  match.completedTime = now;
  match.proposal = null;
  match.report = null;
  match.note = note;
  await settleResult(em, input);
}
