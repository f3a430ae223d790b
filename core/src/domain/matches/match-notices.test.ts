import { describe, expect, it } from 'vitest';
import { matchNotices } from './match-notices.ts';
import { sampleMatch } from './test-support.ts';

const pending = sampleMatch({ status: 'pending', scheduledTime: null });

describe('who a match move tells', () => {
  it('tells the other side of a proposed time, again when it is countered', () => {
    const offered = { ...pending, proposal: { time: '2031-05-10T12:30:00.000Z', by: 'A' as const } };
    expect(matchNotices(pending, offered)).toEqual([
      { kind: 'match-proposal', to: 'B', time: '2031-05-10T12:30:00.000Z' },
    ]);
    const countered = { ...offered, proposal: { time: '2031-05-10T14:30:00.000Z', by: 'B' as const } };
    expect(matchNotices(offered, countered)).toEqual([
      { kind: 'match-proposal', to: 'A', time: '2031-05-10T14:30:00.000Z' },
    ]);
    expect(matchNotices(offered, offered)).toEqual([]);
  });

  it('asks the other side to confirm a reported score, and tells both sides how a dispute was settled', () => {
    const scheduled = { ...pending, status: 'scheduled' as const, scheduledTime: '2031-05-10T12:30:00.000Z' };
    const reported = {
      ...scheduled,
      report: { scoreA: 2, scoreB: 1, by: 'B' as const, at: '2031-05-10T13:30:00.000Z' },
    };
    expect(matchNotices(scheduled, reported)).toEqual([
      { kind: 'result-to-confirm', to: 'A', scoreA: 2, scoreB: 1 },
    ]);
    const disputed = { ...reported, status: 'disputed' as const };
    const settled = { ...disputed, status: 'completed' as const, scoreA: 1, scoreB: 2, report: null };
    expect(matchNotices(disputed, settled)).toEqual([
      { kind: 'dispute-outcome', to: 'both', scoreA: 1, scoreB: 2 },
    ]);
    // Confirming tells nobody: the result is live on the site for both.
    expect(matchNotices(reported, { ...reported, status: 'completed', scoreA: 2, scoreB: 1 })).toEqual([]);
  });
});
