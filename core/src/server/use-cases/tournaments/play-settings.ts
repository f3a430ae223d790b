import type { PlaySettings } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { withLockedTournament } from './internal/lock-tournament.ts';

/** How the tournament treats no-shows and whether teams check in before the first phase. */
export async function getPlaySettings(ctx: UseCaseContext, tournamentId: string): Promise<PlaySettings> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  return { autoForfeit: tournament.autoForfeit, eventCheckIn: tournament.eventCheckIn };
}

export async function updatePlaySettings(
  ctx: UseCaseContext,
  input: PlaySettings & { tournamentId: string },
): Promise<PlaySettings> {
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    tournament.autoForfeit = input.autoForfeit;
    tournament.eventCheckIn = input.eventCheckIn;
    await em.flush();
    return { autoForfeit: tournament.autoForfeit, eventCheckIn: tournament.eventCheckIn };
  });
}
