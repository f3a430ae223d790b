import type { TeamMemberRole } from '../../contracts/teams.ts';
import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';
import { isActiveCaptain } from './captaincy.ts';

/** The organiser area shows rosters as n/10. */
export const TEAM_MAX_PLAYERS = 10;

export interface RosterEntry {
  userId: string;
  role: 'captain' | 'member';
  status: 'active' | 'invited';
}

export const roleLabel = (role: RosterEntry['role']): TeamMemberRole =>
  role === 'captain' ? 'Captain' : 'Member';

export const activePlayerCount = (roster: readonly Pick<RosterEntry, 'status'>[]): number =>
  roster.filter((entry) => entry.status === 'active').length;

const activeEntry = (roster: readonly RosterEntry[], userId: string) =>
  roster.find((entry) => entry.userId === userId && entry.status === 'active');

export function requireCaptain(roster: readonly RosterEntry[], userId: string): void {
  if (!roster.some((entry) => entry.userId === userId && isActiveCaptain(entry))) {
    throw new AppError('FORBIDDEN', 'TEAMS_CAPTAIN_ONLY', messages.teams.captainOnly);
  }
}

/** An invitation holds a seat: otherwise a captain could send twenty and have all of them accepted. */
export function checkCanInvite(roster: readonly RosterEntry[], inviteeId: string): void {
  const existing = roster.find((entry) => entry.userId === inviteeId);
  if (existing) {
    throw new AppError(
      'CONFLICT',
      existing.status === 'active' ? 'TEAMS_ALREADY_MEMBER' : 'TEAMS_ALREADY_INVITED',
      existing.status === 'active' ? messages.teams.alreadyMember : messages.teams.alreadyInvited,
    );
  }
  if (roster.length >= TEAM_MAX_PLAYERS)
    throw new AppError('CONFLICT', 'TEAMS_FULL', messages.teams.full(TEAM_MAX_PLAYERS));
}

/** A team never loses its captain while it has players: the captain hands over first, or is the last one out. */
export function leaveOutcome(roster: readonly RosterEntry[], userId: string): 'leave' | 'disband' {
  const me = activeEntry(roster, userId);
  if (!me) throw new AppError('NOT_FOUND', 'TEAMS_NOT_YOUR_TEAM', messages.teams.notYourTeam);
  const othersActive = roster.some((entry) => entry.status === 'active' && entry.userId !== userId);
  if (!othersActive) return 'disband';
  if (isActiveCaptain(me))
    throw new AppError('CONFLICT', 'TEAMS_TRANSFER_BEFORE_LEAVING', messages.teams.transferBeforeLeaving);
  return 'leave';
}

export function checkCanRemove(roster: readonly RosterEntry[], captainId: string, userId: string): void {
  if (userId === captainId)
    throw new AppError(
      'CONFLICT',
      'TEAMS_CAPTAIN_CANNOT_REMOVE_SELF',
      messages.teams.captainCannotRemoveSelf,
    );
  if (!roster.some((entry) => entry.userId === userId))
    throw new AppError('NOT_FOUND', 'TEAMS_NOT_MEMBER', messages.teams.notMember);
}

export function checkCanTransfer(roster: readonly RosterEntry[], captainId: string, userId: string): void {
  if (userId === captainId)
    throw new AppError('CONFLICT', 'TEAMS_ALREADY_CAPTAIN', messages.teams.alreadyCaptain);
  if (!activeEntry(roster, userId))
    throw new AppError('BAD_REQUEST', 'TEAMS_NOT_MEMBER', messages.teams.notMember);
}
