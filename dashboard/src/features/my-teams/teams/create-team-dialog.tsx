import {
  createTeamPayloadSchema,
  GAMES,
  messages,
  organiserPaths,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_REGION_MAX_LENGTH,
} from '@galaxia/core';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { asResult } from '../../../app/api-slice.ts';
import { Field, Input, NativeSelect, Textarea } from '../../../components/ui/form-controls.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { ImageFileInput } from '../../../components/ui/image-file-input.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useCreateTeamMutation } from './teams-api.ts';

export function CreateTeamDialog({
  open,
  onOpenChange,
  teamPath = organiserPaths.team,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the new team's page is: the organiser area's, or /my-teams'. */
  teamPath?: (teamId: string) => string;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [createTeam, { isLoading }] = useCreateTeamMutation();
  const [name, setName] = useState('');
  const [gameId, setGameId] = useState('');
  const [region, setRegion] = useState('');
  const [description, setDescription] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    const parsed = createTeamPayloadSchema.safeParse({ name, gameId, region, description });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.teamToasts.checkTeamDetails);
      return;
    }
    const body = new FormData();
    body.set('name', parsed.data.name);
    body.set('gameId', parsed.data.gameId);
    if (parsed.data.region) body.set('region', parsed.data.region);
    if (parsed.data.description) body.set('description', parsed.data.description);
    if (logo) body.set('logo', logo);
    const result = await asResult(createTeam(body), messages.teamToasts.createFailed);
    if (!result.success) {
      setError(result.error);
      return;
    }
    toast.success(messages.teamToasts.created(result.data.name));
    onOpenChange(false);
    navigate(teamPath(result.data.id));
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Team"
      className="max-h-[90dvh] overflow-y-auto"
      description="You will be the captain; invite your players next."
      onSubmit={() => void submit()}
      error={error}
      submitLabel={isLoading ? 'Creating...' : 'Create Team'}
      submitDisabled={!name.trim() || !gameId || isLoading}
    >
      <Field id={`${id}-name`} label="Team name">
        <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
      </Field>
      <Field id={`${id}-game`} label="Game">
        <NativeSelect id={`${id}-game`} value={gameId} onChange={(e) => setGameId(e.target.value)}>
          <SelectOptions choices={GAMES} prompt="Select a game" />
        </NativeSelect>
      </Field>
      <Field id={`${id}-region`} label="Region (optional)">
        <Input
          id={`${id}-region`}
          value={region}
          maxLength={TEAM_REGION_MAX_LENGTH}
          onChange={(e) => setRegion(e.target.value)}
          placeholder="e.g. South Asia"
        />
      </Field>
      <Field id={`${id}-description`} label="Description (optional)">
        <Textarea
          id={`${id}-description`}
          value={description}
          rows={2}
          maxLength={TEAM_DESCRIPTION_MAX_LENGTH}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <Field id={`${id}-logo`} label="Logo (optional)" hint="JPG, PNG, GIF up to 5 MB">
        <ImageFileInput
          id={`${id}-logo`}
          onImage={setLogo}
          onProblem={(problem) => {
            setError(problem);
            if (problem) setLogo(null);
          }}
        />
      </Field>
    </FormDialog>
  );
}
