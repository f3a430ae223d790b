import type { EventCalendar } from '@galaxia/core';
import { lazy, Suspense } from 'react';
import { useEventCalendarQuery } from '../../app/event-api.ts';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDay } from '../../lib/dates.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { EventQueryPage } from './event-section-layout.tsx';
import { SCHEDULE_STATUS, ScheduleBadge } from './schedule-status.tsx';

const ScheduleCalendar = lazy(() => import('./schedule-calendar.tsx'));

export const CalendarPage = () => (
  <EventQueryPage title="Calendar" useQuery={useEventCalendarQuery}>
    {(calendar) => <CalendarView calendar={calendar} />}
  </EventQueryPage>
);

const dayRange = (start: string | null, end: string | null) => {
  if (!start || !end) return 'Dates to be announced';
  return start === end ? formatDay(start) : `${formatDay(start)} – ${formatDay(end)}`;
};

function CalendarView({ calendar }: { calendar: EventCalendar }) {
  const hydrated = useHydrated();
  if (!calendar.phases.length) {
    return (
      <EmptyState
        title="No schedule yet"
        text="The organisers have not published match dates for this event."
      />
    );
  }
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[auto_1fr]">
      <Card className="justify-self-center lg:justify-self-start">
        <CardContent>
          <h2 className="sr-only">Match days</h2>
          {/* Lazy and client-only: the server draws the placeholder, so React never gives up on a boundary
              the server could not finish (error #419), and the month follows the viewer's own today. */}
          {hydrated ? (
            <Suspense fallback={<Skeleton className="h-80 w-72" />}>
              <ScheduleCalendar dates={calendar.scheduledDates} />
            </Suspense>
          ) : (
            <Skeleton className="h-80 w-72" />
          )}
        </CardContent>
      </Card>

      <TitledSection title="Phase timeline">
        <ol className="relative mt-5 flex flex-col gap-6 border-l border-white/15 pl-6">
          {calendar.phases.map((phase) => {
            const Icon = SCHEDULE_STATUS[phase.status].icon;
            return (
              <li key={phase.name} className="relative">
                <span className="absolute -left-[2.1rem] top-0.5 flex size-5 items-center justify-center rounded-full bg-ink-950">
                  <Icon
                    className={`size-5 ${phase.status === 'completed' ? 'text-emerald-400' : phase.status === 'active' ? 'text-sky-400' : 'text-muted'}`}
                    aria-hidden
                  />
                </span>
                <div className="flex flex-wrap items-center gap-3">
                  <h3 className="font-display text-xl font-bold">{phase.name}</h3>
                  <ScheduleBadge status={phase.status} />
                </div>
                <p className="text-sm text-slate-400">{dayRange(phase.startDate, phase.endDate)}</p>
                {phase.rounds.length ? (
                  <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                    {phase.rounds.map((round) => (
                      <li
                        key={`${round.roundName}-${round.startDate}`}
                        className="rounded-lg border border-white/10 bg-white/5 px-3 py-2 text-sm"
                      >
                        <div className="flex items-center justify-between gap-2">
                          <span className="font-semibold">{round.roundName}</span>
                          <ScheduleBadge status={round.status} />
                        </div>
                        <p className="mt-1 text-slate-400">
                          {dayRange(round.startDate, round.endDate)} · {round.startTime}–{round.endTime} IST
                        </p>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      </TitledSection>
    </div>
  );
}
