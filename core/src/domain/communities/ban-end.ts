import { IST_UTC_OFFSET_MINUTES } from '../calendar/date-time.ts';

/**
 * The end of a community ban as players and staff read it, on the tournaments' own clock (IST) and
 * with its year, since a ban may run for years: `2030-06-01 23:30 IST`.
 */
export function banEndText(end: Date | string): string {
  const at = new Date(new Date(end).getTime() + IST_UTC_OFFSET_MINUTES * 60_000);
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} IST`;
}
