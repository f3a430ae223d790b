import type { InferEntity } from '@mikro-orm/core';
import type { Phase, Tournament } from '../../../db/entities/index.ts';
import { vetoOpensAt } from '../../veto/veto-settings.ts';
import type { Effects } from './competition-ports.ts';

/** A match got its time: remind both teams at check-in, open the veto when the organiser set, tell the server. */
export function announceSchedule(
  effects: Effects,
  tournament: InferEntity<typeof Tournament>,
  phase: InferEntity<typeof Phase>,
  matchId: string,
  scheduledTime: string,
) {
  const time = new Date(scheduledTime);
  effects.schedule({
    tournamentId: tournament.id,
    matchId,
    scheduledTime: time,
    vetoOpensAt: vetoOpensAt(tournament, phase, time),
  });
  effects.notify({ kind: 'match-scheduled', tournamentId: tournament.id, matchId, scheduledTime });
}
