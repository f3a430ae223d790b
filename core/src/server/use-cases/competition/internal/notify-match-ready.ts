import { messages, sitePaths } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { settingOnSql } from '../../notifications/internal/recipients.ts';
import { notify } from '../../notifications/notify.ts';
import { activeCaptainSql } from '../../teams/active-captain-sql.ts';

/** A match whose teams may now both be known, as its writer already holds it (no reload). */
export interface ReadyMatch {
  id: string;
  name: string;
  teamA: string | null;
  teamB: string | null;
}

/**
 * Both teams of these matches are now known: each team's captains (with event reminders on) hear that
 * their match is ready to schedule. One query for the teams' names, captains and their settings,
 * however many matches a phase start (hundreds) or a result makes ready.
 */
export async function notifyMatchesReady(
  em: EntityManager,
  tournamentId: string,
  matches: readonly ReadyMatch[],
) {
  const ready = matches.filter((match) => match.teamA !== null && match.teamB !== null);
  if (ready.length === 0) return;
  const teamIds = [...new Set(ready.flatMap((match) => [match.teamA!, match.teamB!]))];
  const rows = await em.execute<{ id: string; name: string; captain: string | null; reminded: boolean }[]>(
    `select t.id, t.name, m.user_id as captain, ${settingOnSql('eventReminders', 'm.user_id')} as reminded
     from teams t
     left join team_members m on m.team_id = t.id and ${activeCaptainSql('m')}
     where t.id in (${teamIds.map(() => '?').join(', ')})`,
    teamIds,
  );
  const names = new Map<string, string>();
  const captains = new Map<string, string[]>();
  for (const { id, name, captain, reminded } of rows) {
    names.set(id, name);
    if (captain !== null && reminded) captains.set(id, [...(captains.get(id) ?? []), captain]);
  }
  for (const match of ready) {
    const sides = [match.teamA!, match.teamB!];
    notify(em, {
      userIds: sides.flatMap((team) => captains.get(team) ?? []),
      kind: 'match-ready',
      title: messages.matchNotice.readyTitle(match.name),
      body: messages.matchNotice.readyBody(names.get(sides[0]!) ?? '', names.get(sides[1]!) ?? ''),
      link: sitePaths.eventMatch(tournamentId, match.id),
    });
  }
}
