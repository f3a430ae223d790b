import { type MyTeam, roleLabel } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { TeamMember } from '../../db/entities/index.ts';
import { memberViewsFor, type TeamMemberRow, toGalaxiaTeam } from './internal/team-view.ts';

/** The teams I play for or am invited to, oldest first. */
export async function listMyTeams(ctx: UseCaseContext): Promise<MyTeam[]> {
  const mine = await ctx.em.find(
    TeamMember,
    { user: ctx.actor.userId },
    { populate: ['team'], orderBy: { joinedAt: 'asc' } },
  );
  if (mine.length === 0) return [];
  const everyone = await ctx.em.find(
    TeamMember,
    { team: { $in: mine.map((membership) => membership.team.id) } },
    { populate: ['user'] },
  );
  const byTeam = new Map<string, TeamMemberRow[]>();
  for (const member of everyone) {
    byTeam.set(member.team.id, [...(byTeam.get(member.team.id) ?? []), member]);
  }
  return Promise.all(
    mine.map(async (membership) => {
      const members = byTeam.get(membership.team.id) ?? [];
      return {
        ...toGalaxiaTeam(membership.team, members),
        role: roleLabel(membership.role),
        membership: membership.status,
        members: await memberViewsFor(ctx.em, ctx.actor, members),
      };
    }),
  );
}
