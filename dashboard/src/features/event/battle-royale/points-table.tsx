import type { PointsRowView } from '@galaxia/core';
import { Link } from 'react-router-dom';
import { Abbr, type Column, DataTable, rankColumn, teamColumn } from '../../../components/ui/data-table.tsx';

const FIGURES = [
  { key: 'matches', short: 'M', long: 'Matches' },
  { key: 'wwcd', short: 'WWCD', long: 'Matches won (winner winner chicken dinner)' },
  { key: 'placementPoints', short: 'PP', long: 'Placement points' },
  { key: 'killPoints', short: 'KP', long: 'Kill points' },
] as const;

const COLUMNS: Column<PointsRowView>[] = [
  rankColumn('px-2 py-2 sm:px-4'),
  teamColumn((row) => row.team, { width: 'max-w-[7.5rem] sm:max-w-[14rem]', logo: 'size-6 text-[10px]' }),
  ...FIGURES.map(
    (figure): Column<PointsRowView> => ({
      key: figure.key,
      header: <Abbr title={figure.long}>{figure.short}</Abbr>,
      className: 'px-1 py-2 text-right sm:px-2',
      cellClassName: 'tabular-nums',
      cell: (row) => row[figure.key],
    }),
  ),
  {
    key: 'total',
    header: <Abbr title="Total points">Total</Abbr>,
    className: 'px-2 py-2 text-right sm:px-4',
    cellClassName: 'font-bold tabular-nums text-neon-400',
    cell: (row) => row.total,
  },
];

/**
 * A battle-royale points table: rank, team, matches, WWCD, placement points, kill points, total. The
 * top `qualifying` rows are marked as going through. Narrow screens scroll the figures sideways while
 * rank and team stay readable.
 */
export function PointsTable({
  title,
  rows,
  qualifying = 0,
  caption,
  titleHref,
}: {
  title: string;
  rows: readonly PointsRowView[];
  qualifying?: number;
  caption?: string;
  titleHref?: string;
}) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-white/10 bg-ink-900/80"
      data-testid="points-table"
    >
      <DataTable
        caption={
          <caption className="px-2 pt-3 text-left sm:px-4">
            <span className="font-display text-lg font-bold">
              {titleHref ? (
                <Link to={titleHref} className="hover:text-neon-400 focus-visible:outline-2">
                  {title}
                </Link>
              ) : (
                title
              )}
            </span>
            {caption ? <span className="ml-2 text-xs text-slate-400">{caption}</span> : null}
          </caption>
        }
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.team.id}
        rowClassName={(row) => (row.rank <= qualifying ? 'bg-emerald-500/10' : '')}
      />
    </div>
  );
}
