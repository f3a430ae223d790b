import { eventTitle, type TeamFinish } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TournamentRegistration } from '../../../db/entities/index.ts';
import { loadFinalPlacings } from '../../competition/internal/final-placings.ts';
import { enteredRegistration } from './event-facts.ts';
import { publishedWhere } from './published-tournament.ts';

/**
 * Where the team finished each completed public event it played, newest first: its place in the
 * event's final placings, the same the event page shows. Events it played without a final place
 * (below a bracket's podium) are left out.
 */
export async function loadTeamFinishes(em: EntityManager, teamId: string, now: Date): Promise<TeamFinish[]> {
  const entries = await em.find(
    TournamentRegistration,
    { team: teamId, ...enteredRegistration, tournament: { ...publishedWhere(now), lifecycle: 'completed' } },
    {
      populate: ['tournament'],
      orderBy: [{ tournament: { publishDate: 'desc' } }, { tournament: { id: 'asc' } }],
    },
  );
  const finishes: TeamFinish[] = [];
  for (const { tournament } of entries) {
    const placing = (await loadFinalPlacings(em, tournament)).find((row) => row.team.id === teamId);
    if (placing) {
      finishes.push({
        eventId: tournament.id,
        eventTitle: eventTitle(tournament.eventName, tournament.seasonNumber),
        place: placing.place,
      });
    }
  }
  return finishes;
}
