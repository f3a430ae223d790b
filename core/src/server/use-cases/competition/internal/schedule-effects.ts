import type { Effects } from './competition-ports.ts';

/** A match got its time: remind both teams at check-in and tell the server. */
export function announceSchedule(
  effects: Effects,
  tournamentId: string,
  matchId: string,
  scheduledTime: string,
) {
  effects.schedule({ tournamentId, matchId, scheduledTime: new Date(scheduledTime) });
  effects.notify({ kind: 'match-scheduled', tournamentId, matchId, scheduledTime });
}
