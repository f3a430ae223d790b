import type { ConsoleResult } from '@galaxia/core';
import { messages } from '@galaxia/core';
import { useId, useState } from 'react';
import { errorMessage, isApiError } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useCorrectResultMutation, useReopenMatchMutation } from './console-api.ts';
import { RulingDialog, useRulingForm } from './ruling-dialog.tsx';

export type ResultRuling = 'correct' | 'reopen';

type Score = { scoreA: string; scoreB: string };

/**
 * Corrects or reopens a completed result, with the reason the log keeps. When the server answers that
 * played matches would be undone, the dialog lists them and asks for explicit confirmation.
 */
export function ResultRulingDialog({
  tournamentId,
  result,
  ruling,
  onClose,
}: {
  tournamentId: string;
  result: ConsoleResult;
  ruling: ResultRuling;
  onClose: () => void;
}) {
  const id = useId();
  const [correct, correcting] = useCorrectResultMutation();
  const [reopen, reopening] = useReopenMatchMutation();
  const [score, setScore] = useState<Score>({ scoreA: String(result.scoreA), scoreB: String(result.scoreB) });
  const form = useRulingForm();
  const [undone, setUndone] = useState<string[] | null>(null);
  const busy = correcting.isLoading || reopening.isLoading;

  const submit = async (resetPlayed: boolean) => {
    form.setError(null);
    const { reason } = form;
    const request =
      ruling === 'correct'
        ? correct({
            tournamentId,
            matchId: result.matchId,
            scoreA: Number(score.scoreA),
            scoreB: Number(score.scoreB),
            reason,
            resetPlayed,
          })
        : reopen({ tournamentId, matchId: result.matchId, reason, resetPlayed });
    try {
      await request.unwrap();
      toast.success(ruling === 'correct' ? `${result.name} corrected` : `${result.name} reopened`);
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'RULING_WOULD_UNDO')
        setUndone(failure.fields?.undone ?? []);
      form.setError(errorMessage(failure, messages.matchToasts.rulingNotSaved));
    }
  };

  const scoreField = (side: keyof Score, team: string) => (
    <Field id={`${id}-${side}`} label={team}>
      <Input
        id={`${id}-${side}`}
        type="number"
        min={0}
        value={score[side]}
        onChange={(event) => setScore({ ...score, [side]: event.target.value })}
      />
    </Field>
  );

  return (
    <RulingDialog
      title={ruling === 'correct' ? `Correct ${result.name}` : `Reopen ${result.name}`}
      description={`${result.teamA} ${result.scoreA}–${result.scoreB} ${result.teamB}`}
      onClose={onClose}
      onSubmit={() => void submit(false)}
      form={form}
      afterError={
        undone ? (
          <div className="flex flex-col gap-2 rounded-lg border border-amber-400/30 bg-amber-400/10 p-3 text-sm">
            <p className="text-amber-100">These played matches go back to be played again:</p>
            <ul className="list-inside list-disc text-amber-50">
              {undone.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            <Button variant="secondary" disabled={busy} onClick={() => void submit(true)}>
              Send them back and {ruling === 'correct' ? 'correct' : 'reopen'}
            </Button>
          </div>
        ) : null
      }
      submitLabel={ruling === 'correct' ? 'Correct result' : 'Reopen match'}
      submitDisabled={busy || score.scoreA === '' || score.scoreB === ''}
    >
      {ruling === 'correct' ? (
        <div className="grid grid-cols-2 gap-3">
          {scoreField('scoreA', result.teamA)}
          {scoreField('scoreB', result.teamB)}
        </div>
      ) : null}
    </RulingDialog>
  );
}
