import { AppError, firstRoundBeforeRegistrationCloses, type RegistrationPayload } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { RegistrationWindow } from '../../db/entities/index.ts';
import { withLockedTournament } from './internal/lock-tournament.ts';
import { loadSavedRounds } from './internal/stored-calendar.ts';
import { loadRoadmap } from './internal/stored-roadmap.ts';

export interface UpdateRegistrationInput extends RegistrationPayload {
  tournamentId: string;
}

/**
 * Replaces the registration windows; the contract has already refused backwards or overlapping ones.
 * A window still open when the saved calendar's first round starts is refused, naming both.
 */
export async function updateTournamentRegistration(
  ctx: UseCaseContext,
  input: UpdateRegistrationInput,
): Promise<RegistrationPayload> {
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const { rows } = await loadRoadmap(em, tournament.id);
    const rounds = await loadSavedRounds(
      em,
      rows.map((row) => row.id),
    );
    const tooLate = firstRoundBeforeRegistrationCloses(
      input.registration,
      rows.map((row, index) => ({ phaseName: row.name, rounds: rounds[index] ?? [] })),
    );
    if (tooLate) {
      const code = 'CALENDAR_STARTS_BEFORE_REGISTRATION_CLOSES';
      throw new AppError('BAD_REQUEST', code, tooLate, { registration: [tooLate] });
    }
    await em.nativeDelete(RegistrationWindow, { tournament });
    input.registration.forEach((window, position) => {
      em.create(RegistrationWindow, { tournament, position, ...window });
    });
    await em.flush();
    return { registration: input.registration };
  });
}
