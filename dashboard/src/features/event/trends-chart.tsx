import type { StatsTrendPoint } from '@galaxia/core';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDay } from '../../lib/dates.ts';

/** Completed matches per day (bars) and the average score margin (line), from the stats API. */
export default function TrendsChart({ points }: { points: readonly StatsTrendPoint[] }) {
  const data = points.map((point) => ({ ...point, day: formatDay(point.date).replace(/ \d{4}$/, '') }));
  return (
    <figure className="mt-4 h-72 w-full" aria-label="Matches completed per day and average winning margin">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="rgb(255 255 255 / 0.08)" vertical={false} />
          <XAxis dataKey="day" stroke="#94a3b8" fontSize={12} tickLine={false} />
          <YAxis yAxisId="matches" allowDecimals={false} stroke="#94a3b8" fontSize={12} tickLine={false} />
          <YAxis yAxisId="margin" orientation="right" stroke="#22d3ee" fontSize={12} tickLine={false} />
          <Tooltip
            contentStyle={{
              background: '#12121f',
              border: '1px solid rgb(255 255 255 / 0.15)',
              borderRadius: 8,
            }}
            labelStyle={{ color: '#e2e8f0' }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            yAxisId="matches"
            dataKey="completedMatches"
            name="Matches completed"
            fill="#a855f7"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="margin"
            dataKey="averageMargin"
            name="Average margin"
            stroke="#22d3ee"
            strokeWidth={2}
            dot={{ r: 3 }}
            type="monotone"
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
