import { BEST_OF_OPTIONS, type BestOf, type Phase, phaseRoundSeries } from '@galaxia/core';
import { useId } from 'react';
import { NativeSelect } from '../../../components/ui/form-controls.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * Best-of per round: each round starts at the rulebook's length (best of 1, best of 3 from the
 * quarter-finals) and the organiser may lengthen or shorten any of them.
 */
export function SeriesLengthEditor({
  phase,
  teams,
  onChange,
}: {
  phase: Phase;
  /** The teams the phase will play with, as the roadmap counts them. */
  teams: number;
  onChange: (bestOf: Record<string, BestOf>) => void;
}) {
  const id = useId();
  const t = useT();
  const rounds = phaseRoundSeries({
    format: phase.format,
    teams,
    groups: phase.numberOfGroups,
    bestOf: phase.bestOf,
  });
  if (rounds.length === 0) return null;
  return (
    <div className="mt-5">
      <h4 id={`${id}-title`} className="text-sm font-medium text-slate-200">
        {t('roadmap.series.title')}
      </h4>
      <p className="text-xs text-slate-400">{t('roadmap.series.hint')}</p>
      <ul aria-labelledby={`${id}-title`} className="mt-2 grid gap-2 sm:grid-cols-2">
        {rounds.map((round) => (
          <li
            key={round.key}
            className="flex items-center justify-between gap-3 rounded-lg border border-white/10 px-3 py-1.5"
          >
            <label htmlFor={`${id}-${round.key}`} className="text-sm text-slate-200">
              {round.name}
            </label>
            <NativeSelect
              id={`${id}-${round.key}`}
              className="max-w-36"
              value={round.bestOf}
              onChange={(e) => onChange({ ...phase.bestOf, [round.key]: Number(e.target.value) as BestOf })}
            >
              {BEST_OF_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t('roadmap.series.option', { count: option })}
                </option>
              ))}
            </NativeSelect>
          </li>
        ))}
      </ul>
    </div>
  );
}
