import {
  type EventStatus,
  eventTitle,
  FEATURED_TOURNAMENT_COUNT,
  type FeaturedTournaments,
  gameIdSchema,
  gameName,
  istToday,
  messages,
  publicEventStatus,
  tournamentLifecycleSchema,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Tournament } from '../../db/entities/index.ts';
import { fileUrlOrNull } from '../game-accounts/internal/file-url.ts';
import { enteredTeamCounts } from './internal/event-teams.ts';
import { posterAltOf } from './internal/poster-alt.ts';

interface DatedTournament {
  id: string;
  lifecycle: string;
  /** A phase has really started. */
  started: boolean;
  /** 'YYYY-MM-DDTHH:MM' of the first round's start and of the last round's end. */
  firstStart: string;
  lastEnd: string;
}

/** Published tournaments with a calendar, each with its first start and last end, in one query. */
const datedTournaments = (em: EntityManager, now: Date) =>
  em.execute<DatedTournament[]>(
    `select t.id, t.lifecycle, bool_or(p.status <> 'not_started') as started,
            min(r.start_date::text || 'T' || r.start_time) as "firstStart",
            max(r.end_date::text || 'T' || r.end_time) as "lastEnd"
       from tournaments t
       join phases p on p.tournament_id = t.id
       join calendar_rounds r on r.phase_id = p.id
      where t.lifecycle <> 'draft' and t.publish_date <= ?
      group by t.id, t.lifecycle`,
    [istToday(now)],
  );

const statusOf = (tournament: DatedTournament): EventStatus =>
  publicEventStatus(tournamentLifecycleSchema.parse(tournament.lifecycle), [
    tournament.started ? 'active' : 'not_started',
  ]);

const STATUS_ORDER: Record<EventStatus, number> = { ongoing: 0, upcoming: 1, past: 2 };

/**
 * Running events first (the one that started first leads), then the next to start, then, to fill the
 * three cards, the most recently finished.
 */
const featuredOrder = (
  a: DatedTournament & { status: EventStatus },
  b: DatedTournament & { status: EventStatus },
) => {
  if (a.status !== b.status) return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  const [x, y] = a.status === 'past' ? [b.lastEnd, a.lastEnd] : [a.firstStart, b.firstStart];
  return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
};

/** GET /api/events/featured: the home page's three tournament cards. */
export async function listFeaturedTournaments(ctx: PublicContext): Promise<FeaturedTournaments> {
  const now = clockNow();
  const chosen = (await datedTournaments(ctx.em, now))
    .map((tournament) => ({ ...tournament, status: statusOf(tournament) }))
    .sort(featuredOrder)
    .slice(0, FEATURED_TOURNAMENT_COUNT);
  if (chosen.length === 0) return { tournaments: [] };
  const ids = chosen.map((tournament) => tournament.id);
  const rows = await ctx.em.find(Tournament, { id: { $in: ids } }, { populate: ['server', 'poster'] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const participants = await enteredTeamCounts(ctx.em, ids);
  return {
    tournaments: chosen.map(({ id, firstStart }) => {
      const tournament = byId.get(id)!;
      const [date = '', time = ''] = firstStart.split('T');
      return {
        id,
        title: eventTitle(tournament.eventName, tournament.seasonNumber),
        game: gameName(gameIdSchema.parse(tournament.gameId)),
        date,
        time: messages.publicEvent.istTime(time),
        location: messages.publicEvent.online,
        participants: participants.get(id) ?? 0,
        image: fileUrlOrNull(tournament.poster),
        imageAlt: posterAltOf(
          tournament.poster?.id ?? null,
          tournament.poster?.alt ?? null,
          eventTitle(tournament.eventName, tournament.seasonNumber),
        ),
      };
    }),
  };
}
