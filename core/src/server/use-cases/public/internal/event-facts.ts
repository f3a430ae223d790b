import {
  AppError,
  type CalendarRound,
  type DateTimeSpan,
  type EventListItem,
  type EventStatus,
  eventSchedule,
  eventTitle,
  formatLabel,
  gameIdSchema,
  gameName,
  istToday,
  messages,
  PLAYING_ENTRY_STATUSES,
  prizePoolDisplay,
  publicEventStatus,
  registrationFieldsOf,
  registrationStatus,
  roadmapSummary,
  type ScheduleItem,
  type StoredPhaseStatus,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../db/is-uuid.ts';
import { fileUrl } from '../../game-accounts/internal/file-url.ts';
import { posterAltOf } from './poster-alt.ts';

/** Everything an event card, the event page and its calendar are derived from. */
export interface EventCard {
  id: string;
  eventName: string;
  seasonNumber: number;
  gameId: string;
  format: number | null;
  prizePool: string | null;
  discordLink: string | null;
  posterId: string | null;
  /** The poster's own description (uploaded_files.alt); null when nobody described it. */
  posterAlt: string | null;
  eventDescription: string | null;
  /** The Town Hall breakdown as saved; null before one is (and for games without one). */
  breakdown: Record<string, number> | null;
  lifecycle: 'published' | 'completed';
  /** The hosting Discord server's name. */
  host: string;
  /** The hosting server's community page address; null before its admins set one up. */
  communitySlug: string | null;
  registration: DateTimeSpan[];
  /** In roadmap order, each with its calendar rounds in order. */
  phases: { name: string; format: string; status: StoredPhaseStatus; rounds: CalendarRound[] }[];
  hasBrackets: boolean;
  hasMatches: boolean;
  hasStreams: boolean;
  isParticipating: boolean;
}

type StoredRound = Omit<CalendarRound, 'roundKey'> & { roundKey: string | null };
type CardRow = Omit<EventCard, 'phases'> & {
  phases: (Omit<EventCard['phases'][number], 'rounds'> & { rounds: StoredRound[] })[];
};

/** Statuses of a match nobody will stream any more. */
export const OVER_FOR_STREAMING = ['completed', 'disputed'] as const;

/**
 * The published events among `ids`, in one round trip: the row, its server, registration windows,
 * phases with their rounds, which sub-pages have content and whether the viewer is rostered in it.
 * The public event page is the hottest read there is, so it costs a single query.
 */
export async function loadEventCards(
  em: EntityManager,
  ids: readonly string[],
  viewerId: string | null,
  now: Date,
): Promise<Map<string, EventCard>> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await em.execute<CardRow[]>(
    `select t.id, t.event_name as "eventName", t.season_number as "seasonNumber", t.game_id as "gameId",
            t.format, t.prize_pool as "prizePool", t.discord_link as "discordLink", t.poster_id as "posterId",
            (select f.alt from uploaded_files f where f.id = t.poster_id) as "posterAlt",
            t.event_description as "eventDescription", t.breakdown, t.lifecycle, s.name as host,
            (select c.slug from communities c where c.server_id = t.server_id) as "communitySlug",
            coalesce((select json_agg(json_build_object('startDate', w.start_date, 'endDate', w.end_date,
                                                        'startTime', w.start_time, 'endTime', w.end_time)
                                      order by w.position)
                        from registration_windows w where w.tournament_id = t.id), '[]') as registration,
            coalesce((select json_agg(json_build_object(
                               'name', p.name, 'format', p.format, 'status', p.status,
                               'rounds', coalesce((select json_agg(json_build_object(
                                                          'roundKey', r.round_key, 'roundName', r.round_name,
                                                          'startDate', r.start_date, 'endDate', r.end_date,
                                                          'startTime', r.start_time, 'endTime', r.end_time)
                                                        order by r.position)
                                                     from calendar_rounds r where r.phase_id = p.id), '[]'))
                                      order by p.position)
                        from phases p where p.tournament_id = t.id), '[]') as phases,
            -- A battle-royale phase has lobbies instead of matches: its points tables and lobby matches.
            (exists(select 1 from matches m where m.tournament_id = t.id)
              or exists(select 1 from br_lobbies l where l.tournament_id = t.id)) as "hasBrackets",
            (exists(select 1 from matches m
                     where m.tournament_id = t.id and m.bracket_status not in ('bye', 'void'))
              or exists(select 1 from br_lobbies l where l.tournament_id = t.id)) as "hasMatches",
            exists(select 1 from stream_claims c join matches m on m.id = c.match_id
                    where m.tournament_id = t.id and m.status not in (?, ?)) as "hasStreams",
            exists(select 1 from tournament_registrations g
                    where g.tournament_id = t.id and g.status in ('registered', 'invited')
                      and g.roster @> jsonb_build_array(?::text)) as "isParticipating"
       from tournaments t join discord_servers s on s.id = t.server_id
      where t.id in (${wanted.map(() => '?').join(', ')}) and t.lifecycle <> 'draft' and t.publish_date <= ?`,
    [...OVER_FOR_STREAMING, viewerId, ...wanted, istToday(now)],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        phases: row.phases.map((phase) => ({
          ...phase,
          rounds: phase.rounds.map(({ roundKey, ...round }) => (roundKey ? { ...round, roundKey } : round)),
        })),
      },
    ]),
  );
}

/** One published event, or the 404 every unpublished, unknown or malformed id gets. */
export async function loadEventCard(
  em: EntityManager,
  tournamentId: string,
  viewerId: string | null,
  now: Date,
): Promise<EventCard> {
  const card = (await loadEventCards(em, [tournamentId], viewerId, now)).get(tournamentId);
  if (!card) throw new AppError('NOT_FOUND', 'EVENT_NOT_FOUND', messages.event.notFound);
  return card;
}

/** Registrations that count: withdrawn, dropped and waitlisted teams do not play in the event. */
export const enteredRegistration = {
  status: { $in: [...PLAYING_ENTRY_STATUSES] },
  awaitingVerification: false,
};

/** Upcoming until a phase really starts, ongoing until the champion, then past: never the calendar alone. */
const cardStatus = (card: EventCard): EventStatus =>
  publicEventStatus(
    card.lifecycle,
    card.phases.map((phase) => phase.status),
  );

export const scheduleOf = (card: EventCard, now: Date): ScheduleItem[] =>
  eventSchedule(card.registration, card.phases, now);

export function toEventListItem(card: EventCard, now: Date): EventListItem {
  const gameId = gameIdSchema.parse(card.gameId);
  return {
    id: card.id,
    title: eventTitle(card.eventName, card.seasonNumber),
    game: gameName(gameId),
    format: card.format ? (formatLabel(gameId, card.format) ?? '') : '',
    roadmap: roadmapSummary(card.phases),
    host: card.host,
    prizePool: prizePoolDisplay(card.prizePool),
    discordLink: card.discordLink,
    image: card.posterId ? fileUrl(card.posterId) : null,
    imageAlt: posterAltOf(card.posterId, card.posterAlt, eventTitle(card.eventName, card.seasonNumber)),
    ...registrationFieldsOf(registrationStatus(card.registration, now)),
    status: cardStatus(card),
    isParticipating: card.isParticipating,
    description: card.eventDescription ?? '',
    ...(card.communitySlug ? { communitySlug: card.communitySlug } : {}),
  };
}
