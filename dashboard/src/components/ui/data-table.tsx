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

/** A column's name where its heading is not plain text (an abbreviation): its spelled-out title. */
const labelOf = <Row,>(column: Column<Row>) =>
  column.title ?? (typeof column.header === 'string' ? column.header : column.key);

/**
 * A table whose columns are data: the header row and every body row are drawn from the same column
 * list, so a column's heading, alignment and cell never drift apart. On a phone every row is stacked
 * as a card (its heading cell across the top, each figure under its column's name), so no column is
 * ever out of view; the explicit roles keep it a table for screen readers whatever the display.
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
    <table className={cn('w-full text-left text-sm max-sm:block', className)} aria-describedby={describedBy}>
      {caption}
      <thead
        // biome-ignore lint/a11y/noRedundantRoles: stacked on a phone (display: block), Safari drops the implied role.
        role="rowgroup"
        className="text-xs uppercase tracking-wider text-slate-400 max-sm:sr-only"
      >
        <tr
          // biome-ignore lint/a11y/noRedundantRoles: stacked on a phone (display: block), Safari drops the implied role.
          role="row"
        >
          {columns.map((column) => (
            <th
              key={column.key}
              // biome-ignore lint/a11y/noRedundantRoles: stacked on a phone (display: block), Safari drops the implied role.
              role="columnheader"
              scope="col"
              className={column.className}
              title={column.title}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody
        // biome-ignore lint/a11y/noRedundantRoles: stacked on a phone (display: block), Safari drops the implied role.
        role="rowgroup"
        className="max-sm:block"
      >
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            // biome-ignore lint/a11y/noRedundantRoles: stacked on a phone (display: block), Safari drops the implied role.
            role="row"
            className={cn(
              'border-t border-white/10 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:px-3 max-sm:py-2',
              rowClassName?.(row),
            )}
          >
            {columns.map((column) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={column.key}
                  // biome-ignore lint/a11y/noRedundantRoles: stacked on a phone (display: block), Safari drops the implied role.
                  role={column.rowHeader ? 'rowheader' : 'cell'}
                  scope={column.rowHeader ? 'row' : undefined}
                  className={cn(
                    column.className,
                    column.cellClassName,
                    'max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-2 max-sm:px-0 max-sm:py-1 max-sm:text-left',
                    column.rowHeader
                      ? 'max-sm:col-span-2'
                      : 'max-sm:before:text-xs max-sm:before:uppercase max-sm:before:tracking-wider max-sm:before:text-slate-400 max-sm:before:content-[attr(data-label)]',
                  )}
                  // Drawn before the figure on a phone only, as generated content: the cell's text stays the figure.
                  data-label={column.rowHeader ? undefined : labelOf(column)}
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
      // A name cut short on a wide screen is whole on hover; on a phone the row is stacked and it wraps.
      <span className={cn('flex items-center gap-2', width, 'max-sm:max-w-none')} title={name}>
        <span className="hidden sm:inline-flex">
          <TeamLogo name={name} logo={src || null} className={logo} />
        </span>
        <span className="break-words sm:truncate">{name}</span>
      </span>
    );
  },
});
