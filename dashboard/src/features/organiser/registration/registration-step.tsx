import {
  DEFAULT_ROUND_END_TIME,
  DEFAULT_ROUND_START_TIME,
  messages,
  type RegistrationWindow,
  registrationPayloadSchema,
} from '@galaxia/core';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DateTimeSpanFields } from '../../../components/ui/date-time-fields.tsx';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useRegistrationQuery, useUpdateRegistrationMutation } from '../api/event-api.ts';
import { StepProblem, StepSection } from '../edit/step-section.tsx';
import { useNextStep } from '../edit/use-next-step.ts';

const blankWindow = (): RegistrationWindow => ({
  startDate: '',
  endDate: '',
  startTime: DEFAULT_ROUND_START_TIME,
  endTime: DEFAULT_ROUND_END_TIME,
});

export function RegistrationStep() {
  const { tournamentId = '' } = useParams();
  const id = useId();
  const { data, isLoading, error, refetch } = useRegistrationQuery(tournamentId);
  const [update, { isLoading: saving }] = useUpdateRegistrationMutation();
  const [windows, setWindows] = useState<RegistrationWindow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const goNext = useNextStep('registration');

  useEffect(() => {
    if (data && windows === null) setWindows(data.registration.length ? data.registration : [blankWindow()]);
  }, [data, windows]);

  if (isLoading || (data && windows === null)) return <LoadingBlock label="Loading registration" />;
  if (error || !windows)
    return (
      <ErrorState message={errorMessage(error, messages.event.registrationNotFound)} onRetry={refetch} />
    );

  const change = (index: number, patch: Partial<RegistrationWindow>) =>
    setWindows(windows.map((window, i) => (i === index ? { ...window, ...patch } : window)));

  const save = async () => {
    setProblem(null);
    const parsed = registrationPayloadSchema.safeParse({ registration: windows });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? messages.registration.saveFailed);
      toast.error(messages.registration.saveFailed);
      return;
    }
    try {
      await update({ id: tournamentId, registration: parsed.data.registration }).unwrap();
      toast.success(messages.registration.saved);
      goNext();
    } catch (failure) {
      // A refusal from the server and a request that never got an answer read differently.
      const refused =
        typeof failure === 'object' &&
        failure !== null &&
        'status' in failure &&
        failure.status !== 'NETWORK';
      setProblem(errorMessage(failure, messages.registration.saveFailed));
      toast.error(refused ? messages.registration.saveFailed : messages.registration.saveError);
    }
  };

  return (
    <StepSection title="Registration" intro="Teams can register while a window is open. Times are IST.">
      {windows.map((window, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: windows are identified by their order.
        <Card key={index} className="p-5">
          <div className="flex items-center justify-between">
            <h3 className="font-display text-lg font-bold">Registration phase {index + 1}</h3>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove registration phase ${index + 1}`}
              disabled={windows.length === 1}
              onClick={() => setWindows(windows.filter((_, i) => i !== index))}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <DateTimeSpanFields
              id={`${id}-${index}`}
              span={window}
              onChange={(patch) => change(index, patch)}
            />
          </div>
        </Card>
      ))}
      <StepProblem message={problem} />
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={() => setWindows([...windows, blankWindow()])}>
          <Plus className="size-4" aria-hidden /> Add registration phase
        </Button>
        <Button onClick={save} disabled={saving}>
          {saving ? 'Saving...' : 'Save registration'}
        </Button>
      </div>
    </StepSection>
  );
}
