import {
  buildRulebook,
  formatLabel,
  gameIdSchema,
  gameName,
  type Rulebook,
  requiresVerifiedAccounts,
} from '@galaxia/core';
import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { loadRoadmap } from '../tournaments/internal/stored-roadmap.ts';
import { loadPublishedTournament } from './internal/published-tournament.ts';

/** GET /api/events/:id/rulebook: the rulebook for this event's game, team size and phases. */
export async function getEventRulebook(ctx: PublicContext, tournamentId: string): Promise<Rulebook> {
  const tournament = await loadPublishedTournament(ctx.em, tournamentId, now());
  const { phases } = await loadRoadmap(ctx.em, tournament.id);
  const gameId = gameIdSchema.parse(tournament.gameId);
  const players = tournament.format ?? null;
  const label = players === null ? undefined : formatLabel(gameId, players);
  return buildRulebook({
    game: gameName(gameId),
    teamSize: players !== null && label ? { players, label } : null,
    requiresVerification: requiresVerifiedAccounts(gameId, tournament.requiresVerification),
    substitutes: tournament.substitutes,
    host: tournament.server.name,
    phases: phases.map(({ name, format, totalTeams, numberOfGroups, matchesPerLobby }) => ({
      name,
      format,
      totalTeams,
      numberOfGroups,
      matchesPerLobby,
    })),
  });
}
