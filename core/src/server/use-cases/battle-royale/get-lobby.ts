import {
  AppError,
  canFlagResults,
  checkInWindowState,
  flagWindowEnds,
  isRoomRevealed,
  type LobbyMatchView,
  type LobbyView,
  matchCheckInWindow,
  messages,
  pointsStandings,
  roomRevealTime,
} from '@galaxia/core';
import { now } from '../../clock.ts';
import type { PublicContext } from '../../context.ts';
import { Lobby, Phase, User } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { fileUrlOrNull } from '../game-accounts/internal/file-url.ts';
import { versionedRead } from '../public/data-version.ts';
import { loadPublishedTournament } from '../public/internal/published-tournament.ts';
import { lobbyMatchSummary } from './get-points-tables.ts';
import {
  canManageLobbies,
  listedRostersOf,
  playingRostersOf,
  rosteredTeamOf,
} from './internal/lobby-access.ts';
import { checkInSquadOf, loadLobbyCheckIns } from './internal/lobby-check-ins.ts';
import {
  type LoadedLobbyPhase,
  type LobbyMatchRow,
  loadLobbyPhase,
  matchResultsOf,
  pointsTableOf,
} from './internal/lobby-phase.ts';
import { pointsRowView, teamsById } from './internal/lobby-views.ts';

const notFound = () =>
  new AppError('NOT_FOUND', 'BATTLE_ROYALE_LOBBY_NOT_FOUND', messages.battleRoyale.lobbyNotFound);

/**
 * GET /api/lobbies/:id: a lobby's teams, matches, results and standings for anyone who may see the
 * event. The room ID and password go to the lobby's rostered players from 15 minutes before the match,
 * and at any time to whoever manages the lobby (organiser, results admin), so a saved room can be read
 * back: everyone else gets `room: null`.
 */
export async function getLobby(ctx: PublicContext, lobbyId: string): Promise<LobbyView> {
  return (await getVersionedLobby(ctx, lobbyId)).value;
}

/**
 * `getLobby` with the version of its tournament's data it shows (`Galaxia-Data-Version`), as every
 * public read of one tournament names it: a lobby page open through a live update never goes back to
 * older results.
 */
export async function getVersionedLobby(
  ctx: PublicContext,
  lobbyId: string,
): Promise<{ value: LobbyView; version: number }> {
  if (!isUuid(lobbyId)) throw notFound();
  const lobby = await ctx.em.findOne(Lobby, { id: lobbyId });
  if (!lobby) throw notFound();
  return versionedRead(ctx.em, lobby.tournament.id, (em) => readLobby({ ...ctx, em }, lobbyId));
}

async function readLobby(ctx: PublicContext, lobbyId: string): Promise<LobbyView> {
  const at = now();
  if (!isUuid(lobbyId)) throw notFound();
  const lobby = await ctx.em.findOne(Lobby, { id: lobbyId });
  if (!lobby) throw notFound();
  const tournament = await loadPublishedTournament(ctx.em, lobby.tournament.id, at).catch(() => {
    throw notFound();
  });
  const phase = await ctx.em.findOneOrFail(Phase, { id: lobby.phase.id });
  const loaded = await loadLobbyPhase(ctx.em, [phase.id]);
  const own: LoadedLobbyPhase = {
    lobbies: [lobby],
    matches: loaded.matches.filter((match) => match.lobby.id === lobby.id),
    results: loaded.results,
  };
  const [teams, rosters, playing, canManage, checkIns] = await Promise.all([
    teamsById(ctx.em, lobby.teams),
    listedRostersOf(ctx.em, tournament.id, lobby.teams),
    playingRostersOf(ctx.em, tournament.id, lobby.teams),
    canManageLobbies(ctx.em, ctx.actor, tournament),
    loadLobbyCheckIns(
      ctx.em,
      own.matches.map((match) => match.id),
    ),
  ]);
  const players = await ctx.em.find(User, { id: { $in: [...rosters.values()].flat() } });
  const nameOf = new Map(players.map((user) => [user.id, user.name]));
  const viewerTeam = rosteredTeamOf(ctx.actor, lobby.teams, playing);
  // A captain not on the roster may check the squad in too.
  const checkInSquad = await checkInSquadOf(ctx.em, ctx.actor, playing);

  const checkInView = (match: LobbyMatchRow): LobbyMatchView['checkIn'] => {
    const scheduled = match.scheduledTime ?? null;
    const rows = checkIns.filter((row) => row.lobbyMatch.id === match.id);
    const state = scheduled ? checkInWindowState(scheduled, at) : null;
    return {
      window: scheduled
        ? {
            opensAt: matchCheckInWindow(scheduled).opensAt.toISOString(),
            closesAt: scheduled.toISOString(),
            state: state!,
          }
        : null,
      checkedIn: rows.map((row) => ({ teamId: row.team.id, checkedInAt: row.checkedInAt.toISOString() })),
      noShows: match.checkInClose?.absent ?? [],
      forfeited: match.checkInClose?.forfeited ?? false,
      canCheckIn:
        checkInSquad !== null &&
        phase.status === 'active' &&
        match.status === 'upcoming' &&
        state === 'open' &&
        !rows.some((row) => row.team.id === checkInSquad),
    };
  };

  const matchView = (match: LobbyMatchRow): LobbyMatchView => {
    const scheduled = match.scheduledTime ?? null;
    // The lobby's players from the reveal time on; whoever manages the lobby always (they set it).
    const revealed =
      Boolean(match.roomId) && (canManage || (viewerTeam !== null && isRoomRevealed(scheduled, at)));
    const flag = match.flag ?? null;
    return {
      ...lobbyMatchSummary(match),
      roomRevealAt: scheduled ? roomRevealTime(scheduled).toISOString() : null,
      roomSet: Boolean(match.roomId),
      room: revealed ? { roomId: match.roomId!, roomPassword: match.roomPassword! } : null,
      resultsEnteredAt: match.resultsEnteredAt?.toISOString() ?? null,
      flagOpenUntil: match.resultsEnteredAt ? flagWindowEnds(match.resultsEnteredAt).toISOString() : null,
      canFlag:
        viewerTeam !== null &&
        match.status === 'completed' &&
        !flag &&
        match.resultsEnteredAt !== null &&
        match.resultsEnteredAt !== undefined &&
        canFlagResults(match.resultsEnteredAt, at),
      flag: flag
        ? { teamId: flag.byTeamId, reason: flag.reason, at: flag.at, settled: Boolean(match.flagSettledAt) }
        : null,
      screenshotUrl: fileUrlOrNull(match.screenshot),
      results: own.results
        .filter((result) => result.lobbyMatch.id === match.id)
        .sort((a, b) => a.placement - b.placement)
        .map((result) => ({
          teamId: result.team.id,
          placement: result.placement,
          kills: result.kills,
          playerKills: result.playerKills,
        })),
      checkIn: checkInView(match),
    };
  };

  return {
    id: lobby.id,
    tournamentId: tournament.id,
    name: lobby.name,
    phaseIndex: phase.position,
    phaseName: phase.name,
    pointsTable: pointsTableOf(phase, tournament),
    phaseActive: phase.status === 'active',
    teams: lobby.teams.map((teamId) => {
      const team = teams.get(teamId);
      return {
        id: teamId,
        name: team?.name ?? teamId,
        logo: fileUrlOrNull(team?.logo),
        roster: (rosters.get(teamId) ?? []).map((userId) => ({ userId, name: nameOf.get(userId) ?? userId })),
      };
    }),
    matches: own.matches.map(matchView),
    standings: pointsStandings(
      lobby.teams,
      matchResultsOf(own, lobby.id),
      pointsTableOf(phase, tournament),
    ).map(pointsRowView(teams)),
    viewer: { teamId: viewerTeam, canManage },
  };
}
