import type { OrganiserTournamentSummary } from '@galaxia/core';
import { describe, expect, it } from 'vitest';
import { filterTournaments } from './tournament-filters.ts';

const card = (name: string, status: OrganiserTournamentSummary['status'], startDate: string) =>
  ({ id: name, name, status, startDate }) as OrganiserTournamentSummary;

const list = [
  card('Spring Draft', 'draft', '2026-04-01'),
  card('Monsoon Cup', 'live', '2026-03-01'),
  card('Winter Open', 'registration', '2026-05-01'),
  card('Old Scrims', 'archived', '2025-01-01'),
  card('Autumn Finals', 'completed', '2025-10-01'),
];
/** The names shown for a filter; the rest of the filter is the page's default (all, no search, by status). */
const shown = (filter: Partial<Parameters<typeof filterTournaments>[1]>) =>
  filterTournaments(list, { status: 'all', search: '', sort: 'status', ...filter }).map((c) => c.name);

describe('filterTournaments', () => {
  it('puts running events before drafts and leaves archived ones out of All', () => {
    expect(shown({})).toEqual(['Monsoon Cup', 'Winter Open', 'Spring Draft', 'Autumn Finals']);
  });

  it('filters by status, published including open registration, and searches by name', () => {
    expect(shown({ status: 'published' })).toEqual(['Winter Open']);
    expect(shown({ status: 'archived' })).toEqual(['Old Scrims']);
    expect(shown({ search: ' cup' })).toEqual(['Monsoon Cup']);
  });

  it('sorts by start date either way', () => {
    expect(shown({ sort: 'soonest' })).toEqual([
      'Autumn Finals',
      'Monsoon Cup',
      'Spring Draft',
      'Winter Open',
    ]);
    expect(shown({ sort: 'latest' })[0]).toBe('Winter Open');
  });
});
