import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { TeamLogo } from './team-logo.tsx';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** The heading's hover text: the full name of an abbreviated heading. */
  title?: string;
  /** Classes of the column's heading and of its cells (padding, alignment). */
  className: string;
  /** Classes only the column's cells add. */
  cellClassName?: string;
  /** The cell names what the row is about (team, player, place): it becomes the row's heading. */
  rowHeader?: boolean;
  cell: (row: Row) => ReactNode;
}

/**
 * A table whose columns are data: the header row and every body row are drawn from the same column
 * list, so a column's heading, alignment and cell never drift apart.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
  className,
  caption,
  describedBy,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowClassName?: (row: Row) => string;
  className?: string;
  caption?: ReactNode;
  describedBy?: string;
}) {
  return (
    <table className={cn('w-full text-left text-sm', className)} aria-describedby={describedBy}>
      {caption}
      <thead className="text-xs uppercase tracking-wider text-slate-400">
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.className} title={column.title}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={cn('border-t border-white/10', rowClassName?.(row))}>
            {columns.map((column) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={column.key}
                  scope={column.rowHeader ? 'row' : undefined}
                  className={cn(column.className, column.cellClassName)}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A heading shortened in the table, spelled out on hover and for screen readers. */
export const Abbr = ({ title, children }: { title: string; children: ReactNode }) => (
  <abbr title={title} className="no-underline">
    {children}
  </abbr>
);

/** The column ranked tables open with: the row's rank, dimmed. */
export const rankColumn = <Row extends { rank: number }>(className: string): Column<Row> => ({
  key: 'rank',
  header: '#',
  className,
  cellClassName: 'text-slate-400',
  cell: (row) => row.rank,
});

/**
 * The team column: its logo (from small screens up) and name, read as the row's header. `width` caps
 * the name where figures need the room.
 */
export const teamColumn = <Row,>(
  team: (row: Row) => { name: string; logo: string | null | undefined },
  { width = '', logo }: { width?: string; logo: string },
): Column<Row> => ({
  key: 'team',
  header: 'Team',
  className: 'py-2',
  cellClassName: 'font-semibold',
  rowHeader: true,
  cell: (row) => {
    const { name, logo: src } = team(row);
    return (
      <span className={cn('flex items-center gap-2', width)}>
        <span className="hidden sm:inline-flex">
          <TeamLogo name={name} logo={src || null} className={logo} />
        </span>
        <span className="truncate">{name}</span>
      </span>
    );
  },
});
