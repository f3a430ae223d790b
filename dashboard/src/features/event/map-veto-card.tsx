import { type MatchVetoView, type VetoChoicePayload, vetoStepLine } from '@galaxia/core';
import { Ban, Check, Dices, Map as MapIcon, Shield, Swords } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { asResult } from '../../app/api-slice.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/form-controls.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useFormatDateTime } from '../../lib/use-format-date-time.ts';
import {
  useMatchVetoQuery,
  useOpenVetoMutation,
  useResetVetoMutation,
  useTakeVetoStepMutation,
} from './veto-api.ts';

type Side = 'A' | 'B';
const VERBS = { ban: 'ban a map', pick: 'pick a map', side: 'choose a side' } as const;

const teamName = (veto: MatchVetoView, side: Side | null) =>
  side === null ? 'Galaxia' : (veto.teams[side] ?? `Team ${side}`);

function statusLine(veto: MatchVetoView, mine: boolean, formatDateTime: (iso: string) => string): string {
  const turn = veto.turn;
  if (veto.status === 'waiting')
    return veto.opensAt
      ? `The veto opens at ${formatDateTime(veto.opensAt)}.`
      : 'The veto opens once both teams have checked in.';
  if (!turn?.team) return 'Veto complete.';
  const who = mine ? 'Your turn' : `${teamName(veto, turn.team)}’s turn`;
  return `${who} to ${VERBS[turn.action as keyof typeof VERBS]}, until ${formatDateTime(turn.deadline)}`;
}

/**
 * A Valorant or CODM match's map veto, live: the pool with what was banned and picked, the steps so far,
 * whose turn it is until when, and for the acting captain the buttons of their step. The organiser opens
 * it early or resets it (a ruling, with why).
 */
export function MapVetoCard({ matchId }: { matchId: string }) {
  const formatDateTime = useFormatDateTime();
  const { data: veto } = useMatchVetoQuery(matchId);
  const [takeStep, { isLoading: acting }] = useTakeVetoStepMutation();
  if (!veto) return null;
  const turn = veto.turn;
  const mine = turn !== null && turn.team !== null && turn.team === veto.yourSide;
  const act = async (choice: Omit<VetoChoicePayload, 'step'>) => {
    if (!turn) return;
    const result = await asResult(
      takeStep({ matchId, step: turn.index, ...choice }),
      'Could not take this step.',
    );
    if (!result.success) toast.error(result.error);
  };
  const taken = new Map(
    veto.steps.flatMap((step) =>
      step.done && step.done.action !== 'side' ? [[step.done.map, step.done] as const] : [],
    ),
  );
  const lastPlayed = veto.maps.at(-1);
  return (
    <section
      aria-labelledby="veto-title"
      className="flex flex-col gap-4 rounded-xl border border-white/10 bg-ink-900/80 p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="veto-title" className="flex items-center gap-2 font-display text-lg font-bold">
          <MapIcon className="size-5 text-brand-300" aria-hidden />
          Map veto
        </h2>
        <p role="status" className="text-sm text-slate-300">
          {statusLine(veto, mine, formatDateTime)}
        </p>
      </div>
      <ul aria-label="Map pool" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {veto.pool.map((map) => {
          const done = taken.get(map.id);
          const banned = done?.action === 'ban';
          const canChoose = mine && (turn?.action === 'ban' || turn?.action === 'pick') && !done;
          const label = banned
            ? `Banned by ${teamName(veto, done.team)}`
            : done
              ? `Game ${veto.maps.findIndex((played) => played.map === map.id) + 1}`
              : 'In the pool';
          return (
            <li
              key={map.id}
              className={`flex flex-col gap-2 rounded-lg border px-3 py-2 ${banned ? 'border-red-500/20 bg-red-500/5 text-slate-400' : done ? 'border-emerald-400/30 bg-emerald-400/10' : 'border-white/10 bg-white/5'}`}
            >
              <span className={`font-semibold ${banned ? 'line-through' : ''}`}>{map.name}</span>
              <span className="text-xs text-slate-400">{label}</span>
              {canChoose ? (
                <Button
                  size="sm"
                  variant={turn?.action === 'ban' ? 'danger' : 'primary'}
                  disabled={acting}
                  onClick={() => act({ map: map.id })}
                >
                  {turn?.action === 'ban' ? (
                    <Ban className="size-4" aria-hidden />
                  ) : (
                    <Check className="size-4" aria-hidden />
                  )}
                  {turn?.action === 'ban' ? `Ban ${map.name}` : `Pick ${map.name}`}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {mine && turn?.action === 'side' && lastPlayed ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm">Your side on {lastPlayed.name}:</span>
          <Button size="sm" disabled={acting} onClick={() => act({ side: 'attack' })}>
            <Swords className="size-4" aria-hidden /> Attack
          </Button>
          <Button size="sm" variant="secondary" disabled={acting} onClick={() => act({ side: 'defence' })}>
            <Shield className="size-4" aria-hidden /> Defence
          </Button>
        </div>
      ) : null}
      {veto.maps.length > 0 ? (
        <ol aria-label="Series maps" className="flex flex-col gap-1 text-sm">
          {veto.maps.map((map, index) => (
            <li key={map.map}>
              <span className="font-semibold">
                Game {index + 1}: {map.name}
              </span>
              <span className="text-slate-400">
                {map.pickedBy ? ` · picked by ${teamName(veto, map.pickedBy)}` : ' · decider'}
                {map.sideBy && map.side ? ` · ${teamName(veto, map.sideBy)} on ${map.side}` : ''}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {veto.steps.some((step) => step.done) ? (
        <details className="text-sm text-slate-300">
          <summary className="cursor-pointer text-slate-400">Steps so far</summary>
          <ol className="mt-2 list-decimal pl-5">
            {veto.steps
              .filter((step) => step.done)
              .map((step) => (
                <li key={step.index} className="flex items-center gap-1">
                  {step.done?.random ? <Dices className="size-3.5 text-amber-300" aria-hidden /> : null}
                  {step.done ? vetoStepLine(veto, step.done) : null}
                </li>
              ))}
          </ol>
        </details>
      ) : null}
      {veto.organiser ? <OrganiserVetoControls veto={veto} /> : null}
    </section>
  );
}

function OrganiserVetoControls({ veto }: { veto: MatchVetoView }) {
  const [open, { isLoading: opening }] = useOpenVetoMutation();
  const [reset, { isLoading: resetting }] = useResetVetoMutation();
  const [reason, setReason] = useState('');
  if (veto.status === 'waiting') {
    const onOpen = async () => {
      const result = await asResult(open(veto.matchId), 'Could not open the veto.');
      if (result.success) toast.success('Map veto opened');
      else toast.error(result.error);
    };
    return (
      <Button className="self-start" variant="secondary" disabled={opening} onClick={onOpen}>
        Open the veto now
      </Button>
    );
  }
  const onReset = async (event: FormEvent) => {
    event.preventDefault();
    const result = await asResult(reset({ matchId: veto.matchId, reason }), 'Could not reset the veto.');
    if (result.success) {
      toast.success('Map veto reset');
      setReason('');
    } else toast.error(result.error);
  };
  return (
    <form onSubmit={onReset} className="flex flex-wrap items-end gap-2 border-t border-white/10 pt-3">
      <div className="min-w-0 flex-1">
        <Field id="veto-reset-reason" label="Why reset the veto?">
          <Input value={reason} maxLength={400} onChange={(event) => setReason(event.target.value)} />
        </Field>
      </div>
      <Button type="submit" variant="danger" disabled={resetting}>
        Reset veto
      </Button>
    </form>
  );
}
