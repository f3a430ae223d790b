import { formatLabel, type GameId, generatedRulebook, requiresVerifiedAccounts } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Tournament } from '../../../db/entities/index.ts';
import { loadRoadmap } from './stored-roadmap.ts';

type TournamentRow = InferEntity<typeof Tournament>;

/** The rulebook generated from the tournament's settings now (its server populated). */
export async function generatedRulebookOf(em: EntityManager, tournament: TournamentRow): Promise<string> {
  const { phases } = await loadRoadmap(em, tournament.id);
  const gameId = tournament.gameId as GameId;
  const players = tournament.format ?? null;
  const label = players === null ? undefined : formatLabel(gameId, players);
  return generatedRulebook({
    gameId,
    teamSize: players !== null && label ? { players, label } : null,
    requiresVerification: requiresVerifiedAccounts(gameId, tournament.requiresVerification),
    substitutes: tournament.substitutes,
    breakdown: tournament.breakdown,
    host: tournament.server.name,
    phases: phases.map(({ name, format, totalTeams, numberOfGroups, matchesPerLobby, bestOf }) => ({
      name,
      format,
      totalTeams,
      numberOfGroups,
      matchesPerLobby,
      bestOf,
    })),
  });
}

/** What the event shows: the organiser's own rulebook once written, else the generated one. */
export async function rulebookOf(
  em: EntityManager,
  tournament: TournamentRow,
): Promise<{ markdown: string; edited: boolean }> {
  if (tournament.rulebook !== null && tournament.rulebook !== undefined)
    return { markdown: tournament.rulebook, edited: true };
  return { markdown: await generatedRulebookOf(em, tournament), edited: false };
}
