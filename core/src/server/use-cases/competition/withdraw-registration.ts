import { AppError, messages, promotions, registrationStatus, requireCaptain } from '@galaxia/core';
import { RegistrationWindow, TournamentRegistration } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { loadTeam, rosterOf } from '../teams/internal/team-view.ts';
import { entryPlaces, hasStarted, lockTournamentForEntry } from './internal/entry-rules.ts';
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
    const tournament = await lockTournamentForEntry(em, input.tournamentId);
    if (!isUuid(input.teamId))
      throw new AppError('NOT_FOUND', 'COMPETITION_NOT_REGISTERED', messages.competition.notRegistered);
    const { members } = await loadTeam(em, input.teamId);
    requireCaptain(rosterOf(members), actor.userId);
    const entry = await em.findOne(TournamentRegistration, {
      tournament: tournament.id,
      team: input.teamId,
      status: { $in: ['registered', 'invited', 'waitlisted'] },
    });
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
