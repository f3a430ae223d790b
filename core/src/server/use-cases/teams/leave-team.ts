import { AppError, HOLDING_ENTRY_STATUSES, leaveOutcome, messages } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { TournamentRegistration } from '../../db/entities/index.ts';
import { loadTeam, rosterOf } from './internal/team-view.ts';

/** The last player out disbands the team, unless that would pull it out of a tournament behind the organiser's back. */
export async function leaveTeam(ctx: UseCaseContext, teamId: string): Promise<{ disbanded: boolean }> {
  return ctx.em.transactional(async (tx) => {
    const { team, members } = await loadTeam(tx, teamId, { forUpdate: true });
    const outcome = leaveOutcome(rosterOf(members), ctx.actor.userId);
    if (outcome === 'leave') {
      tx.remove(members.filter((member) => member.user.id === ctx.actor.userId));
      await tx.flush();
      return { disbanded: false };
    }
    const registered = await tx.count(TournamentRegistration, {
      team: team.id,
      status: { $in: [...HOLDING_ENTRY_STATUSES] },
    });
    if (registered > 0)
      throw new AppError(
        'CONFLICT',
        'TEAMS_REGISTERED_CANNOT_DISBAND',
        messages.teams.registeredCannotDisband,
      );
    tx.remove(members);
    tx.remove(team);
    await tx.flush();
    return { disbanded: true };
  });
}
