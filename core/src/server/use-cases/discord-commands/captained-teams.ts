import { ACTIVE_CAPTAIN } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TeamMember } from '../../db/entities/index.ts';
import { type CommandChoiceDto, choiceName } from './guild-tournaments.ts';

/** The teams a person captains (the ones they may register), for one game when the tournament is known. */
export async function searchCaptainedTeams(
  em: EntityManager,
  input: { userId: string; gameId: string | null; query: string; limit: number },
): Promise<CommandChoiceDto[]> {
  const query = input.query.trim().toLowerCase();
  const captaincies = await em.find(
    TeamMember,
    {
      user: input.userId,
      ...ACTIVE_CAPTAIN,
      ...(input.gameId ? { team: { gameId: input.gameId } } : {}),
    },
    { populate: ['team'], orderBy: { team: { name: 'asc' } } },
  );
  return captaincies
    .map(({ team }) => team)
    .filter((team) => team.name.toLowerCase().includes(query))
    .slice(0, input.limit)
    .map((team) => ({ name: choiceName(team.name), value: team.id }));
}
