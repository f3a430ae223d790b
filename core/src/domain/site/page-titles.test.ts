import { describe, expect, it } from 'vitest';
import { pageTitleOf } from './page-titles.ts';

describe('the browser tab names every page', () => {
  it('names each organiser page on its own', () => {
    expect(pageTitleOf('/galaxia')).toBe('Organiser dashboard | Galaxia');
    expect(pageTitleOf('/galaxia/tournaments')).toBe('My Tournaments | Galaxia');
    expect(pageTitleOf('/galaxia/tournaments/t1/console')).toBe('Tournament console | Galaxia');
    expect(pageTitleOf('/galaxia/tournaments/t1/edit/roadmap')).toBe('Edit tournament: Roadmap | Galaxia');
    expect(pageTitleOf('/galaxia/tournaments/t1/edit/graphics/poster')).toBe(
      'Edit tournament: Graphics | Galaxia',
    );
    expect(pageTitleOf('/galaxia/team/x', { item: 'Royal Barbarians' })).toBe('Royal Barbarians | Galaxia');
    expect(pageTitleOf('/galaxia/enquiries')).toBe('Enquiries | Galaxia');
    expect(pageTitleOf('/galaxia/nothing-here')).toBe('Page not found | Galaxia');
  });

  it('names public pages, and event pages after the event once it is known', () => {
    expect(pageTitleOf('/')).toBe('Galaxia');
    expect(pageTitleOf('/events')).toBe('Events | Galaxia');
    expect(pageTitleOf('/settings/game-accounts')).toBe('Game accounts | Galaxia');
    expect(pageTitleOf('/events/e1')).toBe('Event | Galaxia');
    expect(pageTitleOf('/events/e1', { event: 'BGMI Pro League' })).toBe('BGMI Pro League | Galaxia');
    expect(pageTitleOf('/events/e1/prize-pool', { event: 'BGMI Pro League' })).toBe(
      'Prize Pool · BGMI Pro League | Galaxia',
    );
    expect(pageTitleOf('/events/e1/teams/t1', { event: 'BGMI Pro League', item: 'Soul' })).toBe(
      'Soul · BGMI Pro League | Galaxia',
    );
    expect(pageTitleOf('/events/e1/matches/m1', { event: 'BGMI Pro League' })).toBe(
      'Match · BGMI Pro League | Galaxia',
    );
    expect(pageTitleOf('/players/p1', { item: 'Aarav Mehta' })).toBe('Aarav Mehta | Galaxia');
    expect(pageTitleOf('/no/such/page')).toBe('Page not found | Galaxia');
  });
});
