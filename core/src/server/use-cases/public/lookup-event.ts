import { AppError, type EventLookup, messages, PLAYING_ENTRY_STATUSES, sitePaths } from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Match, TournamentRegistration } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { publishedWhere } from './internal/published-tournament.ts';

/** GET /api/matches/:id/lookup: a match's published event, found by the match's primary key. */
export async function lookupMatchEvent(ctx: PublicContext, matchId: string): Promise<EventLookup> {
  const notFound = new AppError('NOT_FOUND', 'MATCH_NOT_FOUND', messages.match.notFound);
  if (!isUuid(matchId)) throw notFound;
  const match = await ctx.em.findOne(
    Match,
    { id: matchId, tournament: publishedWhere(clockNow()) },
    { fields: ['id', 'tournament'] },
  );
  if (!match) throw notFound;
  const eventId = match.tournament.id;
  return { eventId, path: sitePaths.eventMatch(eventId, match.id) };
}

/**
 * GET /api/teams/:id/lookup: the team's page in the newest published event it plays in, through the
 * registrations' team index rather than by asking every event.
 */
export async function lookupTeamEvent(ctx: PublicContext, teamId: string): Promise<EventLookup> {
  const notFound = new AppError('NOT_FOUND', 'TEAMS_NOT_FOUND', messages.teams.notFound);
  if (!isUuid(teamId)) throw notFound;
  const [entry] = await ctx.em.find(
    TournamentRegistration,
    {
      team: teamId,
      status: { $in: [...PLAYING_ENTRY_STATUSES] },
      awaitingVerification: false,
      tournament: publishedWhere(clockNow()),
    },
    {
      fields: ['id', 'tournament'],
      orderBy: [{ tournament: { publishDate: 'desc' } }, { tournament: { id: 'asc' } }],
      limit: 1,
    },
  );
  if (!entry) throw notFound;
  const eventId = entry.tournament.id;
  return { eventId, path: sitePaths.eventTeam(eventId, teamId) };
}
