import { AppError, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import { Match, Tournament } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { publishedWhere, type TournamentRow } from '../public/internal/published-tournament.ts';

export interface CommandChoiceDto {
  /** What Discord shows in the suggestion list (at most 100 characters). */
  name: string;
  value: string;
}

const CHOICE_NAME_MAX = 100;
export const choiceName = (text: string): string =>
  text.length <= CHOICE_NAME_MAX ? text : `${text.slice(0, CHOICE_NAME_MAX - 1)}…`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The published tournaments of the server a command runs in, whose name contains what was typed,
 * newest first. A server's commands only ever see that server's events.
 */
export async function searchGuildTournaments(
  em: EntityManager,
  input: { guildId: string; query: string; limit: number },
): Promise<CommandChoiceDto[]> {
  const query = input.query.trim();
  const tournaments = await em.find(
    Tournament,
    {
      server: input.guildId,
      ...publishedWhere(now()),
      ...(query ? { eventName: { $ilike: `%${escapeLike(query)}%` } } : {}),
    },
    {
      orderBy: [{ publishDate: 'desc' }, { eventName: 'asc' }],
      limit: input.limit,
      fields: ['eventName', 'seasonNumber'],
    },
  );
  return tournaments.map((t) => ({ name: choiceName(`${t.eventName} S${t.seasonNumber}`), value: t.id }));
}

/**
 * The published tournament a command names, if it belongs to the command's server. Anything else
 * (another server's event, a draft, a typed name instead of a picked suggestion) is not found.
 */
export async function findGuildTournament(
  em: EntityManager,
  input: { guildId: string; tournamentId: string },
): Promise<TournamentRow> {
  if (!isUuid(input.tournamentId))
    throw new AppError('NOT_FOUND', 'EVENT_NOT_FOUND', messages.event.notFound);
  const tournament = await em.findOne(Tournament, {
    id: input.tournamentId,
    server: input.guildId,
    ...publishedWhere(now()),
  });
  if (!tournament) throw new AppError('NOT_FOUND', 'EVENT_NOT_FOUND', messages.event.notFound);
  return tournament;
}

/** A match a command names, if it belongs to one of the command's server's tournaments. */
export async function requireGuildMatch(
  em: EntityManager,
  input: { guildId: string; matchId: string },
): Promise<{ id: string; tournamentId: string }> {
  const match = isUuid(input.matchId)
    ? await em.findOne(
        Match,
        { id: input.matchId, tournament: { server: input.guildId } },
        { fields: ['id', 'tournament'] },
      )
    : null;
  if (!match) throw new AppError('NOT_FOUND', 'MATCH_NOT_FOUND', messages.match.notFound);
  return { id: match.id, tournamentId: match.tournament.id };
}
