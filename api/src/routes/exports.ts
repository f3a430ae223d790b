import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ExportKind, exportFileName, routeContracts, spreadsheetCell } from '@galaxia/core';
import { exportRegistrations, exportResults, exportStandings } from '@galaxia/core/server';
import { stringify } from 'csv-stringify';
import type { RouteTable } from './define-route.ts';

const exporters = {
  registrations: exportRegistrations,
  results: exportResults,
  standings: exportStandings,
} satisfies Record<ExportKind, unknown>;

/**
 * The organiser's CSV downloads. The access check and the headings come first; the rows are then streamed
 * as the database pages them in, UTF-8 with a byte-order mark so spreadsheets read Devanagari names.
 */
export function exportRoutes(routes: RouteTable) {
  routes.serve({
    contract: routeContracts.organiser.export,
    run: async (ctx, { params }) => {
      const csv = await exporters[params.kind](ctx, params.id);
      ctx.res.status(200);
      ctx.res.set('Cache-Control', 'no-store');
      ctx.res.type('text/csv; charset=utf-8');
      ctx.res.attachment(exportFileName(csv.tournamentName, params.kind));
      const cells = async function* () {
        for await (const row of csv.rows) yield row.map(spreadsheetCell);
      };
      await pipeline(
        Readable.from(cells()),
        stringify({ header: true, columns: [...csv.columns], bom: true, cast: { number: String } }),
        ctx.res,
      );
    },
  });
}
