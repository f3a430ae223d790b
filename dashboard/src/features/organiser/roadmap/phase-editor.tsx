import {
  availableDivisions,
  computeTotalTeams,
  DEFAULT_MATCHES_PER_LOBBY,
  type DivisionRef,
  type GameId,
  MAX_MATCHES_PER_LOBBY,
  MIN_GROUPS,
  MIN_LOBBIES,
  MIN_MATCHES_PER_LOBBY,
  offersThirdPlace,
  PHASE_FORMATS,
  type Phase,
  type PhaseFormat,
  phaseFormatsFor,
  phaseTiebreakOrder,
  sameDivision,
} from '@galaxia/core';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { translateRoundName } from '../../../lib/i18n/round-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { SeriesLengthEditor } from './series-length-editor.tsx';
import { TiebreakOrderEditor } from './tiebreak-order-editor.tsx';

/** Where a phase's teams come from besides the earlier phases; each label is `roadmap.editor.<key>`. */
const TEAM_COUNTS = ['invitedTeams', 'participatingTeams'] as const;

/** The checkbox of an earlier phase's division the phase may take its teams from. */
const sourceInputId = (id: string, division: { phaseIndex: number; divisionIndex: number }) =>
  `${id}-src-${division.phaseIndex}-${division.divisionIndex}`;

const count = (value: string) => (value === '' ? 0 : Math.max(0, Math.floor(Number(value)) || 0));

/** The form of the phase being edited (always the last one); every rule lives in the core. */
export function PhaseEditor({
  phases,
  index,
  gameId,
  onChange,
  onFinalChange,
}: {
  phases: readonly Phase[];
  index: number;
  /** The tournament's game: Battle Royale is offered only for the battle-royale games. */
  gameId: GameId | null;
  onChange: (phase: Phase) => void;
  onFinalChange: (isFinal: boolean) => void;
}) {
  const phase = phases[index] as Phase;
  const id = useId();
  const t = useT();
  const pool = availableDivisions(phases, index);
  const tiebreakOrder = phaseTiebreakOrder(phase);
  const update = (patch: Partial<Phase>) => onChange({ ...phase, ...patch });
  const toggleSource = (ref: DivisionRef, on: boolean) =>
    update({
      qualifiedTeams: on
        ? [...phase.qualifiedTeams, ref]
        : phase.qualifiedTeams.filter((existing) => !sameDivision(existing, ref)),
    });
  const setDivision = (division: number, value: number) =>
    update({ qualifyingTeams: phase.qualifyingTeams.map((teams, i) => (i === division ? value : teams)) });

  return (
    <fieldset
      aria-label={t('roadmap.editor.label', { name: translateRoundName(phase.name, t) })}
      className="rounded-xl border border-brand-500/40 bg-ink-900/80 p-5"
    >
      <legend className="px-2 font-display text-lg font-bold">
        {index + 1}. {phase.name ? translateRoundName(phase.name, t) : t('roadmap.editor.newPhase')}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t('roadmap.editor.name')}>
          <Input id={`${id}-name`} value={phase.name} onChange={(e) => update({ name: e.target.value })} />
        </Field>
        <Field id={`${id}-format`} label={t('roadmap.editor.format')}>
          <NativeSelect
            id={`${id}-format`}
            value={phase.format}
            onChange={(e) => {
              const format = e.target.value as PhaseFormat;
              const lobbies = format === 'Battle Royale';
              update({
                format,
                // A battle royale's single lobby is not a group stage's count: each keeps its own floor.
                numberOfGroups:
                  format === 'Group Stage'
                    ? Math.max(MIN_GROUPS, phase.numberOfGroups ?? MIN_GROUPS)
                    : lobbies
                      ? Math.max(MIN_LOBBIES, phase.numberOfGroups ?? MIN_LOBBIES)
                      : undefined,
                matchesPerLobby: lobbies ? (phase.matchesPerLobby ?? DEFAULT_MATCHES_PER_LOBBY) : undefined,
                // Each format has its own default order and rounds; custom ones do not carry over.
                tiebreaks: undefined,
                bestOf: undefined,
              });
            }}
          >
            {(gameId ? phaseFormatsFor(gameId) : PHASE_FORMATS).map((format) => (
              <option key={format} value={format}>
                {t(`roadmap.formats.${format}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {TEAM_COUNTS.map((key) => (
          <Field key={key} id={`${id}-${key}`} label={t(`roadmap.editor.${key}`)}>
            <Input
              id={`${id}-${key}`}
              type="number"
              min={0}
              value={phase[key]}
              onChange={(e) => update({ [key]: count(e.target.value) })}
            />
          </Field>
        ))}
        {phase.format === 'Group Stage' ? (
          <Field id={`${id}-groups`} label={t('roadmap.editor.groups')}>
            <Input
              id={`${id}-groups`}
              type="number"
              min={MIN_GROUPS}
              value={phase.numberOfGroups ?? MIN_GROUPS}
              onChange={(e) => update({ numberOfGroups: Math.max(MIN_GROUPS, count(e.target.value)) })}
            />
          </Field>
        ) : null}
        {phase.format === 'Battle Royale' ? (
          <>
            <Field id={`${id}-lobbies`} label={t('roadmap.editor.lobbies')}>
              <Input
                id={`${id}-lobbies`}
                type="number"
                min={MIN_LOBBIES}
                value={phase.numberOfGroups ?? MIN_LOBBIES}
                onChange={(e) => update({ numberOfGroups: Math.max(MIN_LOBBIES, count(e.target.value)) })}
              />
            </Field>
            <Field id={`${id}-matches`} label={t('roadmap.editor.matchesPerLobby')}>
              <Input
                id={`${id}-matches`}
                type="number"
                min={MIN_MATCHES_PER_LOBBY}
                max={MAX_MATCHES_PER_LOBBY}
                value={phase.matchesPerLobby ?? DEFAULT_MATCHES_PER_LOBBY}
                onChange={(e) => update({ matchesPerLobby: count(e.target.value) })}
              />
            </Field>
          </>
        ) : null}
      </div>

      {tiebreakOrder ? (
        <TiebreakOrderEditor order={tiebreakOrder} onChange={(tiebreaks) => update({ tiebreaks })} />
      ) : null}

      <SeriesLengthEditor
        phase={phase}
        teams={computeTotalTeams(phase, phases)}
        onChange={(bestOf) => update({ bestOf })}
      />
      {(phase.format === 'Single Elimination' && offersThirdPlace(computeTotalTeams(phase, phases))) ||
      phase.format === 'Double Elimination' ? (
        <BracketExtraSwitch
          id={`${id}-extra`}
          {...(phase.format === 'Single Elimination'
            ? {
                label: t('roadmap.editor.thirdPlace'),
                hint: t('roadmap.editor.thirdPlaceHint'),
                checked: phase.thirdPlace === true,
                onChange: (thirdPlace: boolean) => update({ thirdPlace }),
              }
            : {
                label: t('roadmap.editor.grandFinalReset'),
                hint: t('roadmap.editor.grandFinalResetHint'),
                checked: phase.grandFinalReset === true,
                onChange: (grandFinalReset: boolean) => update({ grandFinalReset }),
              })}
        />
      ) : null}

      {phase.qualifiedTeams.length > 0 ? (
        <BracketExtraSwitch
          id={`${id}-auto-start`}
          label={t('roadmap.editor.autoStart')}
          hint={t('roadmap.editor.autoStartHint')}
          checked={phase.autoStart !== false}
          onChange={(autoStart: boolean) => update({ autoStart })}
        />
      ) : null}

      {pool.length || phase.qualifiedTeams.length ? (
        <div className="mt-5">
          <h4 className="text-sm font-medium text-slate-200">{t('roadmap.editor.qualifiedTitle')}</h4>
          <ul className="mt-2 flex flex-col gap-2">
            {pool.map((division) => {
              const ref: DivisionRef = [division.phaseIndex, division.divisionIndex];
              const checked = phase.qualifiedTeams.some((existing) => sameDivision(existing, ref));
              const inputId = sourceInputId(id, division);
              return (
                <li key={inputId} className="flex items-center gap-3">
                  <input
                    id={inputId}
                    type="checkbox"
                    className="size-4 accent-brand-500"
                    checked={checked}
                    onChange={(e) => toggleSource(ref, e.target.checked)}
                  />
                  <label htmlFor={inputId} className="text-sm text-slate-200">
                    {t('roadmap.editor.source', {
                      phase: division.phaseName,
                      division: division.divisionIndex + 1,
                      teams: division.teams,
                    })}
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {phase.isFinal ? null : (
        <div className="mt-5">
          <h4 className="text-sm font-medium text-slate-200">{t('roadmap.editor.qualifyingTitle')}</h4>
          <ul className="mt-2 flex flex-col gap-2">
            {phase.qualifyingTeams.map((teams, division) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: divisions are identified by their position.
              <li key={division} className="flex items-center gap-2">
                <label htmlFor={`${id}-div-${division}`} className="w-24 text-sm text-slate-400">
                  {t('roadmap.editor.division', { number: division + 1 })}
                </label>
                <Input
                  id={`${id}-div-${division}`}
                  type="number"
                  min={0}
                  className="max-w-32"
                  value={teams}
                  onChange={(e) => setDivision(division, count(e.target.value))}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('roadmap.editor.removeDivision', { number: division + 1 })}
                  disabled={phase.qualifyingTeams.length <= 1}
                  onClick={() =>
                    update({ qualifyingTeams: phase.qualifyingTeams.filter((_, i) => i !== division) })
                  }
                >
                  <Minus className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => update({ qualifyingTeams: [...phase.qualifyingTeams, 0] })}
          >
            <Plus className="size-4" aria-hidden /> {t('roadmap.editor.addDivision')}
          </Button>
        </div>
      )}

      <div className="mt-5 flex flex-wrap items-center justify-between gap-4 border-t border-white/10 pt-4">
        <p className="text-sm text-slate-300">
          {t('roadmap.editor.totalTeams')}{' '}
          <strong className="text-white">{computeTotalTeams(phase, phases)}</strong>
        </p>
        <div className="flex items-center gap-3">
          <Switch id={`${id}-final`} checked={phase.isFinal} onCheckedChange={onFinalChange} />
          <label htmlFor={`${id}-final`} className="text-sm font-medium">
            {t('roadmap.editor.isLast')}
          </label>
        </div>
      </div>
    </fieldset>
  );
}

/** The format's optional extra match: third place (single elimination) or a grand-final reset (double). */
function BracketExtraSwitch(props: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="mt-5 flex items-start gap-3">
      <Switch
        id={props.id}
        checked={props.checked}
        onCheckedChange={props.onChange}
        aria-describedby={`${props.id}-hint`}
      />
      <div>
        <label htmlFor={props.id} className="text-sm font-medium">
          {props.label}
        </label>
        <p id={`${props.id}-hint`} className="text-xs text-slate-400">
          {props.hint}
        </p>
      </div>
    </div>
  );
}
