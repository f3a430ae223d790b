import { describe, expect, it } from 'vitest';
import { type MatchThreadSnapshot, threadEvents } from './thread-events.ts';

const pending: MatchThreadSnapshot = {
  status: 'pending',
  scheduledTime: null,
  proposal: null,
  checkedIn: [],
  report: null,
  dispute: null,
  scoreA: null,
  scoreB: null,
};
const at = '2026-03-01T13:00:00.000Z';

describe('threadEvents', () => {
  it('tells nothing for a new thread', () => {
    expect(threadEvents(null, pending)).toEqual([]);
  });

  it('walks a match from proposal to confirmation, one event per step', () => {
    const proposed = { ...pending, proposal: { time: at, by: 'A' as const } };
    expect(threadEvents(pending, proposed)).toEqual([{ kind: 'proposed', by: 'A', time: at }]);
    const countered = { ...pending, proposal: { time: '2026-03-01T14:00:00.000Z', by: 'B' as const } };
    expect(threadEvents(proposed, countered)).toEqual([
      { kind: 'countered', by: 'B', time: '2026-03-01T14:00:00.000Z' },
    ]);
    const scheduled = { ...pending, status: 'scheduled', scheduledTime: at };
    expect(threadEvents(proposed, scheduled)).toEqual([{ kind: 'accepted', by: 'B', time: at }]);
    const checked = { ...scheduled, checkedIn: ['B' as const] };
    expect(threadEvents(scheduled, checked)).toEqual([{ kind: 'checked-in', side: 'B' }]);
    const reported = { ...checked, report: { scoreA: 2, scoreB: 1, by: 'A' as const } };
    expect(threadEvents(checked, reported)).toEqual([{ kind: 'reported', by: 'A', scoreA: 2, scoreB: 1 }]);
    const done = { ...reported, status: 'completed', scoreA: 2, scoreB: 1 };
    expect(threadEvents(reported, done)).toEqual([{ kind: 'confirmed', scoreA: 2, scoreB: 1 }]);
  });

  it('tells a correction of a completed match, and nothing for a completed match left as it was', () => {
    const done = { ...pending, status: 'completed', scoreA: 13, scoreB: 5 };
    const corrected = { ...done, scoreB: 10 };
    expect(threadEvents(done, corrected)).toEqual([{ kind: 'corrected', scoreA: 13, scoreB: 10 }]);
    expect(threadEvents(corrected, corrected)).toEqual([]);
  });

  it('tells a move by the organiser, a dispute and its resolution', () => {
    const scheduled = { ...pending, status: 'scheduled', scheduledTime: at };
    const moved = { ...scheduled, scheduledTime: '2026-03-02T13:00:00.000Z' };
    expect(threadEvents(scheduled, moved)).toEqual([{ kind: 'moved', time: '2026-03-02T13:00:00.000Z' }]);
    expect(threadEvents(pending, scheduled)).toEqual([{ kind: 'scheduled', time: at }]);
    const reported = { ...scheduled, report: { scoreA: 2, scoreB: 1, by: 'A' as const } };
    const disputed = { ...reported, status: 'disputed', dispute: { by: 'B' as const, reason: 'Wrong map' } };
    expect(threadEvents(reported, disputed)).toEqual([{ kind: 'disputed', by: 'B', reason: 'Wrong map' }]);
    const resolved = { ...disputed, status: 'completed', scoreA: 0, scoreB: 2 };
    expect(threadEvents(disputed, resolved)).toEqual([{ kind: 'resolved', scoreA: 0, scoreB: 2 }]);
  });
});
