import { messages, type StandingRow, type Tiebreak } from '@galaxia/core';
import { useId } from 'react';
import { type Column, DataTable, rankColumn } from '../data-table.tsx';

/** The core's standing row as a table shows it: with the team's name, the Buchholz figures only where used. */
export type StandingsRow = Pick<
  StandingRow,
  'teamId' | 'rank' | 'played' | 'wins' | 'draws' | 'losses' | 'points' | 'scoreDifference'
> &
  Partial<Pick<StandingRow, 'buchholz' | 'medianBuchholz'>> & { teamName: string };

const figure = (key: keyof StandingsRow, header: string, title: string): Column<StandingsRow> => ({
  key,
  header,
  title,
  className: 'px-2 py-2 text-right',
  cell: (row) => row[key],
});

const COLUMNS: Column<StandingsRow>[] = [
  rankColumn('px-4 py-2'),
  {
    key: 'team',
    header: 'Team',
    className: 'py-2',
    cellClassName: 'max-w-[10rem] truncate font-semibold',
    rowHeader: true,
    cell: (row) => row.teamName,
  },
  figure('played', 'P', 'Played'),
  figure('wins', 'W', 'Wins'),
  figure('draws', 'D', 'Draws'),
  figure('losses', 'L', 'Losses'),
  {
    ...figure('scoreDifference', '+/-', 'Score difference'),
    cell: (row) => (row.scoreDifference > 0 ? `+${row.scoreDifference}` : row.scoreDifference),
  },
  figure('buchholz', 'BH', 'Buchholz'),
  figure('medianBuchholz', 'MBH', 'Median Buchholz'),
  {
    key: 'points',
    header: 'Pts',
    title: 'Points',
    className: 'px-4 py-2 text-right',
    cellClassName: 'font-bold',
    cell: (row) => row.points,
  },
];

/**
 * A group's or a Swiss stage's table; the top `qualifying` rows are marked as going through. With the
 * phase's tiebreak order, the table says how it was ranked and shows the Buchholz columns it uses.
 */
export function StandingsTable({
  title,
  rows,
  qualifying = 0,
  tiebreaks,
}: {
  title: string;
  rows: readonly StandingsRow[];
  qualifying?: number;
  tiebreaks?: readonly Tiebreak[];
}) {
  const buchholz = tiebreaks
    ? tiebreaks.includes('buchholz')
    : rows.some((row) => row.buchholz !== undefined);
  const medianBuchholz = tiebreaks?.includes('median-buchholz') ?? false;
  const orderId = useId();
  return (
    <div className="min-w-0 rounded-xl border border-white/10 bg-ink-900/80">
      <div className="overflow-x-auto">
        <DataTable
          className="min-w-[22rem]"
          describedBy={tiebreaks?.length ? orderId : undefined}
          caption={<caption className="px-4 pt-3 text-left font-display text-lg font-bold">{title}</caption>}
          columns={COLUMNS.filter(
            (column) =>
              (column.key !== 'buchholz' || buchholz) && (column.key !== 'medianBuchholz' || medianBuchholz),
          )}
          rows={rows}
          rowKey={(row) => row.teamId}
          rowClassName={(row) => (row.rank <= qualifying ? 'bg-emerald-500/10' : '')}
        />
      </div>
      {tiebreaks?.length ? (
        <p id={orderId} className="border-t border-white/10 px-4 py-2 text-xs text-slate-400">
          {messages.brackets.tiebreakOrder(tiebreaks.map((kind) => messages.brackets.tiebreakLabels[kind]))}
        </p>
      ) : null}
    </div>
  );
}
