import {
  type BreakdownCounts,
  breakdownStatus,
  emptyBreakdown,
  messages,
  TOWN_HALL_LEVEL_KEYS,
} from '@galaxia/core';
import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { CountInput } from '../../../components/ui/form-controls.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { toastOutcome } from '../../../components/ui/toast-outcome.ts';
import { cn } from '../../../lib/cn.ts';
import { useBreakdownQuery, useUpdateBreakdownMutation } from '../api/event-api.ts';
import { StepSection } from '../edit/step-section.tsx';
import { useNextStep } from '../edit/use-next-step.ts';

export function BreakdownStep() {
  const { tournamentId = '' } = useParams();
  const id = useId();
  const { data, isLoading, error, refetch } = useBreakdownQuery(tournamentId);
  const [update, { isLoading: saving }] = useUpdateBreakdownMutation();
  const [counts, setCounts] = useState<BreakdownCounts | null>(null);
  const goNext = useNextStep('breakdown');

  useEffect(() => {
    if (data && counts === null) setCounts({ ...emptyBreakdown(), ...data.breakdown });
  }, [data, counts]);

  if (isLoading || (data && counts === null)) return <LoadingBlock label="Loading the breakdown" />;
  if (error || !counts)
    return <ErrorState message={errorMessage(error, messages.event.notFound)} onRetry={refetch} />;

  const required = data?.required ?? 0;
  const status = breakdownStatus(counts, required);
  const save = async () => {
    const saved = update({ id: tournamentId, breakdown: counts });
    if (await toastOutcome(saved, messages.event.updateFailed, messages.breakdown.saved)) goNext();
  };

  return (
    <StepSection
      title="Town Hall breakdown"
      intro={
        <>
          How many bases of each Town Hall level the teams field: exactly {required} in all, one per player of
          the war.
        </>
      }
    >
      <Card className="p-5">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {TOWN_HALL_LEVEL_KEYS.map((level) => (
            <li key={level} className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-${level}`} className="text-sm font-medium text-slate-300">
                Town Hall {level}
              </label>
              <CountInput
                id={`${id}-${level}`}
                value={counts[level]}
                onChange={(event) =>
                  setCounts({ ...counts, [level]: Math.max(0, Math.floor(Number(event.target.value)) || 0) })
                }
              />
            </li>
          ))}
        </ul>
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          aria-live="polite"
          className={cn('text-sm font-semibold', status.canSave ? 'text-emerald-300' : 'text-amber-300')}
        >
          {status.total} / {required} town halls{status.message ? ` · ${status.message}` : ''}
        </p>
        <Button onClick={save} disabled={!status.canSave || saving}>
          {saving ? 'Saving...' : 'Save breakdown'}
        </Button>
      </div>
    </StepSection>
  );
}
