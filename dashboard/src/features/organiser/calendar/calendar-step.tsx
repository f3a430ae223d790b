import {
  type CalendarRound,
  calendarBounds,
  calendarPayloadSchema,
  DEFAULT_ROUND_END_TIME,
  DEFAULT_ROUND_START_TIME,
  messages,
  type PhaseCalendar,
  planCalendar,
} from '@galaxia/core';
import { CalendarSync } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { asResult, errorMessage } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DateField, DateTimeSpanFields, TimeField } from '../../../components/ui/date-time-fields.tsx';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useCalendarQuery, useRoadmapQuery, useUpdateCalendarMutation } from '../api/event-api.ts';
import { StepProblem, StepSection } from '../edit/step-section.tsx';
import { useNextStep } from '../edit/use-next-step.ts';

export function CalendarStep() {
  const { tournamentId = '' } = useParams();
  const goNext = useNextStep('calendar');
  const id = useId();
  const calendarQuery = useCalendarQuery(tournamentId);
  const roadmapQuery = useRoadmapQuery(tournamentId);
  const [update, { isLoading: saving }] = useUpdateCalendarMutation();
  const [calendar, setCalendar] = useState<PhaseCalendar[] | null>(null);
  const [global, setGlobal] = useState({
    startDate: '',
    startTime: DEFAULT_ROUND_START_TIME,
    endTime: DEFAULT_ROUND_END_TIME,
  });
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (calendarQuery.data && calendar === null) {
      setCalendar(calendarQuery.data.calendar);
      const bounds = calendarBounds(calendarQuery.data.calendar);
      if (bounds)
        setGlobal({ startDate: bounds.startDate, startTime: bounds.startTime, endTime: bounds.endTime });
    }
  }, [calendarQuery.data, calendar]);

  if (calendarQuery.isLoading || (calendarQuery.data && calendar === null))
    return <LoadingBlock label="Loading the calendar" />;
  if (calendarQuery.error || !calendar) {
    return (
      <ErrorState
        message={errorMessage(calendarQuery.error, messages.event.calendarNotFound)}
        onRetry={calendarQuery.refetch}
      />
    );
  }
  if (!calendar.length) {
    return <ErrorState message={messages.organiserToasts.roadmapFirst} />;
  }

  const changeRound = (phaseIndex: number, roundIndex: number, patch: Partial<CalendarRound>) =>
    setCalendar(
      calendar.map((phase, p) =>
        p === phaseIndex
          ? {
              ...phase,
              rounds: phase.rounds.map((round, r) => (r === roundIndex ? { ...round, ...patch } : round)),
            }
          : phase,
      ),
    );

  /** Re-plans every round from the global start with the core's spacing, keeping the global times. */
  const replan = () => {
    const phases = roadmapQuery.data?.phases;
    if (!phases || !global.startDate) return;
    const planned = planCalendar(phases, { startDate: global.startDate }).map((phase) => ({
      ...phase,
      rounds: phase.rounds.map((round) => ({
        ...round,
        startTime: global.startTime,
        endTime: global.endTime,
      })),
    }));
    setCalendar(planned);
    toast.info(messages.organiserToasts.roundsReplanned);
  };

  const save = async () => {
    setProblem(null);
    const parsed = calendarPayloadSchema.safeParse({ calendar });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? messages.event.calendarUpdateFailed);
      return;
    }
    const result = await asResult(
      update({ id: tournamentId, calendar: parsed.data.calendar }),
      messages.event.calendarUpdateFailed,
    );
    if (!result.success) {
      setProblem(result.error);
      toast.error(result.error);
      return;
    }
    toast.success(messages.organiserToasts.calendarSaved);
    goNext();
  };

  return (
    <StepSection
      title="Calendar"
      intro="Every round of every phase, in IST. Rounds were planned from the roadmap."
    >
      <Card className="p-5">
        <h3 className="font-display text-lg font-bold">Global schedule</h3>
        <div className="mt-4 grid gap-4 sm:grid-cols-4 sm:items-end">
          <DateField
            id={`${id}-gs`}
            label="Start date"
            value={global.startDate}
            onChange={(startDate) => setGlobal({ ...global, startDate })}
          />
          <TimeField
            id={`${id}-gst`}
            label="Start time"
            value={global.startTime}
            onChange={(startTime) => setGlobal({ ...global, startTime })}
          />
          <TimeField
            id={`${id}-get`}
            label="End time"
            value={global.endTime}
            onChange={(endTime) => setGlobal({ ...global, endTime })}
          />
          <Button variant="secondary" onClick={replan} disabled={!global.startDate || !roadmapQuery.data}>
            <CalendarSync className="size-4" aria-hidden /> Re-plan rounds
          </Button>
        </div>
      </Card>
      {calendar.map((phase, phaseIndex) => (
        <Card key={phase.phaseName} className="p-5">
          <h3 className="font-display text-lg font-bold">{phase.phaseName}</h3>
          <div className="mt-3 flex flex-col divide-y divide-white/5">
            {phase.rounds.map((round, roundIndex) => {
              const key = `${id}-${phaseIndex}-${roundIndex}`;
              return (
                <fieldset
                  key={key}
                  className="grid gap-3 py-3 sm:grid-cols-[1.2fr_1fr_0.7fr_1fr_0.7fr] sm:items-end"
                >
                  <legend className="sr-only">{round.roundName}</legend>
                  <Field id={`${key}-name`} label="Round">
                    <Input
                      id={`${key}-name`}
                      value={round.roundName}
                      onChange={(e) => changeRound(phaseIndex, roundIndex, { roundName: e.target.value })}
                    />
                  </Field>
                  <DateTimeSpanFields
                    id={key}
                    span={round}
                    onChange={(patch) => changeRound(phaseIndex, roundIndex, patch)}
                    shortTimeLabels
                  />
                </fieldset>
              );
            })}
          </div>
        </Card>
      ))}
      <StepProblem message={problem} />
      <div className="flex justify-end">
        <Button onClick={save} disabled={saving}>
          {saving ? 'Saving...' : 'Save calendar'}
        </Button>
      </div>
    </StepSection>
  );
}
