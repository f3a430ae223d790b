import {
  AppError,
  type EventMatchDetail,
  type EventRole,
  isGameId,
  isVetoGame,
  type MatchTeam,
  matchStatusSchema,
  messages,
  recordsDestruction,
  statLabelsFor,
  streamPlatformSchema,
  streamStatus,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now as clockNow } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Match } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { actionsFor, type MatchRoles, matchRolesOf } from '../competition/internal/match-roles.ts';
import { toMatchState } from '../competition/internal/match-state.ts';
import { matchBestOf } from '../competition/match-best-of.ts';
import {
  loadClaims,
  loadRoundLabels,
  type MatchRow,
  matchFields,
  teamSummary,
} from './internal/match-view.ts';
import { loadPublishedTournament } from './internal/published-tournament.ts';
import { loadRosters, type RosterPlayer } from './internal/rosters.ts';
import { visibleProfiles } from './profile-visibility.ts';

const DISPLAY_ID = /^[a-z0-9-]{1,40}$/i;

/**
 * The match by its uuid or by its bracket id ('qf-1', 'final'). Bracket ids are unique inside a phase;
 * when two phases share one, the later phase's match is meant, as the playoffs come last.
 */
async function findMatch(em: EntityManager, tournamentId: string, matchId: string): Promise<MatchRow> {
  const populate = ['phase', 'teamA', 'teamB'] as const;
  let match: MatchRow | null = null;
  if (isUuid(matchId)) {
    match = await em.findOne(Match, { id: matchId, tournament: tournamentId }, { populate });
  } else if (DISPLAY_ID.test(matchId)) {
    [match = null] = await em.find(
      Match,
      { tournament: tournamentId, displayId: matchId },
      { populate, orderBy: { phase: { position: 'desc' } }, limit: 1 },
    );
  }
  if (!match) throw new AppError('NOT_FOUND', 'MATCH_NOT_FOUND', messages.match.notFound);
  return match;
}

/** The strongest hat the viewer wears on this match: it names the page's view. */
const viewerRoleOf = (roles: MatchRoles): EventRole => {
  if (roles.organiser) return 'organiser';
  if (roles.repOf) return 'team-rep';
  return roles.streamer ? 'streamer' : 'viewer';
};

const matchTeam = (
  team: MatchRow['teamA'],
  rosters: ReadonlyMap<string, RosterPlayer[]>,
  visible: ReadonlySet<string>,
): MatchTeam | null => {
  const summary = teamSummary(team);
  if (!summary) return null;
  return {
    ...summary,
    players: (rosters.get(summary.id) ?? []).map(({ user, role, substitute }) => ({
      id: user.id,
      name: user.name,
      role,
      country: visible.has(user.id) ? (user.nationality ?? null) : null,
      substitute,
    })),
  };
};

/**
 * GET /api/events/:id/matches/:matchId: the match with both rosters, and the moves the signed-in
 * viewer may make on it now, exactly as the match rules and the competition endpoints decide them.
 */
export async function getEventMatch(
  ctx: PublicContext,
  input: { tournamentId: string; matchId: string },
): Promise<EventMatchDetail> {
  const now = clockNow();
  const tournament = await loadPublishedTournament(ctx.em, input.tournamentId, now);
  const row = await findMatch(ctx.em, tournament.id, input.matchId);
  const round = await loadRoundLabels(ctx.em, [row.phase]);
  const claim = (await loadClaims(ctx.em, [row.id])).get(row.id);
  const teamIds = [row.teamA?.id, row.teamB?.id].filter((id): id is string => id !== undefined);
  const rosters = await loadRosters(ctx.em, tournament, teamIds);
  const rostered = [...rosters.values()].flat().map(({ user }) => user.id);
  const visible = await visibleProfiles(ctx.em, rostered, ctx.actor);
  const roles = await matchRolesOf(ctx.em, ctx.actor, row, tournament.server.id);
  return {
    ...matchFields(row, round, claim),
    teamA: matchTeam(row.teamA, rosters, visible),
    teamB: matchTeam(row.teamB, rosters, visible),
    bestOf: matchBestOf(row.phase, row.roundKey),
    ...(row.games ? { games: row.games } : {}),
    statLabels: isGameId(tournament.gameId) ? [...statLabelsFor(tournament.gameId)] : [],
    hasMapVeto: isGameId(tournament.gameId) && isVetoGame(tournament.gameId),
    recordsDestruction: recordsDestruction(tournament.gameId),
    viewerRole: viewerRoleOf(roles),
    allowedActions: actionsFor(toMatchState(row, claim ?? null), roles, now),
    stream: claim
      ? {
          platform: streamPlatformSchema.parse(claim.platform),
          url: claim.url,
          status: streamStatus(
            {
              status: matchStatusSchema.parse(row.status),
              scheduledTime: row.scheduledTime?.toISOString() ?? null,
              streamLive: Boolean(claim.liveAt),
            },
            now,
          ),
        }
      : null,
  };
}
