import { type EntrantTeam, messages } from '@galaxia/core';
import { useId, useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Field, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useDisqualifyTeamMutation } from './console-api.ts';
import { RulingReasonField } from './ruling-reason-field.tsx';

/** Disqualifies a team from the whole tournament: its remaining matches are forfeited, standings mark it. */
export function DisqualifyTeamDialog({
  tournamentId,
  teams,
  onClose,
}: {
  tournamentId: string;
  teams: readonly EntrantTeam[];
  onClose: () => void;
}) {
  const id = useId();
  const [disqualify, { isLoading }] = useDisqualifyTeamMutation();
  const [teamId, setTeamId] = useState(teams[0]?.id ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const team = teams.find((candidate) => candidate.id === teamId);

  const submit = async () => {
    setError(null);
    try {
      await disqualify({ tournamentId, teamId, reason }).unwrap();
      toast.success(messages.ruling.disqualifiedTeam(team?.name ?? 'The team'));
      onClose();
    } catch (failure) {
      const message = errorMessage(failure, messages.ruling.notSaved);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Disqualify a team"
      description="Every match the team still has to play is forfeited, now and as the bracket brings it to one."
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field id={`${id}-team`} label="Team">
          <NativeSelect id={`${id}-team`} value={teamId} onChange={(event) => setTeamId(event.target.value)}>
            {teams.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <RulingReasonField id={`${id}-reason`} value={reason} onChange={setReason} sentTo="the team" />
        <FormError message={error} />
        <DialogActions
          onCancel={onClose}
          submitLabel="Disqualify team"
          submitDisabled={isLoading || reason.trim() === '' || teamId === ''}
        />
      </form>
    </Dialog>
  );
}
