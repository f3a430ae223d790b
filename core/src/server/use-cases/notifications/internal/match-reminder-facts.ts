import { ACTIVE_CAPTAIN } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Match, TeamMember } from '../../../db/entities/index.ts';
import {
  type MatchFacts,
  matchFactsOf,
  type TournamentFacts,
  tournamentFactsOf,
} from './notification-facts.ts';
import { withSettingOn } from './recipients.ts';

export interface MatchReminderFacts {
  tournament: TournamentFacts;
  match: MatchFacts & { scheduledTime: Date };
  /** The captains of both teams with event reminders on, whom the reminder reaches by DM when the server has no channel set. */
  captains: { teamName: string; discordId: string }[];
}

/**
 * Reads a check-in reminder, or null when it is stale: the match is no longer scheduled for the time
 * the reminder was set for (moved, completed, gone), so a later reminder (or none) is the right one.
 */
export async function loadMatchReminderFacts(
  em: EntityManager,
  reminder: { tournamentId: string; matchId: string; scheduledTime: string },
): Promise<MatchReminderFacts | null> {
  const match = await em.findOne(
    Match,
    { id: reminder.matchId, tournament: reminder.tournamentId },
    { populate: ['tournament.server', 'teamA', 'teamB', 'winner'] },
  );
  const scheduledTime = match?.scheduledTime;
  if (match?.status !== 'scheduled' || scheduledTime?.getTime() !== Date.parse(reminder.scheduledTime)) {
    return null;
  }
  const teams = [match.teamA, match.teamB].filter((team) => team !== null && team !== undefined);
  const captains = await em.find(
    TeamMember,
    { team: { $in: teams.map((team) => team.id) }, ...ACTIVE_CAPTAIN },
    { populate: ['user', 'team'] },
  );
  // A captain who switched event reminders off is not messaged.
  const reminded = new Set(
    await withSettingOn(
      em,
      captains.map((captain) => captain.user.id),
      'eventReminders',
    ),
  );
  return {
    tournament: await tournamentFactsOf(em, match.tournament),
    match: { ...matchFactsOf(match), scheduledTime },
    captains: teams.flatMap((team) =>
      captains
        // Reminded captains only, and only those a Discord DM can reach.
        .filter(
          (captain) => captain.team.id === team.id && captain.user.discordId && reminded.has(captain.user.id),
        )
        .map((captain) => ({ teamName: team.name, discordId: captain.user.discordId ?? '' })),
    ),
  };
}
