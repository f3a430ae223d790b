import { type EntrantTeam, messages } from '@galaxia/core';
import { useId, useState } from 'react';
import { Field, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useDisqualifyTeamMutation } from './console-api.ts';
import { RulingDialog, useRulingForm } from './ruling-dialog.tsx';

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
  const form = useRulingForm();
  const team = teams.find((candidate) => candidate.id === teamId);

  const submit = async () => {
    form.setError(null);
    try {
      await disqualify({ tournamentId, teamId, reason: form.reason }).unwrap();
      toast.success(messages.ruling.disqualifiedTeam(team?.name ?? 'The team'));
      onClose();
    } catch (failure) {
      form.refused(failure);
    }
  };

  return (
    <RulingDialog
      title="Disqualify a team"
      description="Every match the team still has to play is forfeited, now and as the bracket brings it to one."
      onClose={onClose}
      onSubmit={() => void submit()}
      form={form}
      reasonSentTo="the team"
      submitLabel="Disqualify team"
      submitDisabled={isLoading || teamId === ''}
    >
      <Field id={`${id}-team`} label="Team">
        <NativeSelect id={`${id}-team`} value={teamId} onChange={(event) => setTeamId(event.target.value)}>
          <SelectOptions choices={teams} />
        </NativeSelect>
      </Field>
    </RulingDialog>
  );
}
