import { messages, type RulingResult } from '@galaxia/core';
import { errorMessage } from '../../../app/api-slice.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { useRulingsQuery } from './console-api.ts';

const resultText = (result: RulingResult | null) =>
  result === null || result.scoreA === null || result.scoreB === null
    ? 'no result'
    : `${result.scoreA}–${result.scoreB}${result.winner ? ` (${result.winner})` : ''}`;

/** Every ruling on the tournament, newest first: who decided, when, what and why. */
export function RulingLog({ tournamentId }: { tournamentId: string }) {
  const { data, isLoading, error, refetch } = useRulingsQuery(tournamentId);
  return (
    <section aria-labelledby="rulings-title">
      <h2 id="rulings-title" className="mb-3 font-display text-xl font-bold">
        Ruling log
      </h2>
      {isLoading ? (
        <LoadingBlock label="Loading the ruling log" />
      ) : error || !data ? (
        <ErrorState
          message={errorMessage(error, messages.matchToasts.rulingLogLoadFailed)}
          onRetry={refetch}
        />
      ) : data.rulings.length ? (
        <ul className="flex flex-col gap-3">
          {data.rulings.map((ruling) => (
            <li key={ruling.id}>
              <Card
                className="p-4"
                aria-label={`${messages.ruling.kinds[ruling.kind]}: ${ruling.matchName ?? ruling.teamName ?? ''}`}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">
                    <Badge tone="blue">{messages.ruling.kinds[ruling.kind]}</Badge>{' '}
                    {ruling.matchName ?? ruling.teamName}
                  </p>
                  <p className="text-xs text-slate-400">
                    by {ruling.organiser} · <time dateTime={ruling.at}>{formatLocalDateTime(ruling.at)}</time>
                  </p>
                </div>
                {ruling.before || ruling.after ? (
                  <p className="mt-1 text-sm text-slate-300">
                    {resultText(ruling.before)} → {resultText(ruling.after)}
                  </p>
                ) : null}
                <p className="mt-1 text-sm text-slate-200">“{ruling.reason}”</p>
                {ruling.undone.length ? (
                  <p className="mt-1 text-xs text-amber-200">
                    Sent back to be played again: {ruling.undone.join(', ')}
                  </p>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-400">No rulings yet.</p>
      )}
    </section>
  );
}
