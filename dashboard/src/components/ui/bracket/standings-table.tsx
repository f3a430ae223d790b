import { messages, type Tiebreak } from '@galaxia/core';
import { useId } from 'react';

export interface StandingsRow {
  teamId: string;
  teamName: string;
  rank: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  scoreDifference: number;
  buchholz?: number;
  medianBuchholz?: number;
}

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
        <table
          className="w-full min-w-[22rem] text-left text-sm"
          aria-describedby={tiebreaks?.length ? orderId : undefined}
        >
          <caption className="px-4 pt-3 text-left font-display text-lg font-bold">{title}</caption>
          <thead className="text-xs uppercase tracking-wider text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-2">
                #
              </th>
              <th scope="col" className="py-2">
                Team
              </th>
              <th scope="col" className="px-2 py-2 text-right" title="Played">
                P
              </th>
              <th scope="col" className="px-2 py-2 text-right" title="Wins">
                W
              </th>
              <th scope="col" className="px-2 py-2 text-right" title="Draws">
                D
              </th>
              <th scope="col" className="px-2 py-2 text-right" title="Losses">
                L
              </th>
              <th scope="col" className="px-2 py-2 text-right" title="Score difference">
                +/-
              </th>
              {buchholz ? (
                <th scope="col" className="px-2 py-2 text-right" title="Buchholz">
                  BH
                </th>
              ) : null}
              {medianBuchholz ? (
                <th scope="col" className="px-2 py-2 text-right" title="Median Buchholz">
                  MBH
                </th>
              ) : null}
              <th scope="col" className="px-4 py-2 text-right" title="Points">
                Pts
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.teamId}
                className={`border-t border-white/10 ${row.rank <= qualifying ? 'bg-emerald-500/10' : ''}`}
              >
                <td className="px-4 py-2 text-slate-400">{row.rank}</td>
                <th scope="row" className="max-w-[10rem] truncate py-2 font-semibold">
                  {row.teamName}
                </th>
                <td className="px-2 py-2 text-right">{row.played}</td>
                <td className="px-2 py-2 text-right">{row.wins}</td>
                <td className="px-2 py-2 text-right">{row.draws}</td>
                <td className="px-2 py-2 text-right">{row.losses}</td>
                <td className="px-2 py-2 text-right">
                  {row.scoreDifference > 0 ? `+${row.scoreDifference}` : row.scoreDifference}
                </td>
                {buchholz ? <td className="px-2 py-2 text-right">{row.buchholz}</td> : null}
                {medianBuchholz ? <td className="px-2 py-2 text-right">{row.medianBuchholz}</td> : null}
                <td className="px-4 py-2 text-right font-bold">{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tiebreaks?.length ? (
        <p id={orderId} className="border-t border-white/10 px-4 py-2 text-xs text-slate-400">
          {messages.brackets.tiebreakOrder(tiebreaks.map((kind) => messages.brackets.tiebreakLabels[kind]))}
        </p>
      ) : null}
    </div>
  );
}
