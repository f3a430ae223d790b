import { createTournamentSchema, GAMES, istToday, messages } from '@galaxia/core';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { asResult } from '../../../app/api-slice.ts';
import { useMeQuery } from '../../../app/auth-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog.tsx';
import { Field, Input, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useCreateEventMutation } from '../api/event-api.ts';
import { organiserPaths } from '../shell/organiser-navigation.ts';

const LABELS = {
  eventName: 'Tournament name',
  seasonNumber: 'Season number',
  gameId: 'Game',
  serverId: 'Discord server',
} as const;

export function CreateTournamentDialog({ open, onOpenChange }: DialogOpenProps) {
  const navigate = useNavigate();
  const { data: me } = useMeQuery();
  const servers = me?.servers ?? [];
  const [createEvent, { isLoading }] = useCreateEventMutation();
  const [form, setForm] = useState({ eventName: '', seasonNumber: '', gameId: '', serverId: '' });
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), season: useId(), game: useId(), server: useId(), missing: useId() };
  const missing = (Object.keys(LABELS) as (keyof typeof LABELS)[])
    .filter((key) => form[key].trim() === '')
    .map((key) => LABELS[key]);
  const complete = missing.length === 0;
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = createTournamentSchema.safeParse({
      ...form,
      seasonNumber: Number(form.seasonNumber),
      // Publish dates are days in India, as the server compares them.
      publishDate: istToday(new Date()),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.createTournament.failed);
      return;
    }
    const result = await asResult(createEvent(parsed.data), messages.createTournament.failed);
    if (!result.success) {
      // The spec only logs this; a person deserves to see it.
      console.error(result.error);
      setError(result.error);
      return;
    }
    toast.success(messages.organiserToasts.tournamentCreated(parsed.data.eventName));
    onOpenChange(false);
    navigate(organiserPaths.editStep(result.data.id, 'basic'));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Tournament"
      description="Name it, pick the game and the Discord server that hosts it."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field id={ids.name} label={LABELS.eventName} required>
          <Input
            id={ids.name}
            value={form.eventName}
            onChange={set('eventName')}
            placeholder="Galaxia Clash Cup"
            autoFocus
          />
        </Field>
        <Field id={ids.season} label={LABELS.seasonNumber} required>
          <Input
            id={ids.season}
            type="number"
            min={1}
            inputMode="numeric"
            value={form.seasonNumber}
            onChange={set('seasonNumber')}
            placeholder="1"
          />
        </Field>
        <Field id={ids.game} label={LABELS.gameId} required>
          <NativeSelect id={ids.game} value={form.gameId} onChange={set('gameId')}>
            <SelectOptions choices={GAMES} prompt="Select a game" />
          </NativeSelect>
        </Field>
        <Field
          id={ids.server}
          label={LABELS.serverId}
          required
          hint={
            servers.length
              ? 'Only servers you administer are listed.'
              : 'You do not administer any Discord server yet.'
          }
        >
          <NativeSelect
            id={ids.server}
            value={form.serverId}
            onChange={set('serverId')}
            disabled={!servers.length}
          >
            <SelectOptions choices={servers} prompt="Select a server" />
          </NativeSelect>
        </Field>
        <FormError message={error} />
        {complete ? null : (
          <p id={ids.missing} className="text-sm text-slate-400">
            {messages.createTournament.incomplete(missing)}
          </p>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!complete || isLoading}
            aria-describedby={complete ? undefined : ids.missing}
          >
            {isLoading ? 'Creating...' : 'Create Tournament'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
