import type { TournamentLifecycle } from '../../contracts/lifecycle.ts';
import { IST_UTC_OFFSET_MINUTES } from '../calendar/date-time.ts';

/** Today's calendar day in India, the day publish dates are compared with. */
export const istToday = (now: Date): string =>
  new Date(now.getTime() + IST_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

export interface PublicationFacts {
  lifecycle: TournamentLifecycle;
  /** YYYY-MM-DD. */
  publishDate: string;
}

/**
 * The public sees a tournament once the organiser has published it and its publish day has come: a draft
 * stays hidden on its publish date.
 */
export const isPublished = (tournament: PublicationFacts, now: Date): boolean =>
  tournament.lifecycle !== 'draft' && tournament.publishDate <= istToday(now);
