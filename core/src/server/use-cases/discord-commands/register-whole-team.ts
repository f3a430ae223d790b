import type { TournamentEntry } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from '../competition/internal/competition-ports.ts';
import { registerTeam } from '../competition/register-team.ts';
import { loadTeam } from '../teams/internal/team-view.ts';

/**
 * /register-team names no players, so the roster is the team as it stands: every active member,
 * captain first. The registration rules (captain only, open window, roster size, verified accounts)
 * are `registerTeam`'s, exactly as for the web form.
 */
export async function registerWholeTeam(
  ctx: UseCaseContext,
  input: { tournamentId: string; teamId: string },
  ports: CompetitionPorts,
): Promise<TournamentEntry> {
  const { members } = await loadTeam(ctx.em, input.teamId);
  const roster = members
    .filter((member) => member.status === 'active')
    .sort(
      (a, b) =>
        Number(b.role === 'captain') - Number(a.role === 'captain') ||
        a.joinedAt.getTime() - b.joinedAt.getTime(),
    )
    .map((member) => member.user.id);
  return registerTeam(ctx, { tournamentId: input.tournamentId, teamId: input.teamId, roster }, ports);
}
