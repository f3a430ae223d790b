import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CalendarRound, Phase, RegistrationWindow, type Tournament } from '../../db/entities/index.ts';
import { isConfigured } from './tournament-progress.ts';

/**
 * Moves a tournament between draft and configured as its edit steps are filled in or emptied (a reshaped
 * roadmap drops the rounds it invalidated). A completed tournament stays completed.
 */
export async function refreshLifecycle(em: EntityManager, tournament: InferEntity<typeof Tournament>) {
  if (tournament.lifecycle === 'completed') return;
  await em.flush();
  const phases = await em.count(Phase, { tournament });
  const rounds = await em.find(CalendarRound, { phase: { tournament } }, { fields: ['phase'] });
  const registrationWindows = await em.count(RegistrationWindow, { tournament });
  const configured = isConfigured({
    format: tournament.format ?? null,
    phases,
    scheduledPhases: new Set(rounds.map((round) => round.phase.id)).size,
    registrationWindows,
  });
  tournament.lifecycle = configured ? 'configured' : 'draft';
}
