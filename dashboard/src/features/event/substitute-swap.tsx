import { type MyEntry, rostersMessages } from '@galaxia/core';
import { ArrowLeftRight, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { asResult } from '../../app/api-slice.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, NativeSelect } from '../../components/ui/form-controls.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useSwapSubstituteMutation } from './entry-api.ts';

type Entry = NonNullable<MyEntry['entry']>;

/**
 * The captain's swap: a substitute comes in for a starter until the team checks in. Once the roster is
 * locked the reason stands in place of the form.
 */
export function SubstituteSwap({ eventId, entry }: { eventId: string; entry: Entry }) {
  const id = useId();
  const starters = entry.roster.filter((player) => !player.substitute);
  const substitutes = entry.roster.filter((player) => player.substitute);
  const [substituteId, setSubstituteId] = useState(substitutes[0]?.userId ?? '');
  const [starterId, setStarterId] = useState(starters.at(-1)?.userId ?? '');
  const [swap, { isLoading }] = useSwapSubstituteMutation();

  if (entry.swapLocked) {
    return (
      <p className="flex items-start gap-2 text-sm text-slate-300" role="status">
        <Lock className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
        {entry.swapLocked}
      </p>
    );
  }
  if (!entry.canSwap) return null;
  const nameOf = (userId: string) => entry.roster.find((player) => player.userId === userId)?.name ?? '';
  // After a swap the two picked players have traded places: fall back to the first choices again.
  const chosenIn = substitutes.some((player) => player.userId === substituteId)
    ? substituteId
    : (substitutes[0]?.userId ?? '');
  const chosenOut = starters.some((player) => player.userId === starterId)
    ? starterId
    : (starters.at(-1)?.userId ?? '');

  const submit = async () => {
    const result = await asResult(
      swap({ eventId, teamId: entry.team.id, starterId: chosenOut, substituteId: chosenIn }),
      'That did not work. Please try again.',
    );
    if (!result.success) {
      toast.error(result.error);
      return;
    }
    toast.success(rostersMessages.rosters.swapped(nameOf(chosenIn), nameOf(chosenOut)));
  };

  return (
    <form
      aria-label="Swap a substitute"
      className="flex flex-col gap-3 rounded-xl border border-white/10 bg-white/5 p-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="min-w-0 flex-1">
        <Field id={`${id}-in`} label="Substitute in">
          <NativeSelect id={`${id}-in`} value={chosenIn} onChange={(e) => setSubstituteId(e.target.value)}>
            {substitutes.map((player) => (
              <option key={player.userId} value={player.userId}>
                {player.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="min-w-0 flex-1">
        <Field id={`${id}-out`} label="Starter out">
          <NativeSelect id={`${id}-out`} value={chosenOut} onChange={(e) => setStarterId(e.target.value)}>
            {starters.map((player) => (
              <option key={player.userId} value={player.userId}>
                {player.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Button type="submit" size="sm" disabled={isLoading || !chosenIn || !chosenOut}>
        <ArrowLeftRight className="size-4" aria-hidden /> Swap in
      </Button>
    </form>
  );
}
