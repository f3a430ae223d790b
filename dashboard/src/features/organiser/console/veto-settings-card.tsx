import {
  type BestOf,
  defaultVetoSequence,
  messages,
  VETO_OPENS_MINUTES,
  VETO_STEP_SECONDS,
  type VetoFirstRule,
  type VetoSettingsPayload,
  type VetoSettingsView,
  type VetoStep,
} from '@galaxia/core';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { asResult } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useUpdateVetoSettingsMutation, useVetoSettingsQuery } from './veto-settings-api.ts';

const text = messages.vetoSettings;

type BestOfKey = '1' | '3' | '5' | '7';
const BEST_OF_KEYS: BestOfKey[] = ['1', '3', '5', '7'];

/** A step as one select value: "A:ban", "B:side", "decider", "random". */
const STEP_CHOICES: { value: string; label: string }[] = [
  ...(['A', 'B'] as const).flatMap((team) =>
    (['ban', 'pick', 'side'] as const).map((action) => ({
      value: `${team}:${action}`,
      label: text.stepTeam(team, action),
    })),
  ),
  { value: 'decider', label: text.stepDecider },
  { value: 'random', label: text.stepRandom },
];

/** When the veto opens: at check-in (''), or a number of minutes before the match. */
const OPENING_CHOICES = [10, 15, 30, 45, 60, 120].filter(
  (minutes) => minutes >= VETO_OPENS_MINUTES.min && minutes <= VETO_OPENS_MINUTES.max,
);

/** The default sequence for the pool as it stands in the form (none while the pool is too small). */
const defaultFor = (bestOf: BestOf, poolSize: number): VetoStep[] =>
  poolSize >= bestOf ? defaultVetoSequence(bestOf, poolSize) : [];

const stepValue = (step: VetoStep) => ('team' in step ? `${step.team}:${step.action}` : step.action);
const stepOf = (value: string): VetoStep => {
  const [team, action] = value.split(':');
  if (!action) return { action: value as 'decider' | 'random' };
  return { action: action as 'ban' | 'pick' | 'side', team: team as 'A' | 'B' };
};

/**
 * The tournament's map pool, who acts first, the step timer, when the veto opens and the veto sequence per
 * best-of; a phase may override them all. Team A is the team that acts first (the higher seed, or the coin
 * toss's winner).
 */
export function VetoSettingsCard({ tournamentId }: { tournamentId: string }) {
  const { data } = useVetoSettingsQuery(tournamentId);
  const [phaseId, setPhaseId] = useState('');
  if (!data) return null;
  const phase = data.phases.find((entry) => entry.id === phaseId) ?? null;
  const shown = phase ? (phase.override ?? data.settings) : data.settings;
  return (
    <VetoSettingsForm
      key={`${phase?.id ?? 'tournament'}:${JSON.stringify(shown)}`}
      tournamentId={tournamentId}
      view={data}
      phase={phase}
      initial={shown}
      onScope={setPhaseId}
    />
  );
}

function VetoSettingsForm({
  tournamentId,
  view,
  phase,
  initial,
  onScope,
}: {
  tournamentId: string;
  view: VetoSettingsView;
  phase: VetoSettingsView['phases'][number] | null;
  initial: VetoSettingsPayload;
  onScope: (phaseId: string) => void;
}) {
  const id = useId();
  const [settings, setSettings] = useState<VetoSettingsPayload>(initial);
  const [bestOf, setBestOf] = useState<BestOfKey>('3');
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useUpdateVetoSettingsMutation();
  const sequence = settings.sequences[bestOf] ?? defaultFor(Number(bestOf) as BestOf, settings.pool.length);
  const custom = settings.sequences[bestOf] !== undefined;
  const setSequence = (steps: VetoStep[] | undefined) => {
    const sequences = { ...settings.sequences };
    if (steps) sequences[bestOf] = steps;
    else delete sequences[bestOf];
    setSettings({ ...settings, sequences });
  };
  const toggleMap = (mapId: string, on: boolean) =>
    setSettings({
      ...settings,
      pool: on
        ? view.maps.map((map) => map.id).filter((m) => m === mapId || settings.pool.includes(m))
        : settings.pool.filter((m) => m !== mapId),
    });
  const store = async (next: VetoSettingsPayload | null, saved: string) => {
    const result = await asResult(
      save({ tournamentId, settings: next, ...(phase ? { phaseId: phase.id } : {}) }),
      text.saveFailed,
    );
    if (result.success) {
      setError(null);
      toast.success(saved);
    } else {
      setError(result.error);
      toast.error(result.error);
    }
  };
  const onSave = () => store(settings, phase ? text.savedFor(phase.name) : text.saved);
  const opening = settings.opensMinutesBefore ?? null;
  const openingChoices =
    opening === null || OPENING_CHOICES.includes(opening) ? OPENING_CHOICES : [...OPENING_CHOICES, opening];
  return (
    <Card className="flex flex-col gap-5 p-5">
      <div>
        <h2 className="font-display text-xl font-bold">{text.title}</h2>
        <p className="text-sm text-slate-400">{text.intro}</p>
      </div>
      {view.phases.length > 0 ? (
        <div className="flex flex-col gap-2">
          <Field id={`${id}-scope`} label={text.scopeLabel}>
            <NativeSelect value={phase?.id ?? ''} onChange={(event) => onScope(event.target.value)}>
              <option value="">{text.scopeTournament}</option>
              {view.phases.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.override ? text.scopeOwn(entry.name) : entry.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {phase ? (
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
              <p>{phase.override ? text.phaseOwn(phase.name) : text.phaseInherits(phase.name)}</p>
              {phase.override ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={isLoading}
                  onClick={() => store(null, text.usesTournament(phase.name))}
                >
                  {text.useTournament}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium">{text.pool(settings.pool.length)}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {view.maps.map((map) => (
            <label
              key={map.id}
              className="flex items-center gap-2 rounded-lg border border-white/10 bg-white/5 px-3 py-2 text-sm"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-500"
                checked={settings.pool.includes(map.id)}
                onChange={(event) => toggleMap(map.id, event.target.checked)}
              />
              {map.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-first`} label={text.firstLabel}>
          <NativeSelect
            value={settings.firstRule}
            onChange={(event) => setSettings({ ...settings, firstRule: event.target.value as VetoFirstRule })}
          >
            <option value="seed">{text.firstSeed}</option>
            <option value="coin-toss">{text.firstCoinToss}</option>
          </NativeSelect>
        </Field>
        <Field id={`${id}-seconds`} label={text.secondsLabel}>
          <Input
            type="number"
            min={VETO_STEP_SECONDS.min}
            max={VETO_STEP_SECONDS.max}
            value={settings.stepSeconds}
            onChange={(event) => setSettings({ ...settings, stepSeconds: Number(event.target.value) })}
          />
        </Field>
        <Field id={`${id}-opens`} label={text.opensLabel}>
          <NativeSelect
            value={opening === null ? '' : String(opening)}
            onChange={(event) =>
              setSettings({
                ...settings,
                opensMinutesBefore: event.target.value === '' ? null : Number(event.target.value),
              })
            }
          >
            <option value="">{text.opensAtCheckIn}</option>
            {openingChoices.map((minutes) => (
              <option key={minutes} value={minutes}>
                {text.opensBefore(minutes)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium">{text.sequenceLegend}</legend>
        <div role="tablist" aria-label={text.bestOfTabs} className="flex flex-wrap gap-2">
          {BEST_OF_KEYS.map((key) => (
            <Button
              key={key}
              role="tab"
              aria-selected={bestOf === key}
              size="sm"
              variant={bestOf === key ? 'primary' : 'secondary'}
              onClick={() => setBestOf(key)}
            >
              {text.bestOf(key)}
            </Button>
          ))}
        </div>
        <p className="text-sm text-slate-400">{custom ? text.ownSequence : text.defaultSequence}</p>
        <ol className="flex flex-col gap-2" aria-label={text.bestOfSteps(bestOf)}>
          {sequence.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are identified by their order.
            <li key={index} className="flex items-center gap-2">
              <span className="w-6 text-right text-sm tabular-nums text-slate-400">{index + 1}.</span>
              <NativeSelect
                aria-label={text.step(index + 1)}
                value={stepValue(step)}
                onChange={(event) =>
                  setSequence(sequence.map((s, i) => (i === index ? stepOf(event.target.value) : s)))
                }
              >
                {STEP_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect>
              <Button
                size="icon"
                variant="ghost"
                aria-label={text.removeStep(index + 1)}
                onClick={() => setSequence(sequence.filter((_, i) => i !== index))}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setSequence([...sequence, { action: 'ban', team: 'A' }])}
          >
            <Plus className="size-4" aria-hidden /> {text.addStep}
          </Button>
          {custom ? (
            <Button size="sm" variant="ghost" onClick={() => setSequence(undefined)}>
              {text.useDefault}
            </Button>
          ) : null}
        </div>
      </fieldset>
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-500/30 bg-red-500/10 px-3 py-2 text-sm text-red-200"
        >
          {error}
        </p>
      ) : null}
      <Button className="self-start" disabled={isLoading} onClick={onSave}>
        {phase ? text.saveFor(phase.name) : text.save}
      </Button>
    </Card>
  );
}
