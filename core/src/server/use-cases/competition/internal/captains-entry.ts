import { AppError, messages, requireCaptain } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TournamentRegistration } from '../../../db/entities/index.ts';
import { isUuid } from '../../../db/is-uuid.ts';
import { loadTeam, rosterOf } from '../../teams/internal/team-view.ts';
import { lockTournamentForEntry } from './entry-rules.ts';

/**
 * What a captain's change to the team's own entry starts from: the tournament, locked for an entry
 * change, the team's members, and its entry (registered, waitlisted or invited; null when it has none).
 * Anyone but the team's captain is refused; a team id that cannot exist is not registered.
 */
export async function captainsEntry(
  em: EntityManager,
  actor: { userId: string },
  input: { tournamentId: string; teamId: string },
) {
  const tournament = await lockTournamentForEntry(em, input.tournamentId);
  if (!isUuid(input.teamId))
    throw new AppError('NOT_FOUND', 'COMPETITION_NOT_REGISTERED', messages.competition.notRegistered);
  const { members } = await loadTeam(em, input.teamId);
  requireCaptain(rosterOf(members), actor.userId);
  const entry = await em.findOne(TournamentRegistration, {
    tournament: tournament.id,
    team: input.teamId,
    status: { $in: ['registered', 'waitlisted', 'invited'] },
  });
  return { tournament, members, entry };
}
