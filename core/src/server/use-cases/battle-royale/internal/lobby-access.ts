import { AppError, messages, PLAYING_ENTRY_STATUSES } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../context.ts';
import {
  CommunityStaff,
  ResultsAdmin,
  TeamMember,
  TournamentRegistration,
} from '../../../db/entities/index.ts';
import { isServerAdmin } from '../../access/require-server-admin.ts';

type TournamentRef = { id: string; server: { id: string } };

/** The organiser (an admin of the owning server) or a results admin they appointed for this tournament. */
export async function canManageLobbies(em: EntityManager, actor: Actor | null, tournament: TournamentRef) {
  if (!actor) return false;
  if (await isServerAdmin(em, actor, tournament.server.id)) return true;
  if ((await em.count(ResultsAdmin, { tournament: tournament.id, user: actor.userId })) > 0) return true;
  // A results admin of the community enters results in every tournament of its server.
  const staff = { server: tournament.server.id, user: actor.userId, role: 'results_admin' as const };
  return (await em.count(CommunityStaff, staff)) > 0;
}

export async function requireLobbyManager(em: EntityManager, actor: Actor, tournament: TournamentRef) {
  if (!(await canManageLobbies(em, actor, tournament)))
    throw new AppError('FORBIDDEN', 'BATTLE_ROYALE_NOT_RESULTS_ADMIN', messages.battleRoyale.notResultsAdmin);
}

/** Roster (user ids) of each of the given teams in this tournament. */
export async function rostersOf(
  em: EntityManager,
  tournamentId: string,
  teamIds: readonly string[],
): Promise<Map<string, string[]>> {
  const rows = await em.find(TournamentRegistration, {
    tournament: tournamentId,
    team: { $in: [...teamIds] },
    status: { $ne: 'withdrawn' },
  });
  return new Map(rows.map((row) => [row.team.id, row.roster]));
}

/**
 * Each team's roster as the lobby page lists it: the entry's roster less anyone no longer on the team (a
 * removed player is gone from the page; a disqualified team still shows who played).
 */
export async function listedRostersOf(
  em: EntityManager,
  tournamentId: string,
  teamIds: readonly string[],
): Promise<Map<string, string[]>> {
  const rosters = await rostersOf(em, tournamentId, teamIds);
  const onTeam = await activeMembersOf(em, [...rosters.keys()]);
  return new Map(
    [...rosters].map(([teamId, roster]) => [
      teamId,
      roster.filter((userId) => onTeam.has(`${teamId}:${userId}`)),
    ]),
  );
}

async function activeMembersOf(em: EntityManager, teamIds: readonly string[]): Promise<Set<string>> {
  if (teamIds.length === 0) return new Set();
  const members = await em.find(TeamMember, { team: { $in: [...teamIds] }, status: 'active' });
  return new Set(members.map((member) => `${member.team.id}:${member.user.id}`));
}

/**
 * Who plays for each of the given teams in this tournament now: the entry's roster, less anyone no longer
 * on the team, and nobody for a team that withdrew, dropped out or was disqualified. Room details go to
 * these people only (the lobby page, the reveal notification, the Discord DM), and only they may flag.
 */
export async function playingRostersOf(
  em: EntityManager,
  tournamentId: string,
  teamIds: readonly string[],
): Promise<Map<string, string[]>> {
  const rows = await em.find(TournamentRegistration, {
    tournament: tournamentId,
    team: { $in: [...teamIds] },
    status: { $in: [...PLAYING_ENTRY_STATUSES] },
    disqualifiedAt: null,
  });
  const onTeam = await activeMembersOf(
    em,
    rows.map((row) => row.team.id),
  );
  return new Map(
    rows.map((row) => [row.team.id, row.roster.filter((userId) => onTeam.has(`${row.team.id}:${userId}`))]),
  );
}

/** The viewer's team among the lobby's teams, when they are on its roster for this tournament. */
export function rosteredTeamOf(
  actor: Actor | null,
  teams: readonly string[],
  rosters: ReadonlyMap<string, readonly string[]>,
): string | null {
  if (!actor) return null;
  return teams.find((teamId) => rosters.get(teamId)?.includes(actor.userId)) ?? null;
}
