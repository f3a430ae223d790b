import { roadmapStageSummary } from '@galaxia/core';
import { useEventDetailQuery, useEventRoadmapQuery } from '../../app/event-api.ts';
import { FinalPlacings } from '../../components/events/final-placings.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { EventQueryPage } from './event-section-layout.tsx';
import { SCHEDULE_STATUS, ScheduleBadge } from './schedule-status.tsx';
import { useEventParams } from './use-event-params.ts';

export function RoadmapPage() {
  const { eventId } = useEventParams();
  // The event's final placings (core `finalPlacings`), the same the event page shows: empty until decided.
  const placings = useEventDetailQuery(eventId).data?.placings ?? [];
  const champion = placings[0]?.place === 1 ? placings[0].team.name : null;
  return (
    <EventQueryPage title="Roadmap" useQuery={useEventRoadmapQuery}>
      {(roadmap) =>
        roadmap.phases.length === 0 ? (
          <EmptyState
            title="No roadmap yet"
            text="The organisers have not published the phases of this event."
          />
        ) : (
          <ol className="relative mx-auto flex w-full max-w-3xl flex-col gap-8 border-l-2 border-white/15 pl-8">
            {roadmap.phases.map((stage, index) => {
              const { icon: Icon } = SCHEDULE_STATUS[stage.status];
              return (
                <li key={stage.name} className="relative">
                  <span
                    className={`absolute -left-[3.05rem] top-0 flex size-9 items-center justify-center rounded-full border-2 bg-ink-950 ${
                      stage.status === 'completed'
                        ? 'border-emerald-400 text-emerald-400'
                        : stage.status === 'active'
                          ? 'border-sky-400 text-sky-400'
                          : 'border-white/20 text-slate-400'
                    }`}
                  >
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <div className="rounded-xl border border-white/10 bg-ink-900/80 p-5">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h2 className="font-display text-xl font-bold">
                        <span className="text-slate-400">Phase {index + 1}:</span> {stage.name}
                      </h2>
                      <ScheduleBadge status={stage.status} />
                    </div>
                    <p className="mt-2 text-sm text-slate-300">{roadmapStageSummary(stage)}</p>
                    <p className="mt-1 text-sm text-slate-400">
                      {stage.isFinal
                        ? champion
                          ? `Final phase: ${champion} won the title here.`
                          : 'Final phase: the champion is decided here.'
                        : `${stage.qualifying} teams advance to the next phase.`}
                    </p>
                    {stage.isFinal ? (
                      <FinalPlacings eventId={eventId} placings={placings} className="mt-4" />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        )
      }
    </EventQueryPage>
  );
}
