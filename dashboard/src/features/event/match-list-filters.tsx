import { type EventMatchesPage, MATCH_LIST_FILTER_KEYS, messages } from '@galaxia/core';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MatchListFilters } from '../../app/event-api.ts';
import { Field, NativeSelect } from '../../components/ui/form-controls.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

type FilterKey = (typeof MATCH_LIST_FILTER_KEYS)[number];

const text = messages.matchFilters;
const STATUS_CHOICES = (['live', 'scheduled', 'pending', 'upcoming', 'disputed', 'completed'] as const).map(
  (status) => [status, text.statusLabel[status]] as const,
);

/** The filters in the address bar, so a filtered list can be shared and survives a reload. */
export function useMatchListFilters(): [MatchListFilters, (key: FilterKey, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    MATCH_LIST_FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  ) as MatchListFilters;
  const set = (key: FilterKey, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // A round belongs to a phase: a new phase starts from all its rounds.
    if (key === 'phase') next.delete('round');
    next.delete('page');
    setParams(next);
  };
  return [filters, set];
}

/** Phase, round, team and status selects over the whole event's choices. */
export function MatchListFilterBar({
  choices,
  filters,
  onChange,
}: {
  choices: EventMatchesPage['filters'];
  filters: MatchListFilters;
  onChange: (key: FilterKey, value: string) => void;
}) {
  const id = useId();
  // A choice made before hydration would be lost: the selects wait for the script that applies them.
  const hydrated = useHydrated();
  const phases = filters.phase
    ? choices.phases.filter((phase) => String(phase.index) === filters.phase)
    : choices.phases;
  const rounds = [...new Set(phases.flatMap((phase) => phase.rounds))];
  const select = (
    key: FilterKey,
    label: string,
    all: string,
    options: readonly (readonly [string, string])[],
  ) => (
    <Field id={`${id}-${key}`} label={label}>
      <NativeSelect
        id={`${id}-${key}`}
        disabled={!hydrated}
        value={filters[key] ?? ''}
        onChange={(event) => onChange(key, event.target.value)}
      >
        <option value="">{all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
  return (
    <search aria-label={text.label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {select(
        'phase',
        text.phase,
        text.allPhases,
        choices.phases.map((phase) => [String(phase.index), phase.name] as const),
      )}
      {select(
        'round',
        text.round,
        text.allRounds,
        rounds.map((round) => [round, round] as const),
      )}
      {select(
        'team',
        text.team,
        text.allTeams,
        choices.teams.map((team) => [team.id, team.name] as const),
      )}
      {select('status', text.status, text.anyStatus, STATUS_CHOICES)}
    </search>
  );
}
