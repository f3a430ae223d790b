import {
  type EntrantTeam,
  gameIdSchema,
  gameStatistics,
  groupStandings,
  isVetoGame,
  type MatchStatus,
  mapStatistics,
  PLAYING_ENTRY_STATUSES,
  type PlayerRecord,
  rankPlayers,
  rankTeams,
  type StandingRow,
  type StandingTable,
  sideDestructions,
  summariseEvent,
  swissStandings,
  type TeamRecord,
  type TournamentStats,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Match,
  MatchPlayerStat,
  MatchVeto,
  type Team,
  Tournament,
  TournamentRegistration,
  User,
} from '../../db/entities/index.ts';
import { isLobbyPhase, lobbyFigures } from '../battle-royale/internal/lobby-stats.ts';
import { loadPhaseBracket } from './internal/bracket-state.ts';
import { entrantOf } from './internal/entrant-team.ts';
import { loadFinalPlacings } from './internal/final-placings.ts';
import type { MatchRow } from './internal/match-rows.ts';
import { loadPhases } from './internal/phase-start.ts';

type TeamRow = InferEntity<typeof Team>;

const played = (row: MatchRow) => row.bracketStatus !== 'bye' && row.bracketStatus !== 'void';

/**
 * A tournament's statistics from its stored results: the summary tiles, teams by wins, players by
 * kills (from the lines of completed matches), every group or Swiss table, and the champion once the
 * final phase has one. The caller decides who may see them.
 */
export async function computeTournamentStats(
  em: EntityManager,
  tournamentId: string,
): Promise<TournamentStats> {
  const tournament = await em.findOneOrFail(Tournament, { id: tournamentId });
  const phases = await loadPhases(em, tournamentId);
  const rows = await em.find(
    Match,
    { tournament: tournamentId },
    { populate: ['teamA', 'teamB'], orderBy: [{ playOrder: 'asc' }, { id: 'asc' }] },
  );
  const entries = await em.find(
    TournamentRegistration,
    { tournament: tournamentId, status: { $in: [...PLAYING_ENTRY_STATUSES] }, awaitingVerification: false },
    { populate: ['team'] },
  );
  const disqualified = new Set(entries.filter((entry) => entry.disqualifiedAt).map((entry) => entry.team.id));
  const matches = rows.filter(played);
  const completed = matches.filter((row) => row.status === 'completed');
  const lines =
    completed.length === 0
      ? []
      : await em.find(
          MatchPlayerStat,
          { match: { $in: completed.map((row) => row.id) } },
          { populate: ['user', 'team'], orderBy: { id: 'asc' } },
        );

  const teams = new Map<string, TeamRow>();
  for (const entry of entries) teams.set(entry.team.id, entry.team);
  for (const row of rows) for (const team of [row.teamA, row.teamB]) if (team) teams.set(team.id, team);
  const entrant = (id: string): EntrantTeam => entrantOf(teams.get(id)!);

  const records = new Map<string, TeamRecord>(
    [...teams.values()].map((team) => [
      team.id,
      { name: team.name, logo: entrant(team.id).logo ?? '', wins: 0, losses: 0 },
    ]),
  );
  for (const row of completed) {
    if (row.winner) records.get(row.winner.id)!.wins += 1;
    if (row.loser) records.get(row.loser.id)!.losses += 1;
  }

  const players = new Map<string, PlayerRecord>();
  for (const line of lines) {
    const record = players.get(line.user.id) ?? {
      name: line.user.name,
      team: line.team.name,
      kills: 0,
      deaths: 0,
      offense: 0,
      defense: 0,
      army: 0,
      attack: 0,
      lines: 0,
    };
    record.kills += line.kills;
    record.deaths += line.deaths;
    record.offense = (record.offense ?? 0) + line.offense;
    record.defense = (record.defense ?? 0) + line.defense;
    record.army = (record.army ?? 0) + line.army;
    record.attack = (record.attack ?? 0) + line.attack;
    record.lines = (record.lines ?? 0) + 1;
    players.set(line.user.id, record);
  }

  // Battle-royale phases play lobbies: their kills, matches and champion come from the lobby results.
  const lobby = await lobbyFigures(em, tournament, phases);
  const users = await em.find(User, { id: { $in: lobby.playerKills.map((line) => line.userId) } });
  const userName = new Map(users.map((user) => [user.id, user.name]));
  for (const line of lobby.playerKills) {
    const record = players.get(line.userId) ?? {
      name: userName.get(line.userId) ?? line.userId,
      team: teams.get(line.teamId)?.name ?? '',
      kills: 0,
      deaths: 0,
    };
    record.kills += line.kills;
    players.set(line.userId, record);
  }

  const standings: StandingTable[] = [];
  const placings = await loadFinalPlacings(em, tournament, phases);
  const winner: EntrantTeam | null = placings[0]?.place === 1 ? placings[0].team : null;
  // A finished battle royale ranks its teams as the final ended, not by points summed over phases.
  const placeOf = new Map(placings.map((placing) => [placing.team.id, placing.place]));
  const byPlace = (teamId: string) => placeOf.get(teamId) ?? Number.POSITIVE_INFINITY;
  for (const phase of phases) {
    if (!phase.seeds || isLobbyPhase(phase)) continue;
    const { state } = await loadPhaseBracket(em, phase);
    const table = (name: string, tableRows: readonly StandingRow[]): StandingTable => ({
      phaseIndex: phase.position,
      phaseName: phase.name,
      name,
      rows: tableRows.map((row) => ({
        rank: row.rank,
        team: entrant(row.teamId),
        played: row.played,
        wins: row.wins,
        draws: row.draws,
        losses: row.losses,
        points: row.points,
        scoreFor: row.scoreFor,
        scoreAgainst: row.scoreAgainst,
        scoreDifference: row.scoreDifference,
        disqualified: disqualified.has(row.teamId),
      })),
    });
    if (state.format === 'group-stage') {
      for (const group of groupStandings(state)) standings.push(table(group.name, group.rows));
    } else if (state.format === 'swiss') {
      standings.push(table(phase.name, swissStandings(state)));
    }
  }

  const { kind } = gameStatistics(gameIdSchema.parse(tournament.gameId));
  return {
    ...summariseEvent({
      kind,
      matches: [
        ...matches.map((row) => ({
          scoreA: row.scoreA ?? null,
          scoreB: row.scoreB ?? null,
          status: row.status as MatchStatus,
          scheduledTime: row.scheduledTime?.toISOString() ?? null,
          completedTime: row.completedTime?.toISOString() ?? null,
        })),
        ...lobby.matches.map((row) => ({ ...row, status: row.status as MatchStatus })),
      ],
      destructions: completed.flatMap((row) => [
        ...sideDestructions(row.games, 'A'),
        ...sideDestructions(row.games, 'B'),
      ]),
      playerKills: [...lines.map((line) => line.kills), ...lobby.playerKills.map((line) => line.kills)],
      participatingTeams: entries.length,
      prizePool: tournament.prizePool ?? '',
    }),
    teams: rankTeams([...records.values()]),
    players: rankPlayers([...players.values()], kind),
    ...(lobby.teams.length > 0 && {
      battleRoyaleTeams: lobby.teams
        .sort(
          (a, b) =>
            byPlace(a.teamId) - byPlace(b.teamId) ||
            b.total - a.total ||
            b.wwcd - a.wwcd ||
            b.kills - a.kills,
        )
        .map(({ teamId, ...row }, index) => ({
          rank: index + 1,
          name: entrant(teamId).name,
          logo: entrant(teamId).logo,
          ...row,
        })),
    }),
    ...(await eventMaps(em, tournament.gameId, rows)),
    standings,
    champion: winner,
  };
}

/** Valorant and CODM: the maps each match's veto named, with the games played on them. */
async function eventMaps(em: EntityManager, gameId: string, rows: readonly MatchRow[]) {
  const game = gameIdSchema.parse(gameId);
  if (!isVetoGame(game)) return {};
  const vetoes = await em.find(MatchVeto, { match: { $in: rows.map((row) => row.id) } });
  const byMatch = new Map(rows.map((row) => [row.id, row]));
  const team = (row: MatchRow['teamA']) => (row ? { id: row.id, name: row.name } : null);
  return {
    maps: mapStatistics(
      game,
      vetoes.flatMap((veto) => {
        const row = byMatch.get(veto.match.id);
        if (!row) return [];
        // A series reported without its games counts only when it was one map (its score is that game's).
        const oneMap =
          veto.actions.filter((action) => action.action !== 'ban' && action.action !== 'side').length === 1;
        const { scoreA, scoreB } = row;
        const score = typeof scoreA === 'number' && typeof scoreB === 'number' ? [{ scoreA, scoreB }] : [];
        const games = row.status !== 'completed' ? [] : (row.games ?? (oneMap ? score : []));
        return [{ actions: veto.actions, teamA: team(row.teamA), teamB: team(row.teamB), games }];
      }),
    ),
  };
}
