import type { ConsoleResult } from '@galaxia/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { ConsoleMatchList } from './console-match-list.tsx';
import { type ResultRuling, ResultRulingDialog } from './correct-result-dialog.tsx';

/** The latest completed results, each open to a correction or a reopening by the organiser. */
export function ResultsSection({
  tournamentId,
  results,
}: {
  tournamentId: string;
  results: ConsoleResult[];
}) {
  const [open, setOpen] = useState<{ result: ConsoleResult; ruling: ResultRuling } | null>(null);
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className="mb-3 font-display text-xl font-bold">
        Results
      </h2>
      <ConsoleMatchList
        matches={results}
        empty="No results yet."
        details={(result) => (
          <p className="text-sm text-slate-300">
            <span className={result.winner === 'A' ? 'font-semibold text-white' : undefined}>
              {result.teamA}
            </span>{' '}
            {result.scoreA}–{result.scoreB}{' '}
            <span className={result.winner === 'B' ? 'font-semibold text-white' : undefined}>
              {result.teamB}
            </span>
            {result.completedTime ? (
              <span className="text-muted"> · {formatLocalDateTime(result.completedTime)}</span>
            ) : null}
          </p>
        )}
        actions={(result) => (
          <>
            <Button size="sm" variant="secondary" onClick={() => setOpen({ result, ruling: 'correct' })}>
              Correct
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOpen({ result, ruling: 'reopen' })}>
              Reopen
            </Button>
          </>
        )}
      />
      {open ? (
        <ResultRulingDialog
          tournamentId={tournamentId}
          result={open.result}
          ruling={open.ruling}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
