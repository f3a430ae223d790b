import { istToday } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';

/** Only BGMI accounts are checked by a person; Clash of Clans accounts are checked against the game's API. */
export const REVIEWED_GAME_ID = 'bgmi';

export interface ReviewContext {
  tournamentId: string;
  eventName: string;
}

/**
 * The players an organiser may review, with the tournaments that make it so: players on the roster of
 * an application awaiting verification (registered, invited or waitlisted; the captain applied with
 * every player's evidence in) in a published BGMI tournament of a Discord server the organiser
 * administers. A draft, an invitation not yet applied on, or a team already verified gives no right:
 * anyone can make a Discord server and a draft, so only a real application opens a player's video.
 * `playerId` narrows the answer to one player, for object-level checks.
 */
export async function reviewablePlayers(
  em: EntityManager,
  reviewerId: string,
  playerId?: string,
): Promise<Map<string, ReviewContext[]>> {
  const rows = await em.execute<{ user_id: string; tournament_id: string; event_name: string }[]>(
    `select distinct rostered.user_id, t.id as tournament_id, t.event_name
       from tournament_registrations r
       join tournaments t on t.id = r.tournament_id
       join server_memberships m on m.server_id = t.server_id and m.user_id = ? and m.is_admin
       cross join lateral jsonb_array_elements_text(r.roster) as rostered(user_id)
      where r.status in ('registered', 'invited', 'waitlisted') and r.awaiting_verification
        and t.lifecycle <> 'draft' and t.publish_date <= ?
        and t.game_id = ?${playerId ? ' and rostered.user_id = ?' : ''}
      order by t.event_name`,
    [reviewerId, istToday(now()), REVIEWED_GAME_ID, ...(playerId ? [playerId] : [])],
  );
  const players = new Map<string, ReviewContext[]>();
  for (const row of rows) {
    players.set(row.user_id, [
      ...(players.get(row.user_id) ?? []),
      { tournamentId: row.tournament_id, eventName: row.event_name },
    ]);
  }
  // Nobody reviews their own account, whatever tournaments they run.
  players.delete(reviewerId);
  return players;
}
