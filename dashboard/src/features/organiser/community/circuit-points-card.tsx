import { type CircuitPointsInput, type CommunitySettingsView, messages } from '@galaxia/core';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useSaveCircuitPointsMutation } from './community-settings-api.ts';

const text = messages.community.circuit;
type Line = CircuitPointsInput['table'][number];
const SUGGESTED: Line[] = [
  { from: 1, to: 1, points: 100 },
  { from: 2, to: 2, points: 70 },
  { from: 3, to: 4, points: 50 },
];

/** The circuit points a series' final placings earn: one line per place or run of places. */
export function CircuitPointsCard({ guildId, view }: { guildId: string; view: CommunitySettingsView }) {
  const [seriesName, setSeriesName] = useState(view.series[0]?.name ?? '');
  const stored = view.series.find((series) => series.name === seriesName)?.table ?? [];
  const [lines, setLines] = useState<Line[]>(stored.length ? stored : SUGGESTED);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveCircuitPointsMutation();
  if (view.series.length === 0) return null;

  const pick = (name: string) => {
    setSeriesName(name);
    const table = view.series.find((series) => series.name === name)?.table ?? [];
    setLines(table.length ? table : SUGGESTED);
  };
  const setLine = (index: number, key: keyof Line, value: string) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, [key]: Number(value) } : line)));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save({ guildId, input: { series: seriesName, table: lines } }).unwrap();
      setProblem(null);
      toast.success(text.saved);
    } catch (error) {
      const message = errorMessage(error, messages.community.saveFailed);
      setProblem(message);
      toast.error(message);
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="font-display text-lg font-bold">Circuit points</h2>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Field id="circuit-series" label="Series">
          <NativeSelect id="circuit-series" value={seriesName} onChange={(event) => pick(event.target.value)}>
            {view.series.map((series) => (
              <option key={series.name} value={series.name}>
                {series.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own
          <div key={index} className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2">
            {(['from', 'to', 'points'] as const).map((key) => (
              <Field
                key={key}
                id={`circuit-${key}-${index}`}
                label={{ from: 'From place', to: 'To place', points: 'Points' }[key]}
              >
                <Input
                  id={`circuit-${key}-${index}`}
                  type="number"
                  inputMode="numeric"
                  value={String(line[key])}
                  onChange={(event) => setLine(index, key, event.target.value)}
                />
              </Field>
            ))}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove line ${index + 1}`}
              onClick={() => setLines((current) => current.filter((_, i) => i !== index))}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
        {problem ? (
          <p role="alert" className="text-sm text-red-300">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              const last = lines.at(-1);
              const next = last ? last.to + 1 : 1;
              setLines((current) => [...current, { from: next, to: next, points: 0 }]);
            }}
          >
            <Plus className="size-4" aria-hidden /> Add a line
          </Button>
          <Button type="submit" disabled={isLoading}>
            Save circuit points
          </Button>
        </div>
      </form>
    </Card>
  );
}
