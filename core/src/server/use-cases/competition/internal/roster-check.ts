import {
  AppError,
  type ErrorCode,
  type GameId,
  gameName,
  HOLDING_ENTRY_STATUSES,
  messages,
  type RosterPlayerState,
  rosterSizeProblem,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Tournament } from '../../../db/entities/index.ts';
import { refuseBannedPlayers } from '../../communities/community-bans.ts';
import { refuseBannedTeam } from '../../communities/community-team-bans.ts';
import { rosterVerification } from '../../game-accounts/internal/roster-verification.ts';
import type { TeamMemberRow } from '../../teams/internal/team-view.ts';
import { checkRosterTownHalls } from './town-hall-roster.ts';

const refuse = (code: ErrorCode, message: string) => new AppError('BAD_REQUEST', code, message);

/**
 * A roster a team may play a tournament with: the format's size (plus the tournament's substitutes), active members of
 * the team only, each once, none already playing for another team here, and, when the tournament
 * asks for it, every one of them verified for its game or with their evidence in review (answered
 * `awaiting`: the team applies and waits for the organiser's reviews); a Clash of Clans roster fields
 * the Town Hall breakdown.
 */
export async function checkRoster(
  em: EntityManager,
  tournament: InferEntity<typeof Tournament>,
  teamId: string,
  members: readonly TeamMemberRow[],
  roster: readonly string[],
): Promise<{ kind: 'verified' } | { kind: 'awaiting'; waitingOn: string[] }> {
  if (tournament.format === null || tournament.format === undefined) {
    throw new AppError('CONFLICT', 'COMPETITION_NOT_CONFIGURED', messages.competition.notConfigured);
  }
  await refuseBannedEntry(em, tournament, teamId, roster);
  const sizeProblem = rosterSizeProblem(roster.length, {
    players: tournament.format,
    substitutes: tournament.substitutes,
  });
  if (sizeProblem) throw refuse('ROSTERS_SIZE', sizeProblem);
  if (new Set(roster).size !== roster.length)
    throw refuse('COMPETITION_ROSTER_DUPLICATE', messages.competition.rosterDuplicate);
  const active = new Set(members.filter((m) => m.status === 'active').map((m) => m.user.id));
  if (!roster.every((userId) => active.has(userId)))
    throw refuse('COMPETITION_ROSTER_NOT_MEMBER', messages.competition.rosterNotMember);

  const names = new Map(members.map((member) => [member.user.id, member.user.name]));
  // Only the entries sharing a player, found by PostgreSQL: loading every entry of a 10,000-squad
  // qualifier for each registration (the tournament row locked meanwhile) made registration O(n).
  const others =
    roster.length === 0
      ? []
      : await em.execute<{ roster: string[] }[]>(
          `select roster from tournament_registrations
            where tournament_id = ? and team_id <> ? and status in (${HOLDING_ENTRY_STATUSES.map(() => '?').join(', ')})
              and jsonb_exists_any(roster, array[${roster.map(() => '?').join(', ')}]::text[])`,
          [tournament.id, teamId, ...HOLDING_ENTRY_STATUSES, ...roster],
        );
  const elsewhere = roster.find((userId) => others.some((entry) => entry.roster.includes(userId)));
  if (elsewhere)
    throw new AppError(
      'CONFLICT',
      'COMPETITION_PLAYER_ON_OTHER_TEAM',
      messages.competition.playerOnOtherTeam(names.get(elsewhere)!),
    );

  await checkRosterTownHalls(em, tournament, roster);
  const verification = await rosterVerification(em, tournament, roster, (userId) => names.get(userId)!);
  if (verification.kind === 'missing') throw missingVerification(tournament, verification.missing);
  return verification;
}

/**
 * A community's ban bars the team, or any player of its roster, from all of its tournaments: every way
 * into one (registering, accepting an invitation) passes here, with registration's own refusal.
 */
export async function refuseBannedEntry(
  em: EntityManager,
  tournament: { server: { id: string } },
  teamId: string,
  roster: readonly string[],
) {
  await refuseBannedTeam(em, tournament.server.id, teamId);
  await refuseBannedPlayers(em, tournament.server.id, roster);
}

/** The refusal of a roster with a player who has sent no evidence (or whose evidence was refused). */
export function missingVerification(
  tournament: { gameId: string },
  missing: readonly RosterPlayerState[],
): AppError {
  const [first] = missing;
  const game = gameName(tournament.gameId as GameId);
  return refuse(
    first!.state === 'rejected' ? 'ENTRY_VERIFICATION_REJECTED' : 'ENTRY_VERIFICATION_NEVER_SENT',
    first!.state === 'rejected'
      ? messages.entryVerification.rejected(first!.name, game)
      : messages.entryVerification.neverSent(first!.name, game),
  );
}
