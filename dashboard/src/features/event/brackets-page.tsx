import type { BracketFormat, EventBrackets, EventPointsTables, PhaseBracket } from '@galaxia/core';
import { Network } from 'lucide-react';
import { useState } from 'react';
import { useEventBracketsQuery } from '../../app/event-api.ts';
import { BracketDrawing } from '../../components/ui/bracket/bracket-drawing.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { ToggleGroup } from '../../components/ui/toggle-group.tsx';
import { paths } from '../../lib/paths.ts';
import { useEventPointsTablesQuery } from './battle-royale/battle-royale-api.ts';
import { BattleRoyaleTables } from './battle-royale/battle-royale-tables.tsx';
import { EventSectionLayout } from './event-section-layout.tsx';
import { useEventParams } from './use-event-params.ts';

/** Battle Royale is not a bracket: its phases show points tables instead of a drawing. */
type ShownFormat = BracketFormat | 'battle-royale';

const FORMATS: { value: ShownFormat; label: string }[] = [
  { value: 'single-elimination', label: 'Single Elimination' },
  { value: 'double-elimination', label: 'Double Elimination' },
  { value: 'group-stage', label: 'Group Stage' },
  { value: 'swiss', label: 'Swiss' },
  { value: 'battle-royale', label: 'Battle Royale' },
];

export function BracketsPage() {
  const { eventId } = useEventParams();
  const query = useEventBracketsQuery(eventId);
  const tables = useEventPointsTablesQuery(eventId);
  return (
    <EventSectionLayout eventId={eventId} title="Brackets">
      <QueryState query={query} label="Loading brackets" fallbackError="Could not load the brackets.">
        {(brackets) => (
          <QueryState
            query={tables}
            label="Loading points tables"
            fallbackError="Could not load the points tables."
          >
            {(pointsTables) => (
              <BracketsView eventId={eventId} brackets={brackets} pointsTables={pointsTables} />
            )}
          </QueryState>
        )}
      </QueryState>
    </EventSectionLayout>
  );
}

/**
 * Links use the bracket's readable id (qf-1) when no other phase shares it, else the match's uuid,
 * which the match page answers to as well.
 */
function matchLinker(eventId: string, phases: readonly PhaseBracket[]) {
  const uses = new Map<string, number>();
  for (const phase of phases) {
    for (const displayId of Object.keys(phase.matchIds)) uses.set(displayId, (uses.get(displayId) ?? 0) + 1);
  }
  return (phase: PhaseBracket) => (displayId: string) => {
    const uuid = phase.matchIds[displayId];
    if (!uuid) return undefined;
    return paths.eventMatch(eventId, uses.get(displayId) === 1 ? displayId : uuid);
  };
}

function BracketsView({
  eventId,
  brackets,
  pointsTables,
}: {
  eventId: string;
  brackets: EventBrackets;
  pointsTables: EventPointsTables;
}) {
  const available = new Set<ShownFormat>(brackets.phases.map((phase) => phase.format));
  if (pointsTables.phases.length > 0) available.add('battle-royale');
  // Spec: the selector starts on single elimination; an event without one opens on a format it has.
  const initial: ShownFormat = available.has('single-elimination')
    ? 'single-elimination'
    : (brackets.phases[0]?.format ??
      (available.has('battle-royale') ? 'battle-royale' : 'single-elimination'));
  const [format, setFormat] = useState<ShownFormat>(initial);

  if (!brackets.phases.length && !pointsTables.phases.length) {
    return (
      <EmptyState
        icon={<Network className="size-10" aria-hidden />}
        title="Brackets are not drawn yet"
        text="The bracket appears here once registration closes and the organisers seed the teams."
      />
    );
  }
  const linkFor = matchLinker(eventId, brackets.phases);
  const shown = brackets.phases.filter((phase) => phase.format === format);

  return (
    <div className="flex flex-col gap-8">
      <ToggleGroup
        label="Bracket format"
        value={format}
        onChange={setFormat}
        options={FORMATS.map((option) => ({
          ...option,
          disabled: !available.has(option.value),
          title: available.has(option.value) ? undefined : `This event has no ${option.label} phase`,
        }))}
      />

      {format === 'battle-royale' ? <BattleRoyaleTables eventId={eventId} tables={pointsTables} /> : null}

      {shown.map((phase) => (
        <section
          key={phase.phaseName}
          aria-labelledby={`phase-${phase.phaseName}`}
          className="flex flex-col gap-4"
        >
          <h2 id={`phase-${phase.phaseName}`} className="font-display text-2xl font-bold">
            {phase.phaseName}
          </h2>
          <BracketDrawing
            bracket={phase.bracket}
            title={phase.phaseName}
            groups={phase.groupStandings}
            swissStandings={phase.swissStandings}
            tiebreaks={phase.tiebreaks}
            matchHref={linkFor(phase)}
          />
        </section>
      ))}
    </div>
  );
}
