import { type EventPrizePool, formatRupees } from '@galaxia/core';
import { Info, Trophy } from 'lucide-react';
import { useEventPrizePoolQuery } from '../../app/event-api.ts';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TextList } from '../../components/ui/text-list.tsx';
import { ordinal } from '../../lib/ordinal.ts';
import { EventQueryPage } from './event-section-layout.tsx';

export const PrizePoolPage = () => (
  <EventQueryPage title="Prize Pool" useQuery={useEventPrizePoolQuery}>
    {(pool) => <PrizePoolView pool={pool} />}
  </EventQueryPage>
);

const PLACE_COLUMNS: Column<EventPrizePool['places'][number]>[] = [
  {
    key: 'place',
    header: 'Place',
    className: 'py-3',
    cellClassName: 'font-semibold',
    rowHeader: true,
    cell: (place) => (
      <>
        <span className="mr-2 inline-block size-3 rounded-full" style={{ backgroundColor: place.color }} />
        {ordinal(place.position)}
      </>
    ),
  },
  {
    key: 'share',
    header: 'Share',
    className: 'py-3 text-right',
    cellClassName: 'text-slate-300',
    cell: (place) => `${place.percentage}%`,
  },
  {
    key: 'prize',
    header: 'Prize',
    className: 'py-3 text-right',
    cellClassName: 'font-display text-lg font-bold',
    cell: (place) => formatRupees(place.prize),
  },
];

function PrizePoolView({ pool }: { pool: EventPrizePool }) {
  const largest = Math.max(...pool.places.map((place) => place.percentage), 1);
  return (
    <div className="flex flex-col gap-8">
      <Card className="bg-gradient-to-br from-amber-500/15 via-ink-900 to-brand-600/15">
        <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
          <Trophy className="size-12 text-amber-300" aria-hidden />
          <p className="text-sm uppercase tracking-widest text-slate-300">Total prize pool</p>
          <p className="font-display text-4xl font-bold text-amber-200 min-[400px]:text-5xl sm:text-6xl">
            {pool.total > 0 ? formatRupees(pool.total) : pool.totalText || 'To be announced'}
          </p>
        </CardContent>
      </Card>

      {pool.places.length ? (
        <section aria-labelledby="split-title" className="grid gap-6 lg:grid-cols-2">
          <div>
            <h2 id="split-title" className="font-display text-2xl font-bold">
              Split per place
            </h2>
            <DataTable
              className="mt-4"
              columns={PLACE_COLUMNS}
              rows={pool.places}
              rowKey={(place) => String(place.position)}
            />
          </div>
          <figure
            aria-label="Prize per place, as a bar chart"
            className="rounded-xl border border-white/10 bg-ink-900/80 p-5"
          >
            <ul className="flex h-64 items-end justify-around gap-3">
              {pool.places.map((place) => (
                <li
                  key={place.position}
                  className="flex h-full flex-1 flex-col items-center justify-end gap-2"
                >
                  <span className="text-xs font-semibold text-slate-200">{place.percentage}%</span>
                  <span
                    className="w-full max-w-16 rounded-t-md"
                    style={{ height: `${(place.percentage / largest) * 80}%`, backgroundColor: place.color }}
                  />
                  <span className="text-sm font-semibold">{ordinal(place.position)}</span>
                </li>
              ))}
            </ul>
          </figure>
        </section>
      ) : (
        <EmptyState
          title="No prize split yet"
          text="The organisers have not published how the prize pool is shared."
        />
      )}

      {pool.notes.length ? (
        <section
          aria-labelledby="notes-title"
          className="rounded-xl border border-sky-500/30 bg-sky-500/10 p-5"
        >
          <h2
            id="notes-title"
            className="flex items-center gap-2 font-display text-lg font-bold text-sky-200"
          >
            <Info className="size-5" aria-hidden /> Payout notes
          </h2>
          <TextList
            items={pool.notes}
            className="mt-3 flex list-disc flex-col gap-1.5 pl-5 text-sm text-slate-200"
          />
        </section>
      ) : null}
    </div>
  );
}
