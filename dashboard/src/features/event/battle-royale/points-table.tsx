import type { PointsRowView } from '@galaxia/core';
import { Link } from 'react-router';
import { TeamLogo } from '../../../components/ui/team-logo.tsx';

const COLUMNS = [
  { key: 'matches', short: 'M', long: 'Matches' },
  { key: 'wwcd', short: 'WWCD', long: 'Matches won (winner winner chicken dinner)' },
  { key: 'placementPoints', short: 'PP', long: 'Placement points' },
  { key: 'killPoints', short: 'KP', long: 'Kill points' },
] as const;

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
      <table className="w-full text-left text-sm">
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
        <thead className="text-xs uppercase tracking-wider text-slate-400">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-4">
              #
            </th>
            <th scope="col" className="py-2">
              Team
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-1 py-2 text-right sm:px-2">
                <abbr title={column.long} className="no-underline">
                  {column.short}
                </abbr>
              </th>
            ))}
            <th scope="col" className="px-2 py-2 text-right sm:px-4">
              <abbr title="Total points" className="no-underline">
                Total
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.team.id}
              className={`border-t border-white/10 ${row.rank <= qualifying ? 'bg-emerald-500/10' : ''}`}
            >
              <td className="px-2 py-2 text-slate-400 sm:px-4">{row.rank}</td>
              <th scope="row" className="py-2 font-semibold">
                <span className="flex max-w-[7.5rem] items-center gap-2 sm:max-w-[14rem]">
                  <span className="hidden sm:inline-flex">
                    <TeamLogo name={row.team.name} logo={row.team.logo} className="size-6 text-[10px]" />
                  </span>
                  <span className="truncate">{row.team.name}</span>
                </span>
              </th>
              {COLUMNS.map((column) => (
                <td key={column.key} className="px-1 py-2 text-right tabular-nums sm:px-2">
                  {row[column.key]}
                </td>
              ))}
              <td className="px-3 py-2 text-right font-bold tabular-nums text-neon-400 sm:px-4">
                {row.total}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
