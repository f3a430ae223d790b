import type { MatchSide } from '../../contracts/matches.ts';
import type { MatchState } from './match-actor.ts';

/** Who a match move should tell, and why: the side that has to act next, or both when it is settled. */
export type MatchNotice =
  | { kind: 'match-proposal'; to: MatchSide; time: string }
  | { kind: 'result-to-confirm'; to: MatchSide; scoreA: number; scoreB: number }
  | { kind: 'dispute-outcome'; to: 'both'; scoreA: number | null; scoreB: number | null };

const other = (side: MatchSide): MatchSide => (side === 'A' ? 'B' : 'A');

/**
 * What a move changed that a team must hear about: a new time offered (the other side accepts or
 * counters), a score reported (the other side confirms or disputes), a dispute settled (both sides).
 */
export function matchNotices(before: MatchState, after: MatchState): MatchNotice[] {
  const notices: MatchNotice[] = [];
  const proposal = after.proposal;
  if (proposal && (proposal.time !== before.proposal?.time || proposal.by !== before.proposal?.by))
    notices.push({ kind: 'match-proposal', to: other(proposal.by), time: proposal.time });
  const report = after.report;
  if (
    report &&
    after.status !== 'completed' &&
    (report.at !== before.report?.at || report.by !== before.report?.by)
  )
    notices.push({
      kind: 'result-to-confirm',
      to: other(report.by),
      scoreA: report.scoreA,
      scoreB: report.scoreB,
    });
  if (before.status === 'disputed' && after.status !== 'disputed')
    notices.push({ kind: 'dispute-outcome', to: 'both', scoreA: after.scoreA, scoreB: after.scoreB });
  return notices;
}
