import type { RegistrationPayload } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { RegistrationWindow } from '../../db/entities/index.ts';
import { lockTournamentForOrganiser } from './lock-tournament.ts';
import { refreshLifecycle } from './refresh-lifecycle.ts';

export interface UpdateRegistrationInput extends RegistrationPayload {
  tournamentId: string;
}

/** Replaces the registration windows; the contract has already refused backwards or overlapping ones. */
export async function updateTournamentRegistration(
  ctx: UseCaseContext,
  input: UpdateRegistrationInput,
): Promise<RegistrationPayload> {
  return ctx.em.transactional(async (em) => {
    const tournament = await lockTournamentForOrganiser(em, ctx.actor, input.tournamentId);
    await em.nativeDelete(RegistrationWindow, { tournament });
    input.registration.forEach((window, position) => {
      em.create(RegistrationWindow, { tournament, position, ...window });
    });
    await refreshLifecycle(em, tournament);
    await em.flush();
    return { registration: input.registration };
  });
}
