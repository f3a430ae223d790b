import {
  formatOptions,
  GAMES,
  type GameId,
  hasVerificationMethod,
  IMAGE_PRESETS,
  type ImagePresetKind,
  MAX_SUBSTITUTES,
  messages,
  type TournamentBasicInfo,
  type TournamentBasicInfoInput,
  tournamentBasicInfoSchema,
} from '@galaxia/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { asResult, errorMessage } from '../../../app/api-slice.ts';
import { useMeQuery } from '../../../app/auth-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LazyDatePicker } from '../../../components/ui/date-time-fields.tsx';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { Field, Input, NativeSelect, Textarea } from '../../../components/ui/form-controls.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useBasicInfoQuery, useUpdateBasicInfoMutation } from '../api/event-api.ts';
import { organiserPaths } from '../shell/organiser-navigation.ts';
import { ImageUpload } from './image-upload.tsx';
import { PrizeSplitEditor } from './prize-split-editor.tsx';

const imageFields: { kind: ImagePresetKind; label: string }[] = [
  { kind: 'poster', label: 'Poster' },
  { kind: 'header', label: 'Header' },
  { kind: 'logo', label: 'Logo' },
];

const SUBSTITUTE_CHOICES = Array.from({ length: MAX_SUBSTITUTES + 1 }, (_, count) => count);

export function BasicStep() {
  const { tournamentId = '' } = useParams();
  const { data, isLoading, error, refetch } = useBasicInfoQuery(tournamentId);
  if (isLoading) return <LoadingBlock label="Loading the tournament" />;
  if (error || !data)
    return <ErrorState message={errorMessage(error, messages.event.notFound)} onRetry={refetch} />;
  return <BasicForm tournamentId={tournamentId} initial={data} />;
}

function BasicForm({ tournamentId, initial }: { tournamentId: string; initial: TournamentBasicInfo }) {
  const navigate = useNavigate();
  const id = useId();
  const { data: me } = useMeQuery();
  const [update, { isLoading: saving }] = useUpdateBasicInfoMutation();
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TournamentBasicInfoInput, unknown, TournamentBasicInfo>({
    resolver: zodResolver(tournamentBasicInfoSchema),
    defaultValues: initial,
  });
  const { register, control, handleSubmit, setValue, watch, formState } = form;
  const gameId = watch('gameId') as GameId;
  const errors = formState.errors;
  const servers = me?.servers ?? [];

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const body = new FormData();
    body.set('tournamentData', JSON.stringify(values));
    for (const [field, file] of Object.entries(files)) if (file) body.set(field, file);
    const result = await asResult(update({ id: tournamentId, form: body }), messages.event.updateFailed);
    if (!result.success) {
      setFailure(result.error);
      toast.error(messages.event.updateFailed);
      return;
    }
    toast.success(messages.organiserToasts.tournamentSaved);
    navigate(organiserPaths.editStep(tournamentId, 'roadmap'));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold">
        Basic details
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Event name" error={errors.eventName?.message}>
          <Input id={`${id}-name`} aria-invalid={Boolean(errors.eventName)} {...register('eventName')} />
        </Field>
        <Field id={`${id}-season`} label="Season number" error={errors.seasonNumber?.message}>
          <Input
            id={`${id}-season`}
            type="number"
            min={1}
            aria-invalid={Boolean(errors.seasonNumber)}
            {...register('seasonNumber', { valueAsNumber: true })}
          />
        </Field>
        <Field id={`${id}-game`} label="Game" error={errors.gameId?.message}>
          <NativeSelect
            id={`${id}-game`}
            {...register('gameId', {
              // A different game has different formats, so the chosen one no longer applies.
              // Verified accounts are asked by default wherever the new game can be verified at all.
              onChange: (event) => {
                setValue('format', null);
                setValue('requiresVerification', hasVerificationMethod(event.target.value as GameId));
              },
            })}
          >
            <SelectOptions choices={GAMES} />
          </NativeSelect>
        </Field>
        <Field id={`${id}-server`} label="Discord server" error={errors.serverId?.message}>
          <NativeSelect id={`${id}-server`} {...register('serverId')}>
            <SelectOptions choices={servers} />
          </NativeSelect>
        </Field>
        <Field id={`${id}-publish`} label="Publish date" error={errors.publishDate?.message}>
          <Controller
            control={control}
            name="publishDate"
            render={({ field }) => (
              <LazyDatePicker
                id={`${id}-publish`}
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(errors.publishDate)}
              />
            )}
          />
        </Field>
        <Field id={`${id}-format`} label="Format" error={errors.format?.message}>
          <Controller
            control={control}
            name="format"
            render={({ field }) => (
              <NativeSelect
                id={`${id}-format`}
                value={field.value ?? ''}
                onChange={(event) =>
                  field.onChange(event.target.value === '' ? null : Number(event.target.value))
                }
              >
                <option value="">Select a format</option>
                {formatOptions(gameId).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </Field>
        <Field
          id={`${id}-substitutes`}
          label="Substitutes per team"
          hint={`Beside the format's players; the rulebook allows up to ${MAX_SUBSTITUTES}`}
          error={errors.substitutes?.message}
        >
          <Controller
            control={control}
            name="substitutes"
            render={({ field }) => (
              <NativeSelect
                id={`${id}-substitutes`}
                value={field.value ?? MAX_SUBSTITUTES}
                onChange={(event) => field.onChange(Number(event.target.value))}
              >
                {SUBSTITUTE_CHOICES.map((count) => (
                  <option key={count} value={count}>
                    {count === 0 ? 'No substitutes' : `Up to ${count}`}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </Field>
        <Field
          id={`${id}-prize`}
          label="Prize pool"
          hint="In rupees, e.g. ₹10,00,000"
          error={errors.prizePool?.message}
        >
          <Input id={`${id}-prize`} {...register('prizePool')} />
        </Field>
      </div>
      <Field id={`${id}-description`} label="Event description" error={errors.eventDescription?.message}>
        <Textarea id={`${id}-description`} rows={5} {...register('eventDescription')} />
      </Field>
      <Card className="flex flex-col gap-5 p-5">
        <h3 className="font-display text-lg font-bold">Tournament settings</h3>
        {hasVerificationMethod(gameId) && (
          <Controller
            control={control}
            name="requiresVerification"
            render={({ field }) => (
              <div className="flex items-start justify-between gap-4">
                <label htmlFor={`${id}-verified`} className="text-sm">
                  <span className="font-semibold">Require verified accounts</span>
                  <span className="block text-slate-400">
                    Every rostered player needs a verified game account to register.
                  </span>
                </label>
                <Switch
                  id={`${id}-verified`}
                  checked={field.value ?? true}
                  onCheckedChange={field.onChange}
                />
              </div>
            )}
          />
        )}
        <Field
          id={`${id}-discord`}
          label="Discord invite link"
          hint="https://discord.gg/… or https://discord.com/invite/…"
          error={errors.discordLink?.message}
        >
          <Input
            id={`${id}-discord`}
            type="url"
            placeholder="https://discord.gg/your-server"
            aria-invalid={Boolean(errors.discordLink)}
            {...register('discordLink')}
          />
        </Field>
        <Field
          id={`${id}-split-0`}
          label="Prize split"
          error={errors.prizeSplit?.message ?? errors.prizeSplit?.root?.message}
        >
          <Controller
            control={control}
            name="prizeSplit"
            render={({ field }) => (
              <PrizeSplitEditor
                id={`${id}-split`}
                value={field.value ?? []}
                onChange={field.onChange}
                invalid={Boolean(errors.prizeSplit)}
              />
            )}
          />
        </Field>
      </Card>
      <div className="grid gap-6 md:grid-cols-3">
        {imageFields.map(({ kind, label }) => {
          const preset = IMAGE_PRESETS[kind];
          return (
            <ImageUpload
              key={kind}
              label={label}
              preset={preset}
              currentUrl={watch(preset.field) ?? null}
              file={files[preset.field] ?? null}
              onFile={(file) => setFiles((current) => ({ ...current, [preset.field]: file }))}
              onClear={() => setValue(preset.field, null)}
            />
          );
        })}
      </div>
      {failure ? (
        <div
          role="alert"
          className="rounded-lg border border-red-500/30 bg-red-500/10 px-4 py-3 text-sm text-red-200"
        >
          <p className="font-semibold">{messages.event.updateFailed}</p>
          {failure !== messages.event.updateFailed ? <p className="mt-1">{failure}</p> : null}
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
