import { type ConsoleOpenMatch, type ForfeitingSide, messages } from '@galaxia/core';
import { useId, useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Field, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useForfeitMatchMutation, useSettleMatchMutation } from './console-api.ts';
import { RulingReasonField } from './ruling-reason-field.tsx';

export type MatchRuling = 'settle' | 'forfeit';

/**
 * Settles a reported score the other team never confirmed, or forfeits one team or both, with the reason
 * the ruling log keeps. Closing it (saved or not) hands focus back to the button that opened it.
 */
export function MatchRulingDialog({
  tournamentId,
  match,
  ruling,
  onClose,
}: {
  tournamentId: string;
  match: ConsoleOpenMatch;
  ruling: MatchRuling;
  onClose: () => void;
}) {
  const id = useId();
  const [settle, settling] = useSettleMatchMutation();
  const [forfeit, forfeiting] = useForfeitMatchMutation();
  const [side, setSide] = useState<ForfeitingSide>('A');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = settling.isLoading || forfeiting.isLoading;
  const teamOf = (which: 'A' | 'B') => (which === 'A' ? match.teamA.name : match.teamB.name);

  const submit = async () => {
    setError(null);
    try {
      if (ruling === 'settle') {
        await settle({ tournamentId, matchId: match.matchId, reason }).unwrap();
        toast.success(messages.ruling.settled(match.name));
      } else {
        await forfeit({ tournamentId, matchId: match.matchId, forfeiting: side, reason }).unwrap();
        toast.success(
          side === 'both'
            ? messages.ruling.doubleForfeited(match.name)
            : messages.ruling.forfeited(match.name, teamOf(side)),
        );
      }
      onClose();
    } catch (failure) {
      const message = errorMessage(failure, messages.ruling.notSaved);
      setError(message);
      toast.error(message);
    }
  };

  const versus = `${match.teamA.name} vs ${match.teamB.name}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={ruling === 'settle' ? `Settle ${match.name}` : `Forfeit in ${match.name}`}
      description={
        ruling === 'settle' && match.report
          ? `${match.report.by} reported ${match.teamA.name} ${match.report.scoreA}–${match.report.scoreB} ${match.teamB.name}. Settling lets this score stand.`
          : versus
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {ruling === 'forfeit' ? (
          <Field id={`${id}-side`} label="Who forfeits">
            <NativeSelect
              id={`${id}-side`}
              value={side}
              onChange={(event) => setSide(event.target.value as ForfeitingSide)}
            >
              <option value="A">{match.teamA.name}</option>
              <option value="B">{match.teamB.name}</option>
              <option value="both">Both teams (double forfeit)</option>
            </NativeSelect>
          </Field>
        ) : null}
        <RulingReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
        <FormError message={error} />
        <DialogActions
          onCancel={onClose}
          submitLabel={ruling === 'settle' ? 'Settle result' : 'Confirm forfeit'}
          submitDisabled={busy || reason.trim() === ''}
        />
      </form>
    </Dialog>
  );
}
