import { publicSiteMessages } from '../messages/public-site.ts';
import type { EventSection } from './site-paths.ts';

const meta = publicSiteMessages.pageMeta;

/** What a page's head says about it: the browser tab, search results and link unfurls. */
export interface PageMeta {
  title: string;
  description: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-23' as '23 Nov 2026': calendar dates carry no time, so no zone can shift them. */
export function formatIsoDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The span an event's schedule covers, '23 Nov 2026 – 30 Nov 2026', or one date, or '' when none. */
export function eventDateRange(dates: readonly string[]): string {
  const sorted = [...dates].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return '';
  return first === last ? formatIsoDate(first) : `${formatIsoDate(first)} – ${formatIsoDate(last)}`;
}

interface EventFacts {
  title: string;
  game: string;
  prizePool: string;
  schedule: readonly { date: string }[];
}

/** An event page's head; a sub-page (brackets, teams, ...) is named before the event. */
export function eventPageMeta(event: EventFacts, section?: EventSection | 'match' | 'lobby'): PageMeta {
  const description = eventPageDescription(event);
  if (!section) return { title: meta.pageTitle(event.title), description };
  const label = section === 'match' ? meta.match : section === 'lobby' ? meta.lobby : meta.sections[section];
  return { title: meta.pageTitle(meta.eventSectionTitle(label, event.title)), description };
}

export const eventPageDescription = (event: EventFacts): string =>
  meta.eventDescription(event.game, eventDateRange(event.schedule.map((item) => item.date)), event.prizePool);
