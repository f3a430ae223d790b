import { describe, expect, it } from 'vitest';
import {
  activePlayerCount,
  checkCanInvite,
  checkCanRemove,
  checkCanTransfer,
  leaveOutcome,
  type RosterEntry,
  requireCaptain,
  TEAM_MAX_PLAYERS,
} from './roster-rules.ts';

const captain: RosterEntry = { userId: 'cap', role: 'captain', status: 'active' };
const member: RosterEntry = { userId: 'mem', role: 'member', status: 'active' };
const invitee: RosterEntry = { userId: 'inv', role: 'member', status: 'invited' };

describe('roster rules', () => {
  it('counts only active players, but seats invitations against the limit of 10', () => {
    expect(TEAM_MAX_PLAYERS).toBe(10);
    expect(activePlayerCount([captain, member, invitee])).toBe(2);
    const nine = Array.from({ length: 9 }, (_, i): RosterEntry => ({ ...invitee, userId: `u${i}` }));
    expect(() => checkCanInvite([captain, ...nine.slice(0, 8)], 'new')).not.toThrow();
    expect(() => checkCanInvite([captain, ...nine], 'new')).toThrow(
      'This team is full: a team has at most 10 players',
    );
  });

  it('refuses inviting someone already on the team or already invited', () => {
    expect(() => checkCanInvite([captain, member], 'mem')).toThrow('This player is already on the team');
    expect(() => checkCanInvite([captain, invitee], 'inv')).toThrow('already been invited');
  });

  it('lets only the active captain manage the roster', () => {
    expect(() => requireCaptain([captain, member], 'cap')).not.toThrow();
    expect(() => requireCaptain([captain, member], 'mem')).toThrow('Only the team captain can do that');
    expect(() => requireCaptain([captain], 'stranger')).toThrow('Only the team captain can do that');
  });

  it('makes a captain hand over before leaving, unless they are the last active player', () => {
    expect(leaveOutcome([captain, member], 'mem')).toBe('leave');
    expect(() => leaveOutcome([captain, member], 'cap')).toThrow('Transfer captaincy');
    expect(leaveOutcome([captain, invitee], 'cap')).toBe('disband');
    expect(() => leaveOutcome([captain, invitee], 'inv')).toThrow('You are not a member of this team');
  });

  it('keeps the captain from removing themselves and transferring to a non-player', () => {
    expect(() => checkCanRemove([captain, member], 'cap', 'cap')).toThrow(
      'A captain cannot remove themselves',
    );
    expect(() => checkCanRemove([captain, member], 'cap', 'nobody')).toThrow('not an active member');
    expect(() => checkCanRemove([captain, invitee], 'cap', 'inv')).not.toThrow();
    expect(() => checkCanTransfer([captain, invitee], 'cap', 'inv')).toThrow('not an active member');
    expect(() => checkCanTransfer([captain, member], 'cap', 'cap')).toThrow('already the captain');
    expect(() => checkCanTransfer([captain, member], 'cap', 'mem')).not.toThrow();
  });
});
