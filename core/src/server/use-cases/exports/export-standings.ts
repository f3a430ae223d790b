import { eventTitle, istToday, messages } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { getEventPointsTables } from '../battle-royale/get-points-tables.ts';
import { getEventBrackets } from '../public/get-event-brackets.ts';
import type { CsvExport } from './csv-export.ts';

/**
 * The tables the public sees, as rows: each group's and the Swiss standings, and each battle-royale
 * lobby's and phase's points table. They come from the public reads, so the download and the site
 * can never disagree; a tournament the public cannot see yet has no tables.
 */
export async function exportStandings(ctx: UseCaseContext, tournamentId: string): Promise<CsvExport> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  const text = messages.exports;
  const visible = tournament.lifecycle !== 'draft' && tournament.publishDate <= istToday(now());

  async function* rows() {
    if (!visible) return;
    const { phases } = await getEventBrackets(ctx, tournament.id);
    for (const phase of phases) {
      const tables = [
        ...(phase.groupStandings ?? []).map((group) => ({ name: group.name, rows: group.rows })),
        ...(phase.swissStandings ? [{ name: text.overall, rows: phase.swissStandings }] : []),
      ];
      for (const table of tables)
        for (const row of table.rows)
          yield [
            ...[phase.phaseName, table.name, row.rank, row.teamName, row.played, row.wins, row.draws],
            ...[row.losses, row.points, row.scoreFor, row.scoreAgainst, row.scoreDifference, '', '', '', ''],
          ];
    }
    const { phases: lobbyPhases } = await getEventPointsTables(ctx, tournament.id);
    for (const phase of lobbyPhases) {
      const tables = [
        ...phase.lobbies.map((lobby) => ({ name: lobby.name, rows: lobby.standings })),
        { name: text.overall, rows: phase.overall },
      ];
      for (const table of tables)
        for (const row of table.rows)
          yield [
            ...[phase.phaseName, table.name, row.rank, row.team.name, row.matches, '', '', ''],
            ...[row.total, '', '', '', row.placementPoints, row.killPoints, row.kills, row.wwcd],
          ];
    }
  }
  return {
    tournamentName: eventTitle(tournament.eventName, tournament.seasonNumber),
    columns: messages.exports.standingsColumns,
    rows: rows(),
  };
}
