import { describe, expect, it } from 'vitest';
import {
  checkInWindowState,
  eventCheckInState,
  lobbyNoShowOutcome,
  noShowOutcome,
  requireCheckInOpen,
} from './check-in-rules.ts';

const match = new Date('2031-05-07T14:30:00Z'); // 20:00 IST

describe('match check-in', () => {
  // Opens 30 minutes before the match and closes at its time.
  it.each([
    ['2031-05-07T13:59:59Z', 'not_open'],
    ['2031-05-07T14:00:00Z', 'open'],
    ['2031-05-07T14:29:59Z', 'open'],
    ['2031-05-07T14:30:00Z', 'closed'],
  ])('is %s -> %s', (at, state) => {
    expect(checkInWindowState(match, new Date(at))).toBe(state);
  });

  it('names the window in the viewer zone with IST alongside, or IST alone', () => {
    expect(() => requireCheckInOpen(match, new Date('2031-05-07T13:00:00Z'), 'America/New_York')).toThrow(
      'Check-in opens at 7 May, 10:00 am GMT-4 (7 May, 07:30 pm IST)',
    );
    expect(() => requireCheckInOpen(match, new Date('2031-05-07T15:00:00Z'), null)).toThrow(
      'Check-in closed at 7 May, 08:00 pm IST',
    );
    expect(() => requireCheckInOpen(null, new Date(), null)).toThrow(
      'Check-in opens once the match has a time',
    );
  });

  it('forfeits a lone no-show only when auto-forfeit is on; both missing always go to the organiser', () => {
    expect(noShowOutcome({ checkedInA: true, checkedInB: true, autoForfeit: true })).toEqual({
      kind: 'none',
    });
    expect(noShowOutcome({ checkedInA: true, checkedInB: false, autoForfeit: true })).toEqual({
      kind: 'forfeit',
      absent: 'B',
      winner: 'A',
    });
    expect(noShowOutcome({ checkedInA: false, checkedInB: true, autoForfeit: false })).toEqual({
      kind: 'flag',
      absent: ['A'],
    });
    expect(noShowOutcome({ checkedInA: false, checkedInB: false, autoForfeit: true })).toEqual({
      kind: 'flag',
      absent: ['A', 'B'],
    });
  });

  it('runs event check-in from the close of registration to the first phase', () => {
    expect(eventCheckInState({ enabled: false, registrationClosed: true, started: false })).toBe('off');
    expect(eventCheckInState({ enabled: true, registrationClosed: false, started: false })).toBe('not_open');
    expect(eventCheckInState({ enabled: true, registrationClosed: true, started: false })).toBe('open');
    expect(eventCheckInState({ enabled: true, registrationClosed: true, started: true })).toBe('closed');
  });
});

describe('lobby map check-in close (issue 28)', () => {
  const squads = ['Alpha', 'Bravo', 'Charlie'];
  it('forfeits the squads missing when auto-forfeit is on, and nobody when all checked in', () => {
    expect(
      lobbyNoShowOutcome({ squads, checkedIn: new Set(['Alpha', 'Charlie']), autoForfeit: true }),
    ).toEqual({ kind: 'forfeit', absent: ['Bravo'] });
    expect(lobbyNoShowOutcome({ squads, checkedIn: new Set(squads), autoForfeit: true })).toEqual({
      kind: 'none',
    });
  });

  it('flags the missing squads to the organiser when auto-forfeit is off or nobody checked in', () => {
    expect(lobbyNoShowOutcome({ squads, checkedIn: new Set(['Alpha']), autoForfeit: false })).toEqual({
      kind: 'flag',
      absent: ['Bravo', 'Charlie'],
    });
    expect(lobbyNoShowOutcome({ squads, checkedIn: new Set(), autoForfeit: true })).toEqual({
      kind: 'flag',
      absent: squads,
    });
  });
});
