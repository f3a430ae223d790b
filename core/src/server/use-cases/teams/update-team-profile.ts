import { requireCaptain, type TeamDetail, type UpdateTeamProfilePayload } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { loadTeam, rosterOf, toTeamDetail } from './internal/team-view.ts';

/** The captain sets the team's region, description and founding year, shown on event team pages. */
export async function updateTeamProfile(
  ctx: UseCaseContext,
  input: UpdateTeamProfilePayload & { teamId: string },
): Promise<TeamDetail> {
  return ctx.em.transactional(async (tx) => {
    const { team, members } = await loadTeam(tx, input.teamId, { forUpdate: true });
    requireCaptain(rosterOf(members), ctx.actor.userId);
    team.description = input.description || null;
    team.region = input.region || null;
    team.founded = input.founded;
    await tx.flush();
    return toTeamDetail(team, members);
  });
}
