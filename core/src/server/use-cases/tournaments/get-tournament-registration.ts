import type { RegistrationPayload } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { loadRegistration } from './internal/stored-registration.ts';

export async function getTournamentRegistration(
  ctx: UseCaseContext,
  tournamentId: string,
): Promise<RegistrationPayload> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  return { registration: await loadRegistration(ctx.em, tournament.id) };
}
