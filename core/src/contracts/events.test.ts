import { describe, expect, it } from 'vitest';
import {
  eventDetailSchema,
  eventListItemSchema,
  featuredTournamentSchema,
  prizePlaceSchema,
} from './events.ts';
import { issuePaths } from './test-support.ts';

const event = {
  id: 'bgmi-pro-league',
  title: 'BGMI Pro League Season 3',
  game: 'BGMI',
  format: 'Squad',
  roadmap: 'Qualifiers → Group Stage → Finals',
  host: 'Galaxia Esports',
  prizePool: '₹10,00,000',
  discordLink: 'https://discord.gg/galaxia',
  image: '/images/bgmi.jpg',
  imageAlt: 'BGMI Pro League poster',
  registrationStatus: 'not_started',
  registrationStartDate: '2025-04-01',
  registrationEndDate: '2025-04-15',
  status: 'upcoming',
  isParticipating: false,
  description: 'The biggest BGMI league of the year.',
};

describe('eventListItemSchema', () => {
  it('accepts a not-started event with its start date and an open one without', () => {
    expect(eventListItemSchema.parse(event)).toEqual(event);
    const { registrationStartDate: _, ...open } = event;
    expect(eventListItemSchema.parse({ ...open, registrationStatus: 'open' }).registrationStatus).toBe(
      'open',
    );
  });

  it('ties the start date to the not-started status', () => {
    const { registrationStartDate: _, ...withoutStart } = event;
    expect(issuePaths(eventListItemSchema.safeParse(withoutStart))).toEqual(['registrationStartDate']);
    expect(issuePaths(eventListItemSchema.safeParse({ ...event, registrationStatus: 'closed' }))).toEqual([
      'registrationStartDate',
    ]);
  });

  it('refuses unknown statuses, non-ISO dates and a non-URL Discord link, naming each field', () => {
    expect(
      issuePaths(
        eventListItemSchema.safeParse({
          ...event,
          status: 'finished',
          registrationEndDate: '15/04/2025',
          discordLink: 'discord',
        }),
      ),
    ).toEqual(['discordLink', 'registrationEndDate', 'status']);
  });
});

describe('eventDetailSchema', () => {
  const detail = {
    ...event,
    hasBrackets: true,
    hasStreams: false,
    hasMatches: true,
    schedule: [
      { phase: 'Registration', date: '2025-04-01', status: 'completed' },
      { phase: 'Qualifiers', date: '2025-04-20', status: 'active' },
      { phase: 'Finals', date: '2025-05-10', status: 'upcoming' },
    ],
  };

  it('accepts the detail fields and schedule; an event without final placings or Town Halls lists none', () => {
    expect(eventDetailSchema.parse(detail)).toEqual({ ...detail, placings: [], townHalls: [] });
  });

  it('refuses a bad schedule item and keeps the start-date rule', () => {
    const bad = { ...detail, schedule: [{ phase: 'Finals', date: '2025-05-10', status: 'done' }] };
    expect(issuePaths(eventDetailSchema.safeParse(bad))).toEqual(['schedule.0.status']);
    expect(issuePaths(eventDetailSchema.safeParse({ ...detail, registrationStatus: 'open' }))).toEqual([
      'registrationStartDate',
    ]);
  });
});

describe('featuredTournamentSchema and prizePlaceSchema', () => {
  it('accept samples and refuse bad fields by path', () => {
    const card = {
      id: 't-1',
      title: 'Valorant Champions Cup',
      game: 'Valorant',
      date: '2025-06-01',
      time: '18:00 IST',
      location: 'Online',
      participants: 64,
      image: '/images/valorant.jpg',
      imageAlt: null,
    };
    expect(featuredTournamentSchema.parse(card)).toEqual(card);
    expect(issuePaths(featuredTournamentSchema.safeParse({ ...card, participants: -1 }))).toEqual([
      'participants',
    ]);

    const place = { position: 1, prize: 500000, percentage: 50, color: '#FFD700' };
    expect(prizePlaceSchema.parse(place)).toEqual(place);
    expect(
      issuePaths(prizePlaceSchema.safeParse({ ...place, prize: 10.5, percentage: 120, color: 'gold' })),
    ).toEqual(['prize', 'percentage', 'color']);
  });
});
