import { type ConsoleOpenMatch, type ForfeitingSide, messages } from '@galaxia/core';
import { useId, useState } from 'react';
import { Field, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useForfeitMatchMutation, useSettleMatchMutation } from './console-api.ts';
import { RulingDialog, useRulingForm } from './ruling-dialog.tsx';

export type MatchRuling = 'settle' | 'forfeit';

/**
 * Settles a reported score the other team never confirmed, or forfeits one team or both, with the reason
 * the ruling log keeps.
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
  const form = useRulingForm();
  const busy = settling.isLoading || forfeiting.isLoading;
  const teamOf = (which: 'A' | 'B') => (which === 'A' ? match.teamA.name : match.teamB.name);

  const submit = async () => {
    form.setError(null);
    const { reason } = form;
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
      form.refused(failure);
    }
  };

  const versus = `${match.teamA.name} vs ${match.teamB.name}`;
  return (
    <RulingDialog
      title={ruling === 'settle' ? `Settle ${match.name}` : `Forfeit in ${match.name}`}
      description={
        ruling === 'settle' && match.report
          ? `${match.report.by} reported ${match.teamA.name} ${match.report.scoreA}–${match.report.scoreB} ${match.teamB.name}. Settling lets this score stand.`
          : versus
      }
      onClose={onClose}
      onSubmit={() => void submit()}
      form={form}
      submitLabel={ruling === 'settle' ? 'Settle result' : 'Confirm forfeit'}
      submitDisabled={busy}
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
    </RulingDialog>
  );
}
