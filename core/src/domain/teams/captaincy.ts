import type { RosterEntry } from './roster-rules.ts';

/**
 * Who captains a team: the member holding the captain role on an active membership (an accepted one,
 * not an invitation). Spread into a query (`{ team, ...ACTIVE_CAPTAIN }`) or tested with `isActiveCaptain`,
 * so every "the team's captain" reads the same rule.
 */
export const ACTIVE_CAPTAIN = { role: 'captain', status: 'active' } as const satisfies Pick<
  RosterEntry,
  'role' | 'status'
>;

export const isActiveCaptain = (member: Pick<RosterEntry, 'role' | 'status'>): boolean =>
  member.role === ACTIVE_CAPTAIN.role && member.status === ACTIVE_CAPTAIN.status;
