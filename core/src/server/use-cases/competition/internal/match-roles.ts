import {
  allowedActions,
  type MatchAction,
  type MatchActor,
  type MatchState,
  matchActionSchema,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../context.ts';
import { organiserOfServerSql } from '../../access/require-server-admin.ts';
import { activeCaptainSql } from '../../teams/active-captain-sql.ts';
import type { MatchRow } from './match-rows.ts';

/** Every hat the signed-in person wears for one match; each move picks the hat it needs. */
export interface MatchRoles {
  organiser: boolean;
  /** The team of the match this person captains (team A when, oddly, both). */
  repOf: string | null;
  /** Granted the streamer role for the tournament; organisers may stream their own matches too. */
  streamer: { userId: string; name: string } | null;
}

const NO_ROLES: MatchRoles = { organiser: false, repOf: null, streamer: null };

/** Who acts on a match, and whether a stream claim exists for it (most matches have none to load). */
export interface MatchMover {
  roles: MatchRoles;
  claimed: boolean;
}

/** What the database answers about a person and a match (see `moverColumns`). */
export interface MoverColumns {
  organiser: boolean;
  captained: string[];
  granted: boolean;
  claimed: boolean;
}

/**
 * Organiser: administers the tournament's server (as `isServerAdmin` reads it). Rep: captain of one side.
 * Streamer: granted, or organiser. And whether the match is claimed. The select list that asks all four
 * for the person whose id is each `?` (three of them, in order), the rest named by SQL expressions: on
 * its own with parameters, or in the statement that locks the match with its columns.
 */
export const moverColumns = (of: { server: string; sides: string; tournament: string; match: string }) =>
  `exists (select 1 from users ou where ou.id = ? and ${organiserOfServerSql('ou.id', of.server)}) as organiser,
   array(select team_id::text from team_members
         where user_id = ? and team_id in (${of.sides}) and ${activeCaptainSql()}) as captained,
   exists (select 1 from users su where su.id = ?
             and (exists (select 1 from tournament_streamers where tournament_id = ${of.tournament} and user_id = su.id)
                  or exists (select 1 from community_staff cs join tournaments ct on ct.server_id = cs.server_id
                              where ct.id = ${of.tournament} and cs.user_id = su.id and cs.role = 'streamer'))) as granted,
   exists (select 1 from stream_claims where match_id = ${of.match}) as claimed`;

/** The person's hats from what the database answered, for a match with these sides. */
export function moverOf(
  actor: Actor | null,
  sides: readonly string[],
  { organiser, captained, granted, claimed }: MoverColumns,
): MatchMover {
  if (!actor) return { roles: NO_ROLES, claimed };
  const roles = {
    organiser,
    repOf: sides.find((id) => captained.includes(id)) ?? null,
    streamer: granted || organiser ? { userId: actor.userId, name: actor.name } : null,
  };
  return { roles, claimed };
}

/** Who acts on a match (see `moverColumns`), in one statement: every move on a match starts here. */
async function matchMoverOf(
  em: EntityManager,
  actor: Actor | null,
  match: MatchRow,
  serverId: string,
): Promise<MatchMover> {
  const sides = [match.teamA?.id, match.teamB?.id].filter((id): id is string => id !== undefined);
  const userId = actor?.userId ?? null;
  const columns = moverColumns({
    server: '?',
    sides: sides.map(() => '?').join(', ') || 'null',
    tournament: '?',
    match: '?',
  });
  // In the order the placeholders stand: the organiser rule names the server twice, the grant the tournament twice.
  const [found] = await em.execute<MoverColumns[]>(`select ${columns}`, [
    userId,
    serverId,
    serverId,
    userId,
    ...sides,
    userId,
    match.tournament.id,
    match.tournament.id,
    match.id,
  ]);
  return moverOf(actor, sides, found!);
}

/** The person's hats for one match (see `matchMoverOf`). */
export async function matchRolesOf(
  em: EntityManager,
  actor: Actor | null,
  match: MatchRow,
  serverId: string,
): Promise<MatchRoles> {
  if (!actor) return NO_ROLES;
  return (await matchMoverOf(em, actor, match, serverId)).roles;
}

const VIEWER: MatchActor = { role: 'viewer' };

export const repActor = (roles: MatchRoles): MatchActor =>
  roles.repOf ? { role: 'team-rep', teamId: roles.repOf } : VIEWER;

export const organiserActor = (roles: MatchRoles): MatchActor =>
  roles.organiser ? { role: 'organiser' } : VIEWER;

export const streamerActor = (roles: MatchRoles): MatchActor =>
  roles.streamer ? { role: 'streamer', ...roles.streamer } : VIEWER;

/** The moves the person may make now under any of their hats, in the contract's order. */
export const actionsFor = (state: MatchState, roles: MatchRoles, now: Date): MatchAction[] => {
  const allowed = new Set(
    [repActor(roles), organiserActor(roles), streamerActor(roles)].flatMap((actor) =>
      allowedActions(state, actor, now),
    ),
  );
  return matchActionSchema.options.filter((action) => allowed.has(action));
};
