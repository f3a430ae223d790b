import type { DateTimeSpan } from '../../contracts/calendar.ts';
import { registrationStatus } from './registration-status.ts';

/** Town Hall levels are read again from the Clash of Clans API in the last hour before registration closes. */
export const TOWN_HALL_REFRESH_LEAD_MINUTES = 60;

/**
 * Whether a Clash of Clans tournament's rostered Town Halls are due a refresh: registration is open now
 * and will not be an hour from now (its close is within the lead), and no refresh ran inside that lead.
 */
export function townHallRefreshDue(
  windows: readonly DateTimeSpan[],
  now: Date,
  refreshedAt: Date | null,
): boolean {
  const lead = TOWN_HALL_REFRESH_LEAD_MINUTES * 60_000;
  if (registrationStatus(windows, now).status !== 'open') return false;
  if (registrationStatus(windows, new Date(now.getTime() + lead)).status === 'open') return false;
  return refreshedAt === null || now.getTime() - refreshedAt.getTime() >= lead;
}
