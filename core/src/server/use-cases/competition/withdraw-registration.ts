import { AppError, messages, promotions, registrationStatus } from '@galaxia/core';
import { RegistrationWindow } from '../../db/entities/index.ts';
import { captainsEntry } from './internal/captains-entry.ts';
import { entryPlaces, hasStarted } from './internal/entry-rules.ts';
import { loadPhases } from './internal/phase-start.ts';
import { tournamentWrite } from './internal/tournament-write.ts';
import { loadQueue, notifyPromoted } from './internal/waitlist-queue.ts';

export interface WithdrawRegistrationInput {
  tournamentId: string;
  teamId: string;
}

/**
 * The captain takes the team out: a registered team while registration is still open, an invited one
 * until the tournament starts, a waitlisted one until then too. A freed place goes to the first team on
 * the waitlist.
 */
export const withdrawRegistration = tournamentWrite(
  async ({ em, actor, effects, now }, input: WithdrawRegistrationInput): Promise<{ withdrawn: true }> => {
    const { tournament, entry } = await captainsEntry(em, actor, input);
    if (!entry)
      throw new AppError('NOT_FOUND', 'COMPETITION_NOT_REGISTERED', messages.competition.notRegistered);
    const phases = await loadPhases(em, tournament.id);
    if (tournament.lifecycle === 'completed') {
      throw new AppError(
        'CONFLICT',
        'COMPETITION_TOURNAMENT_COMPLETED',
        messages.competition.tournamentCompleted,
      );
    }
    if (hasStarted(phases)) {
      throw new AppError(
        'CONFLICT',
        'COMPETITION_TOURNAMENT_STARTED',
        messages.competition.tournamentStarted,
      );
    }
    if (entry.status === 'registered') {
      const windows = await em.find(RegistrationWindow, { tournament: tournament.id });
      if (registrationStatus(windows, now).status === 'closed') {
        throw new AppError('CONFLICT', 'COMPETITION_WITHDRAW_CLOSED', messages.competition.withdrawClosed);
      }
    }
    const freedPlace = entry.status === 'registered';
    entry.status = 'withdrawn';
    await em.flush();
    effects.publish({ type: 'registration', teamId: input.teamId, status: 'withdrawn' });
    if (freedPlace) {
      const queue = await loadQueue(em, tournament.id);
      const promoted = promotions(queue.queued, entryPlaces(phases).registered).map(queue.rowOf);
      for (const row of promoted) {
        row.status = 'registered';
        effects.publish({ type: 'registration', teamId: row.team.id, status: 'registered' });
      }
      await notifyPromoted(em, tournament, promoted);
      await em.flush();
    }
    return { withdrawn: true };
  },
);
