import { eventTitle, messages } from '@galaxia/core';
import type { UseCaseContext } from '../../context.ts';
import { TournamentRegistration } from '../../db/entities/index.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { entryViews } from '../competition/internal/entry-views.ts';
import type { CsvExport } from './csv-export.ts';

const PAGE = 200;

/** Every entry (withdrawn ones too) with one row per rostered player, a page of entries at a time. */
export async function exportRegistrations(ctx: UseCaseContext, tournamentId: string): Promise<CsvExport> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  const { yes, no } = messages.exports;
  async function* rows() {
    for (let offset = 0; ; offset += PAGE) {
      const entries = await ctx.em.find(
        TournamentRegistration,
        { tournament: tournament.id },
        { orderBy: [{ registeredAt: 'asc' }, { id: 'asc' }], limit: PAGE, offset },
      );
      const views = await entryViews(ctx.em, tournament, entries, ctx.actor);
      for (const [index, view] of views.entries()) {
        const entry = entries[index]!;
        const entryCells = [
          view.team.name,
          view.status,
          view.registeredAt,
          entry.checkedInAt?.toISOString() ?? '',
          view.awaitingVerification ? yes : no,
        ];
        if (view.roster.length === 0) yield [...entryCells, '', '', ''];
        for (const player of view.roster)
          yield [...entryCells, player.name, player.substitute ? yes : no, player.verification];
      }
      if (entries.length < PAGE) return;
      ctx.em.clear();
    }
  }
  return {
    tournamentName: eventTitle(tournament.eventName, tournament.seasonNumber),
    columns: messages.exports.registrationsColumns,
    rows: rows(),
  };
}
