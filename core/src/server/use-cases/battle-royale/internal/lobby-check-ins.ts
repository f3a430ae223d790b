import { ACTIVE_CAPTAIN } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../context.ts';
import { LobbyCheckIn, TeamMember } from '../../../db/entities/index.ts';
import { rosteredTeamOf } from './lobby-access.ts';

/**
 * The squad of the lobby the person may check in: one they play for on its tournament roster, or
 * captain. Only squads still playing (`playing`: the lobby's playing rosters) check in.
 */
export async function checkInSquadOf(
  em: EntityManager,
  actor: Actor | null,
  playing: ReadonlyMap<string, readonly string[]>,
): Promise<string | null> {
  if (!actor) return null;
  const squads = [...playing.keys()];
  const rostered = rosteredTeamOf(actor, squads, playing);
  if (rostered || squads.length === 0) return rostered;
  const captaincy = await em.findOne(TeamMember, {
    user: actor.userId,
    team: { $in: squads },
    ...ACTIVE_CAPTAIN,
  });
  return captaincy?.team.id ?? null;
}

export const loadLobbyCheckIns = (em: EntityManager, lobbyMatchIds: readonly string[]) =>
  lobbyMatchIds.length === 0 ? [] : em.find(LobbyCheckIn, { lobbyMatch: { $in: [...lobbyMatchIds] } });

/** The squads a map's check-in close forfeited: they score 0 and get no placement. */
export const forfeitedSquadsOf = (match: {
  checkInClose?: { absent: string[]; forfeited: boolean } | null;
}) => (match.checkInClose?.forfeited ? match.checkInClose.absent : []);
