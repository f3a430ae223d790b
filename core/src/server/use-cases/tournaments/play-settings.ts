import type { PlaySettings } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { lockTournamentForOrganiser } from './internal/lock-tournament.ts';

/** How the tournament treats no-shows and whether teams check in before the first phase. */
export async function getPlaySettings(ctx: UseCaseContext, tournamentId: string): Promise<PlaySettings> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  return { autoForfeit: tournament.autoForfeit, eventCheckIn: tournament.eventCheckIn };
}

export async function updatePlaySettings(
  ctx: UseCaseContext,
  input: PlaySettings & { tournamentId: string },
): Promise<PlaySettings> {
  return ctx.em.transactional(async (em) => {
    const tournament = await lockTournamentForOrganiser(em, ctx.actor, input.tournamentId);
    tournament.autoForfeit = input.autoForfeit;
    tournament.eventCheckIn = input.eventCheckIn;
    await em.flush();
    return { autoForfeit: tournament.autoForfeit, eventCheckIn: tournament.eventCheckIn };
  });
}
