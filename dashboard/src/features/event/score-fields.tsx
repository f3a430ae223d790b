import { CountInput, Field } from '../../components/ui/form-controls.tsx';

/** A game's two scores as typed: text until the form is sent. */
export interface ScoreDraft {
  scoreA: string;
  scoreB: string;
}

const SIDES = [
  { key: 'scoreA', suffix: 'a' },
  { key: 'scoreB', suffix: 'b' },
] as const;

/** Both sides' scores of one game, side by side; ids are `${id}-a` and `${id}-b`. */
export function ScoreFields({
  id,
  labels,
  scores,
  onChange,
}: {
  id: string;
  labels: readonly [string, string];
  scores: ScoreDraft;
  onChange: (patch: Partial<ScoreDraft>) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      {SIDES.map(({ key, suffix }, side) => (
        <Field key={key} id={`${id}-${suffix}`} label={labels[side] ?? ''}>
          <CountInput
            id={`${id}-${suffix}`}
            value={scores[key]}
            onChange={(e) => onChange({ [key]: e.target.value })}
          />
        </Field>
      ))}
    </div>
  );
}
