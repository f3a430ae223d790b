import { messages, sitePaths } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Match, Team, TeamMember } from '../../../db/entities/index.ts';
import { withSettingOn } from '../../notifications/internal/recipients.ts';
import { notify } from '../../notifications/notify.ts';

/**
 * Both teams of these matches are now known: each team's captains (with event reminders on) hear that
 * their match is ready to schedule. One query for the teams and one for their captains, however many
 * matches a phase start or a result makes ready.
 */
export async function notifyMatchesReady(
  em: EntityManager,
  tournamentId: string,
  matchIds: readonly string[],
) {
  if (matchIds.length === 0) return;
  const rows = await em.find(Match, { id: { $in: [...matchIds] }, status: 'pending' });
  const ready = rows.filter((row) => row.teamA && row.teamB);
  if (ready.length === 0) return;
  const teamIds = [...new Set(ready.flatMap((row) => [row.teamA!.id, row.teamB!.id]))];
  const names = new Map((await em.find(Team, { id: { $in: teamIds } })).map((team) => [team.id, team.name]));
  const captains = await em.find(TeamMember, { team: { $in: teamIds }, role: 'captain', status: 'active' });
  const reminded = new Set(
    await withSettingOn(
      em,
      captains.map((captain) => captain.user.id),
      'eventReminders',
    ),
  );
  for (const row of ready) {
    const sides = [row.teamA!.id, row.teamB!.id];
    notify(em, {
      userIds: captains
        .filter((captain) => sides.includes(captain.team.id) && reminded.has(captain.user.id))
        .map((captain) => captain.user.id),
      kind: 'match-ready',
      title: messages.matchNotice.readyTitle(row.name),
      body: messages.matchNotice.readyBody(names.get(sides[0]!) ?? '', names.get(sides[1]!) ?? ''),
      link: sitePaths.eventMatch(tournamentId, row.id),
    });
  }
}
