import type { EventMatchDetail } from '@galaxia/core';

// Figures read back line up on the right; figures being typed sit over their inputs.
const CELLS = {
  read: { player: 'py-1 pr-3 font-semibold', figure: 'py-1 pr-3 text-right font-semibold' },
  entered: { player: 'py-1 pr-2 font-semibold', figure: 'py-1 pr-2 font-semibold' },
} as const;

/** A player-stats table's header: Player, then the game's figures. */
export function StatHeader({
  labels,
  figures,
}: {
  labels: EventMatchDetail['statLabels'];
  figures: keyof typeof CELLS;
}) {
  const cells = CELLS[figures];
  return (
    <thead className="text-xs uppercase tracking-wider text-slate-400">
      <tr>
        <th scope="col" className={cells.player}>
          Player
        </th>
        {labels.map((stat) => (
          <th key={stat.field} scope="col" className={cells.figure}>
            {stat.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
