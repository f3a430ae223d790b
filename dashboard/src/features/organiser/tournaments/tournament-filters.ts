import type { OrganiserTournamentSummary, TournamentStage } from '@galaxia/core';

/** My Tournaments' status filter; "all" leaves archived tournaments out, as putting them away means. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'live', label: 'Live' },
  { value: 'completed', label: 'Completed' },
  { value: 'archived', label: 'Archived' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export const SORT_ORDERS = [
  { value: 'status', label: 'Running first' },
  { value: 'soonest', label: 'Start date, earliest first' },
  { value: 'latest', label: 'Start date, latest first' },
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number]['value'];

const stagesOf: Record<StatusFilter, readonly TournamentStage[]> = {
  all: ['draft', 'published', 'registration', 'live', 'completed'],
  draft: ['draft'],
  // Registration open is a published tournament too.
  published: ['published', 'registration'],
  live: ['live'],
  completed: ['completed'],
  archived: ['archived'],
};

/** Real events before drafts: what is running needs the organiser first. */
const stageRank: Record<TournamentStage, number> = {
  live: 0,
  registration: 1,
  published: 2,
  draft: 3,
  completed: 4,
  archived: 5,
};

export function filterTournaments(
  tournaments: readonly OrganiserTournamentSummary[],
  { status, search, sort }: { status: StatusFilter; search: string; sort: SortOrder },
): OrganiserTournamentSummary[] {
  const words = search.trim().toLowerCase();
  const kept = tournaments.filter(
    (tournament) =>
      stagesOf[status].includes(tournament.status) &&
      (words === '' || tournament.name.toLowerCase().includes(words)),
  );
  const byDate = (a: OrganiserTournamentSummary, b: OrganiserTournamentSummary) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0;
  // Array.prototype.sort is stable: ties keep the server's newest-first order.
  if (sort === 'soonest') return kept.sort(byDate);
  if (sort === 'latest') return kept.sort((a, b) => byDate(b, a));
  return kept.sort((a, b) => stageRank[a.status] - stageRank[b.status]);
}
