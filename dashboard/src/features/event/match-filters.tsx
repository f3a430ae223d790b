import { type EventRoadmap, type MatchStatus, messages } from '@galaxia/core';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NativeSelect } from '../../components/ui/form-controls.tsx';

const STATUSES: readonly MatchStatus[] = ['scheduled', 'pending', 'upcoming', 'disputed', 'completed'];
const FILTER_KEYS = ['phase', 'status'] as const;

/** The list's filters as the URL holds them (shareable, kept on reload), in the API's query names. */
export function useMatchFilters(): Record<string, string> {
  const [params] = useSearchParams();
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** Phase and status selects; a change starts again from the first page. */
export function MatchFilters({ roadmap }: { roadmap: EventRoadmap | undefined }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const text = messages.matchFilters;
  const set = (key: (typeof FILTER_KEYS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {roadmap && roadmap.phases.length > 1 ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-phase`} className="text-sm font-medium text-slate-200">
            {text.phase}
          </label>
          <NativeSelect
            id={`${id}-phase`}
            value={params.get('phase') ?? ''}
            onChange={(event) => set('phase', event.target.value)}
            className="sm:w-56"
          >
            <option value="">{text.all}</option>
            {roadmap.phases.map((phase, index) => (
              <option key={phase.name} value={index}>
                {phase.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-status`} className="text-sm font-medium text-slate-200">
          {text.status}
        </label>
        <NativeSelect
          id={`${id}-status`}
          value={params.get('status') ?? ''}
          onChange={(event) => set('status', event.target.value)}
          className="sm:w-56"
        >
          <option value="">{text.all}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {text.statusLabel[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
