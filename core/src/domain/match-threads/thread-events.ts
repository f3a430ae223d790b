import type { MatchSide } from '../../contracts/matches.ts';

/** The match as its Discord thread last told it: what a sync compares against to post one line per change. */
export interface MatchThreadSnapshot {
  status: string;
  scheduledTime: string | null;
  proposal: { time: string; by: MatchSide } | null;
  checkedIn: MatchSide[];
  report: { scoreA: number; scoreB: number; by: MatchSide } | null;
  dispute: { by: MatchSide; reason: string } | null;
  scoreA: number | null;
  scoreB: number | null;
}

export type ThreadEvent =
  | { kind: 'proposed' | 'countered'; by: MatchSide; time: string }
  | { kind: 'accepted'; by: MatchSide; time: string }
  | { kind: 'scheduled' | 'moved'; time: string }
  | { kind: 'checked-in'; side: MatchSide }
  | { kind: 'reported'; by: MatchSide; scoreA: number; scoreB: number }
  | { kind: 'disputed'; by: MatchSide; reason: string }
  | { kind: 'confirmed' | 'resolved' | 'corrected'; scoreA: number; scoreB: number };

const other = (side: MatchSide): MatchSide => (side === 'A' ? 'B' : 'A');

/**
 * What happened between two snapshots, in the order it happened. A first snapshot (a new thread)
 * tells nothing: the card says where the match stands.
 */
export function threadEvents(before: MatchThreadSnapshot | null, after: MatchThreadSnapshot): ThreadEvent[] {
  if (!before) return [];
  const events: ThreadEvent[] = [];
  const proposal = after.proposal;
  if (proposal && (proposal.time !== before.proposal?.time || proposal.by !== before.proposal?.by)) {
    const countered = before.proposal !== null && before.proposal.by !== proposal.by;
    events.push({ kind: countered ? 'countered' : 'proposed', by: proposal.by, time: proposal.time });
  }
  if (after.scheduledTime && after.scheduledTime !== before.scheduledTime) {
    const accepted = before.proposal?.time === after.scheduledTime && !before.scheduledTime;
    if (accepted && before.proposal) {
      events.push({ kind: 'accepted', by: other(before.proposal.by), time: after.scheduledTime });
    } else {
      events.push({ kind: before.scheduledTime ? 'moved' : 'scheduled', time: after.scheduledTime });
    }
  }
  for (const side of after.checkedIn) {
    if (!before.checkedIn.includes(side)) events.push({ kind: 'checked-in', side });
  }
  const report = after.report;
  if (
    report &&
    (report.by !== before.report?.by ||
      report.scoreA !== before.report.scoreA ||
      report.scoreB !== before.report.scoreB)
  ) {
    events.push({ kind: 'reported', by: report.by, scoreA: report.scoreA, scoreB: report.scoreB });
  }
  if (
    after.dispute &&
    (after.dispute.by !== before.dispute?.by || after.dispute.reason !== before.dispute.reason)
  ) {
    events.push({ kind: 'disputed', by: after.dispute.by, reason: after.dispute.reason });
  }
  // A ruling on a completed match (a correction) changes its score after the thread told the result.
  if (
    after.status === 'completed' &&
    before.status === 'completed' &&
    (after.scoreA !== before.scoreA || after.scoreB !== before.scoreB)
  ) {
    events.push({ kind: 'corrected', scoreA: after.scoreA ?? 0, scoreB: after.scoreB ?? 0 });
  }
  if (after.status === 'completed' && before.status !== 'completed') {
    events.push({
      kind: before.status === 'disputed' ? 'resolved' : 'confirmed',
      scoreA: after.scoreA ?? 0,
      scoreB: after.scoreB ?? 0,
    });
  }
  return events;
}
