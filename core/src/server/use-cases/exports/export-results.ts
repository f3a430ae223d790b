import { eventTitle, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { UseCaseContext } from '../../context.ts';
import { LobbyMatch, LobbyResult, Match, MatchPlayerStat, Team, User } from '../../db/entities/index.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { PLAYED_OR_TO_PLAY } from '../public/internal/match-view.ts';
import type { CsvExport } from './csv-export.ts';

const PAGE = 100;
type Cell = string | number;

/** Names of the users and teams a page of rows mentions, in two queries. */
async function namesOf(em: EntityManager, userIds: Iterable<string>, teamIds: Iterable<string>) {
  const users = [...new Set(userIds)];
  const teams = [...new Set(teamIds)];
  const userRows = users.length ? await em.find(User, { id: { $in: users } }, { fields: ['name'] }) : [];
  const teamRows = teams.length ? await em.find(Team, { id: { $in: teams } }, { fields: ['name'] }) : [];
  const user = new Map(userRows.map((row) => [row.id, row.name]));
  const team = new Map(teamRows.map((row) => [row.id, row.name]));
  return {
    user: (id: string) => user.get(id) ?? '',
    team: (id: string | undefined) => (id ? (team.get(id) ?? '') : ''),
  };
}

/**
 * Every result as a spreadsheet reads it: per duel match a `match` row, a `game` row per game of its
 * series and a `player` row per player line that counts; per battle-royale lobby match a `lobby team`
 * row per squad and a `player` row per player's kills. Rows carry the same column set so one sheet
 * filters by its Row column.
 */
export async function exportResults(ctx: UseCaseContext, tournamentId: string): Promise<CsvExport> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  const { em } = ctx;
  const text = messages.exports;
  const blank = (count: number): Cell[] => Array.from({ length: count }, () => '');

  async function* duelRows() {
    for (let offset = 0; ; offset += PAGE) {
      const matches = await em.find(
        Match,
        { tournament: tournament.id, ...PLAYED_OR_TO_PLAY },
        {
          populate: ['phase'],
          orderBy: [{ phase: { position: 'asc' } }, { playOrder: 'asc' }, { id: 'asc' }],
          limit: PAGE,
          offset,
        },
      );
      const stats = matches.length
        ? await em.find(MatchPlayerStat, { match: { $in: matches.map((match) => match.id) } })
        : [];
      const names = await namesOf(
        em,
        stats.map((line) => line.user.id),
        matches.flatMap((match) =>
          [match.teamA?.id, match.teamB?.id, match.winner?.id].filter((id) => id !== undefined),
        ),
      );
      for (const match of matches) {
        const head: Cell[] = [match.phase.name, match.name];
        const teams: Cell[] = [names.team(match.teamA?.id), names.team(match.teamB?.id)];
        yield [
          text.rowMatch,
          ...head,
          '',
          match.status,
          ...teams,
          match.scoreA ?? '',
          match.scoreB ?? '',
          names.team(match.winner?.id),
          ...blank(9),
        ];
        for (const [index, game] of (match.games ?? []).entries())
          yield [
            text.rowGame,
            ...head,
            index + 1,
            match.status,
            ...teams,
            game.scoreA,
            game.scoreB,
            ...blank(10),
          ];
        for (const line of stats.filter((row) => row.match.id === match.id))
          yield [
            text.rowPlayer,
            ...head,
            '',
            match.status,
            ...teams,
            ...blank(3),
            names.team(line.team.id),
            names.user(line.user.id),
            '',
            line.kills,
            line.deaths,
            line.offense,
            line.defense,
            line.army,
            line.attack,
          ];
      }
      if (matches.length < PAGE) return;
      em.clear();
    }
  }

  async function* lobbyRows() {
    for (let offset = 0; ; offset += PAGE) {
      const lobbyMatches = await em.find(
        LobbyMatch,
        { tournament: tournament.id },
        {
          populate: ['phase', 'lobby'],
          orderBy: [{ phase: { position: 'asc' } }, { lobby: { position: 'asc' } }, { number: 'asc' }],
          limit: PAGE,
          offset,
        },
      );
      const results = lobbyMatches.length
        ? await em.find(
            LobbyResult,
            { lobbyMatch: { $in: lobbyMatches.map((match) => match.id) } },
            { orderBy: { placement: 'asc' } },
          )
        : [];
      const names = await namesOf(
        em,
        results.flatMap((result) => result.playerKills.map((line) => line.userId)),
        results.map((result) => result.team.id),
      );
      for (const lobbyMatch of lobbyMatches) {
        const head: Cell[] = [
          lobbyMatch.phase.name,
          text.lobbyMatch(lobbyMatch.lobby.name, lobbyMatch.number),
          '',
          lobbyMatch.status,
        ];
        for (const result of results.filter((row) => row.lobbyMatch.id === lobbyMatch.id)) {
          const team = names.team(result.team.id);
          yield [
            text.rowLobbyTeam,
            ...head,
            ...blank(5),
            team,
            '',
            result.placement,
            result.kills,
            ...blank(5),
          ];
          for (const line of result.playerKills)
            yield [
              text.rowPlayer,
              ...head,
              ...blank(5),
              team,
              names.user(line.userId),
              '',
              line.kills,
              ...blank(5),
            ];
        }
      }
      if (lobbyMatches.length < PAGE) return;
      em.clear();
    }
  }

  async function* rows() {
    yield* duelRows();
    yield* lobbyRows();
  }
  return {
    tournamentName: eventTitle(tournament.eventName, tournament.seasonNumber),
    columns: messages.exports.resultsColumns,
    rows: rows(),
  };
}
