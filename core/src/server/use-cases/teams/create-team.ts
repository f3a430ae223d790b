import type { CreateTeamPayload, GalaxiaTeam } from '@galaxia/core';
import { ACTIVE_CAPTAIN } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UseCaseContext } from '../../context.ts';
import { Team, TeamMember, type UploadedFile } from '../../db/entities/index.ts';
import { toGalaxiaTeam } from './internal/team-view.ts';

export interface CreateTeamInput extends CreateTeamPayload {
  /** Keeps the uploaded logo and records it; runs inside this use case's transaction. */
  storeLogo?: (em: EntityManager) => Promise<InstanceType<typeof UploadedFile.class>>;
}

/** The creator becomes the captain and first player. */
export async function createTeam(ctx: UseCaseContext, input: CreateTeamInput): Promise<GalaxiaTeam> {
  return ctx.em.transactional(async (tx) => {
    const logo = input.storeLogo ? await input.storeLogo(tx) : null;
    const team = tx.create(Team, {
      name: input.name,
      gameId: input.gameId,
      region: input.region ?? null,
      description: input.description ?? null,
      logo,
      createdBy: ctx.actor.userId,
    });
    const captain = tx.create(TeamMember, {
      team,
      user: ctx.actor.userId,
      ...ACTIVE_CAPTAIN,
    });
    await tx.flush();
    return toGalaxiaTeam(team, [captain]);
  });
}
