import type { TeamDetail } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { loadTeam, teamDetailFor } from './internal/team-view.ts';

/**
 * Any signed-in player may look at a roster (teams appear on public event pages anyway); open
 * invitations and private pictures only as `teamDetailFor` allows.
 */
export async function getTeam(ctx: UseCaseContext, teamId: string): Promise<TeamDetail> {
  const { team, members } = await loadTeam(ctx.em, teamId);
  return teamDetailFor(ctx.em, ctx.actor, team, members);
}
