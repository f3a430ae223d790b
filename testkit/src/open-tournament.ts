import { addDays, istToday } from '@galaxia/core';
import { type Orm, Phase, RegistrationWindow, Tournament } from '@galaxia/core/server';

/**
 * A published Valorant tournament of the server whose registration is open now, with one phase of
 * eight places not yet started. Teams of `format` players; no verified accounts asked unless told.
 */
export async function openTournament(
  orm: Orm,
  serverId: string,
  options: { eventName?: string; format?: number; requiresVerification?: boolean } = {},
): Promise<string> {
  const em = orm.em.fork();
  const today = istToday(new Date());
  const tournament = em.create(Tournament, {
    server: serverId,
    eventName: options.eventName ?? 'Monsoon Cup',
    seasonNumber: 2,
    gameId: 'valorant',
    publishDate: addDays(today, -3),
    format: options.format ?? 2,
    requiresVerification: options.requiresVerification ?? false,
    lifecycle: 'published',
  });
  em.create(RegistrationWindow, {
    tournament,
    position: 0,
    startDate: addDays(today, -2),
    startTime: '00:00',
    endDate: addDays(today, 2),
    endTime: '23:59',
  });
  em.create(Phase, {
    tournament,
    position: 0,
    name: 'Playoffs',
    format: 'Single Elimination',
    participatingTeams: 8,
    qualifiedTeams: [],
    qualifyingTeams: [],
    isFinal: true,
  });
  await em.flush();
  return tournament.id;
}
