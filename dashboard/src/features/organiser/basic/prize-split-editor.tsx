import { MAX_PRIZE_PLACES } from '@galaxia/core';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/form-controls.tsx';
import { cn } from '../../../lib/cn.ts';

const ordinal = (place: number) => {
  const suffix =
    place % 100 >= 11 && place % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th');
  return `${place}${suffix}`;
};

/** Percent of the prize pool per place; the contract checks they add up to 100. */
export function PrizeSplitEditor({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: number[];
  onChange: (next: number[]) => void;
  invalid: boolean;
}) {
  const total =
    Math.round(
      value.reduce((sum, percentage) => sum + (Number.isFinite(percentage) ? percentage : 0), 0) * 100,
    ) / 100;
  return (
    <div className="flex flex-col gap-2">
      <ol className="grid gap-2 sm:grid-cols-2">
        {value.map((percentage, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a place is its position.
          <li key={index} className="flex items-center gap-2">
            <label htmlFor={`${id}-${index}`} className="w-12 shrink-0 text-sm font-semibold text-slate-300">
              {ordinal(index + 1)}
            </label>
            <Input
              id={`${id}-${index}`}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.01"
              aria-invalid={invalid}
              value={Number.isFinite(percentage) ? percentage : ''}
              onChange={(event) =>
                onChange(value.map((p, i) => (i === index ? Number.parseFloat(event.target.value) : p)))
              }
            />
            <span className="text-sm text-slate-400" aria-hidden>
              %
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${ordinal(index + 1)} place`}
              disabled={value.length <= 1}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={value.length >= MAX_PRIZE_PLACES}
          onClick={() => onChange([...value, 0])}
        >
          <Plus className="size-4" aria-hidden /> Add place
        </Button>
        <p className={cn('text-sm font-semibold', total === 100 ? 'text-emerald-300' : 'text-amber-300')}>
          Total {total}%
        </p>
      </div>
    </div>
  );
}
