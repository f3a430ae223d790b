import { type EventTeamsPage, type PageQuery, splitRoster } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { TournamentRegistration } from '../../db/entities/index.ts';
import { fileUrlOrNull } from '../game-accounts/internal/file-url.ts';
import { enteredRegistration } from './internal/event-facts.ts';
import { pageOf, pageWindow } from './internal/paging.ts';
import { loadPublishedTournament } from './internal/published-tournament.ts';

/** GET /api/events/:id/teams: the teams entered in the event, by name, a page at a time. */
export async function listEventTeams(
  ctx: PublicContext,
  tournamentId: string,
  query: PageQuery,
): Promise<EventTeamsPage> {
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now());
  const [registrations, total] = await ctx.em.findAndCount(
    TournamentRegistration,
    { tournament: tournament.id, ...enteredRegistration },
    {
      populate: ['team'],
      orderBy: [{ team: { name: 'asc' } }, { id: 'asc' }],
      ...pageWindow(query),
    },
  );
  return pageOf(
    query,
    registrations.map(({ team, roster }) => ({
      id: team.id,
      name: team.name,
      logo: fileUrlOrNull(team.logo),
      region: team.region ?? null,
      description: team.description ?? null,
      playerCount: roster.length,
      substituteCount: splitRoster(roster, tournament.format ?? roster.length).substitutes.length,
    })),
    total,
  );
}
