import { formatRupees, parsePrizePool } from '../stats/indian-rupees.ts';

/** How the public site names an event: 'BGMI Masters Series Season 3'. */
export const eventTitle = (eventName: string, seasonNumber: number): string =>
  `${eventName} Season ${seasonNumber}`;

/** The phases' formats in order: 'Group Stage → Single Elimination'. */
export const roadmapSummary = (phases: readonly { format: string }[]): string =>
  phases.map((phase) => phase.format).join(' → ');

/** Rupees with Indian grouping when the organiser typed an amount, else their text as typed. */
export const prizePoolDisplay = (text: string | null | undefined): string => {
  if (!text) return '';
  const rupees = parsePrizePool(text);
  return rupees === null ? text : formatRupees(rupees);
};
