import type { EventListItem } from '@galaxia/core';
import { describe, expect, it } from 'vitest';
import { groupEvents } from './group-events.ts';

const event = (id: string, status: EventListItem['status'], isParticipating = false): EventListItem => ({
  id,
  title: id,
  game: 'BGMI',
  format: 'Squad',
  roadmap: '',
  host: 'Galaxia Esports',
  prizePool: '₹10,00,000',
  discordLink: 'https://discord.gg/galaxia',
  image: '',
  imageAlt: '',
  registrationStatus: 'closed',
  registrationEndDate: '2026-01-01',
  status,
  isParticipating,
  description: '',
});

describe('groupEvents', () => {
  it('puts my events first and keeps them out of Upcoming only', () => {
    const groups = groupEvents([
      event('a', 'upcoming', true),
      event('b', 'upcoming'),
      event('c', 'ongoing', true),
      event('d', 'past'),
    ]);
    expect(groups.map((group) => [group.title, group.events.map((e) => e.id)])).toEqual([
      ['My Events', ['a', 'c']],
      ['Upcoming', ['b']],
      ['Ongoing', ['c']],
      ['Past', ['d']],
    ]);
  });

  it('drops empty groups', () => {
    expect(groupEvents([event('x', 'past')]).map((group) => group.key)).toEqual(['past']);
    expect(groupEvents([])).toEqual([]);
  });

  it('takes My Events from all events when given, not from this page of the list', () => {
    const page = [event('b', 'upcoming'), event('d', 'past')];
    const mine = [event('z', 'ongoing', true)];
    expect(groupEvents(page, mine).map((group) => [group.title, group.events.map((e) => e.id)])).toEqual([
      ['My Events', ['z']],
      ['Upcoming', ['b']],
      ['Past', ['d']],
    ]);
  });
});
