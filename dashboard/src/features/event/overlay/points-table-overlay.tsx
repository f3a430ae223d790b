import type { PhasePointsTables } from '@galaxia/core';
import { LowerThird } from './lower-third.tsx';

const OVERLAY_ROWS = 16;

/**
 * A battle-royale phase's overall points table for a stream's lower third: the top 16 in two columns
 * (rank, team, WWCD, placement points, kill points, total), as casters show it between maps.
 */
export function PointsTableOverlay({ phase, accent }: { phase: PhasePointsTables; accent: string }) {
  const rows = phase.overall.slice(0, OVERLAY_ROWS);
  const columns = [rows.slice(0, OVERLAY_ROWS / 2), rows.slice(OVERLAY_ROWS / 2)].filter(
    (part) => part.length,
  );
  return (
    <LowerThird label="Points table" title={phase.phaseName} accent={accent} columns={2}>
      {columns.map((part) => (
        <table key={part[0]!.team.id} className="overflow-hidden rounded-xl bg-ink-950/90 text-xl">
          <thead className="bg-white/10 text-sm uppercase tracking-[0.15em] text-white/70">
            <tr>
              <th className="w-12 px-4 py-2 text-left">#</th>
              <th className="py-2 text-left">Team</th>
              <th className="px-2 py-2 text-right">WWCD</th>
              <th className="px-2 py-2 text-right">PP</th>
              <th className="px-2 py-2 text-right">KP</th>
              <th className="px-4 py-2 text-right">Total</th>
            </tr>
          </thead>
          <tbody>
            {part.map((row) => (
              <tr key={row.team.id} className="border-t border-white/10">
                <td className="px-4 py-2 text-white/70 tabular-nums">{row.rank}</td>
                <td className="max-w-72 truncate py-2 font-semibold">{row.team.name}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.wwcd}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.placementPoints}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.killPoints}</td>
                <td className="px-4 py-2 text-right font-bold tabular-nums">{row.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </LowerThird>
  );
}
