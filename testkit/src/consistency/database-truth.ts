import {
  type PointsRow,
  type PointsTable,
  pointsStandings,
  pointsTablePreset,
  type TeamMatchResult,
} from '@galaxia/core';
import { openOrm } from '@galaxia/core/server';

/** What the database holds about one tournament's results: the figures every public view must show. */
export interface TruthTeam {
  id: string;
  name: string;
}

export interface TruthMatch {
  id: string;
  displayId: string;
  /** As posts and pages title it ("Round 1 · Match 2", "Grand Final"). */
  name: string;
  phaseName: string;
  teamA: TruthTeam | null;
  teamB: TruthTeam | null;
  scoreA: number | null;
  scoreB: number | null;
  status: string;
  winner: 'A' | 'B' | null;
  games: { scoreA: number; scoreB: number }[] | null;
  /** Players' kills and deaths over the match (stored lines, summed over its games). */
  playerLines: { userId: string; teamId: string; kills: number; deaths: number }[];
}

export interface TruthPointsRow {
  rank: number;
  team: TruthTeam;
  matches: number;
  wwcd: number;
  kills: number;
  total: number;
}

export interface TruthLobby {
  id: string;
  name: string;
  standings: TruthPointsRow[];
}

export interface TruthLobbyPhase {
  position: number;
  name: string;
  lobbies: TruthLobby[];
  overall: TruthPointsRow[];
}

export interface TruthPlacing {
  place: number;
  team: TruthTeam;
  points: number | null;
}

export interface TruthPhase {
  name: string;
  status: 'not_started' | 'active' | 'completed';
  /** Started by the close of the phases feeding it, not by an organiser. */
  startedAutomatically: boolean;
}

export interface DatabaseTruth {
  tournament: { id: string; name: string; gameId: string };
  /** In roadmap order. */
  phases: TruthPhase[];
  /** Completed phases in roadmap order; the last one decides the title. */
  finished: boolean;
  matches: TruthMatch[];
  lobbyPhases: TruthLobbyPhase[];
  champion: TruthTeam | null;
  /** What the database alone decides: the champion and runner-up of a bracket, a battle royale's whole table. */
  placings: TruthPlacing[];
}

type Row = Record<string, unknown>;
const str = (value: unknown) => (value === null || value === undefined ? null : String(value));
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Reads the stored results with plain SQL (not the api's read paths, which are what is being checked).
 * Points tables are derived with core's domain (`pointsStandings`): that is their definition; the
 * champion of a bracket is its deciding match's stored winner.
 */
export async function readDatabaseTruth(databaseUrl: string, tournamentId: string): Promise<DatabaseTruth> {
  const orm = await openOrm(databaseUrl);
  try {
    const sql = orm.em.getConnection();
    const [tournament] = await sql.execute<Row[]>(
      'select id, event_name, game_id from tournaments where id = ?',
      [tournamentId],
    );
    if (!tournament) throw new Error(`no tournament ${tournamentId} in the database`);
    const teams = new Map(
      (
        await sql.execute<Row[]>(
          `select distinct t.id, t.name from teams t
             join tournament_registrations r on r.team_id = t.id where r.tournament_id = ?
           union select t.id, t.name from teams t join matches m on t.id in (m.team_a_id, m.team_b_id)
             where m.tournament_id = ?`,
          [tournamentId, tournamentId],
        )
      ).map((row) => [String(row.id), { id: String(row.id), name: String(row.name) }]),
    );
    const teamOf = (id: unknown): TruthTeam | null => {
      const key = str(id);
      return key ? (teams.get(key) ?? { id: key, name: '?' }) : null;
    };
    const phases = await sql.execute<Row[]>(
      `select id, position, name, format, status, is_final, points_table, started_automatically from phases
         where tournament_id = ? order by position`,
      [tournamentId],
    );
    const phaseName = new Map(phases.map((phase) => [String(phase.id), String(phase.name)]));

    const lines = await sql.execute<Row[]>(
      `select s.match_id, s.team_id, s.user_id, sum(s.kills) kills, sum(s.deaths) deaths
         from match_player_stats s join matches m on m.id = s.match_id
         where m.tournament_id = ? group by s.match_id, s.team_id, s.user_id`,
      [tournamentId],
    );
    const matchRows = await sql.execute<Row[]>(
      `select id, display_id, name, phase_id, team_a_id, team_b_id, score_a, score_b, status, winner_id,
              winner_to, games, play_order from matches
         where tournament_id = ? and bracket_status <> 'bye' order by play_order`,
      [tournamentId],
    );
    const matches: TruthMatch[] = matchRows.map((row) => {
      const winner = str(row.winner_id);
      const games = row.games as { scoreA: number; scoreB: number }[] | null;
      return {
        id: String(row.id),
        displayId: String(row.display_id),
        name: String(row.name),
        phaseName: phaseName.get(String(row.phase_id)) ?? '?',
        teamA: teamOf(row.team_a_id),
        teamB: teamOf(row.team_b_id),
        scoreA: num(row.score_a),
        scoreB: num(row.score_b),
        status: String(row.status),
        winner: winner === null ? null : winner === str(row.team_a_id) ? 'A' : 'B',
        games: games?.map(({ scoreA, scoreB }) => ({ scoreA, scoreB })) ?? null,
        playerLines: lines
          .filter((line) => line.match_id === row.id)
          .map((line) => ({
            userId: String(line.user_id),
            teamId: String(line.team_id),
            kills: Number(line.kills),
            deaths: Number(line.deaths),
          })),
      };
    });

    const lobbyPhases: TruthLobbyPhase[] = [];
    for (const phase of phases) {
      const lobbies = await sql.execute<Row[]>(
        'select id, name, teams from br_lobbies where phase_id = ? order by position',
        [phase.id],
      );
      if (lobbies.length === 0) continue;
      const results = await sql.execute<Row[]>(
        `select r.team_id, r.placement, r.kills, m.number, m.lobby_id from br_lobby_results r
           join br_lobby_matches m on m.id = r.lobby_match_id where r.phase_id = ?`,
        [phase.id],
      );
      const table =
        (phase.points_table as PointsTable | null) ??
        pointsTablePreset(tournament.game_id as Parameters<typeof pointsTablePreset>[0]);
      const resultsOf = (lobbyId?: unknown): TeamMatchResult[] =>
        results
          .filter((result) => lobbyId === undefined || result.lobby_id === lobbyId)
          .map((result) => ({
            matchNumber: Number(result.number),
            teamId: String(result.team_id),
            placement: Number(result.placement),
            kills: Number(result.kills),
          }));
      const view = (rows: PointsRow[]): TruthPointsRow[] =>
        rows.map((row) => ({
          rank: row.rank,
          team: teamOf(row.teamId) ?? { id: row.teamId, name: '?' },
          matches: row.matches,
          wwcd: row.wwcd,
          kills: row.kills,
          total: row.total,
        }));
      lobbyPhases.push({
        position: Number(phase.position),
        name: String(phase.name),
        lobbies: lobbies.map((lobby) => ({
          id: String(lobby.id),
          name: String(lobby.name),
          standings: view(pointsStandings(lobby.teams as string[], resultsOf(lobby.id), table)),
        })),
        overall: view(
          pointsStandings(
            lobbies.flatMap((lobby) => lobby.teams as string[]),
            resultsOf(),
            table,
          ),
        ),
      });
    }

    const last = phases.find((phase) => phase.is_final) ?? phases.at(-1);
    const finished = last?.status === 'completed';
    let placings: TruthPlacing[] = [];
    if (finished && last) {
      const lobbyPhase = lobbyPhases.find((phase) => phase.position === Number(last.position));
      if (lobbyPhase) {
        placings = lobbyPhase.overall.map((row) => ({ place: row.rank, team: row.team, points: row.total }));
      } else {
        // The deciding match: the played one of the final phase whose winner goes on to no played match
        // (a grand final's winner goes to its reset, which stays unplayed when the upper side wins the first).
        const finalRows = matchRows.filter((row) => row.phase_id === last.id);
        const played = new Set(
          finalRows.filter((row) => row.winner_id !== null).map((row) => row.display_id),
        );
        const decider = finalRows
          .filter((row) => {
            const next = row.winner_to as { matchId: string } | null;
            return (
              row.winner_id !== null &&
              row.display_id !== 'third-place' &&
              (!next || !played.has(next.matchId))
            );
          })
          .at(-1);
        const winner = teamOf(decider?.winner_id);
        if (decider && winner && /elimination/i.test(String(last.format))) {
          const loser =
            str(decider.winner_id) === str(decider.team_a_id) ? decider.team_b_id : decider.team_a_id;
          placings = [
            { place: 1, team: winner, points: null },
            ...(teamOf(loser) ? [{ place: 2, team: teamOf(loser)!, points: null }] : []),
          ];
        }
      }
    }
    return {
      tournament: {
        id: String(tournament.id),
        name: String(tournament.event_name),
        gameId: String(tournament.game_id),
      },
      phases: phases.map((phase) => ({
        name: String(phase.name),
        status: String(phase.status) as TruthPhase['status'],
        startedAutomatically: phase.started_automatically === true,
      })),
      finished,
      matches,
      lobbyPhases,
      champion: placings[0]?.place === 1 ? placings[0].team : null,
      placings,
    };
  } finally {
    await orm.close();
  }
}
