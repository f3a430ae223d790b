import type { ConsoleResult } from '@galaxia/core';
import { messages } from '@galaxia/core';
import { useId, useState } from 'react';
import { errorMessage, isApiError } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useCorrectResultMutation, useReopenMatchMutation } from './console-api.ts';
import { RulingReasonField } from './ruling-reason-field.tsx';

export type ResultRuling = 'correct' | 'reopen';

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
  const [score, setScore] = useState({ scoreA: String(result.scoreA), scoreB: String(result.scoreB) });
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [undone, setUndone] = useState<string[] | null>(null);
  const busy = correcting.isLoading || reopening.isLoading;

  const submit = async (resetPlayed: boolean) => {
    setError(null);
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
      setError(errorMessage(failure, messages.matchToasts.rulingNotSaved));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={ruling === 'correct' ? `Correct ${result.name}` : `Reopen ${result.name}`}
      description={`${result.teamA} ${result.scoreA}–${result.scoreB} ${result.teamB}`}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(false);
        }}
      >
        {ruling === 'correct' ? (
          <div className="grid grid-cols-2 gap-3">
            <Field id={`${id}-a`} label={result.teamA}>
              <Input
                id={`${id}-a`}
                type="number"
                min={0}
                value={score.scoreA}
                onChange={(event) => setScore({ ...score, scoreA: event.target.value })}
              />
            </Field>
            <Field id={`${id}-b`} label={result.teamB}>
              <Input
                id={`${id}-b`}
                type="number"
                min={0}
                value={score.scoreB}
                onChange={(event) => setScore({ ...score, scoreB: event.target.value })}
              />
            </Field>
          </div>
        ) : null}
        <RulingReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
        <FormError message={error} />
        {undone ? (
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
        ) : null}
        <DialogActions
          onCancel={onClose}
          submitLabel={ruling === 'correct' ? 'Correct result' : 'Reopen match'}
          submitDisabled={busy || reason.trim() === '' || score.scoreA === '' || score.scoreB === ''}
        />
      </form>
    </Dialog>
  );
}
