import type { EventListItem } from '@galaxia/core';

export interface EventGroup {
  key: 'mine' | 'upcoming' | 'ongoing' | 'past';
  title: string;
  events: EventListItem[];
}

/**
 * My Events (participating), Upcoming (upcoming and not participating), Ongoing, Past.
 * Only Upcoming leaves out the events I play in, so an event I play in that is under way shows both
 * under My Events and under Ongoing. Empty groups are dropped.
 */
export function groupEvents(
  events: readonly EventListItem[],
  /** My Events over all events (GET /api/events/mine); without it, the ones on this page. */
  mine: readonly EventListItem[] = events.filter((event) => event.isParticipating),
): EventGroup[] {
  const groups: EventGroup[] = [
    { key: 'mine', title: 'My Events', events: [...mine] },
    {
      key: 'upcoming',
      title: 'Upcoming',
      events: events.filter((event) => event.status === 'upcoming' && !event.isParticipating),
    },
    { key: 'ongoing', title: 'Ongoing', events: events.filter((event) => event.status === 'ongoing') },
    { key: 'past', title: 'Past', events: events.filter((event) => event.status === 'past') },
  ];
  return groups.filter((group) => group.events.length > 0);
}
