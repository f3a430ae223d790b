import type { TeamDetail, UpdateTeamProfilePayload } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { lockTeamForCaptain, toTeamDetail } from './internal/team-view.ts';

/** The captain sets the team's region, description and founding year, shown on event team pages. */
export async function updateTeamProfile(
  ctx: UseCaseContext,
  input: UpdateTeamProfilePayload & { teamId: string },
): Promise<TeamDetail> {
  return ctx.em.transactional(async (tx) => {
    const { team, members } = await lockTeamForCaptain(tx, ctx.actor, input.teamId);
    team.description = input.description || null;
    team.region = input.region || null;
    team.founded = input.founded;
    await tx.flush();
    return toTeamDetail(team, members);
  });
}
