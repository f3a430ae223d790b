import { type GuildDiscordSettings, type GuildSettingsChoice, messages } from '@galaxia/core';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { ServerPage } from '../server-page.tsx';
import { useGuildDiscordSettingsQuery, useSaveGuildDiscordSettingsMutation } from './discord-settings-api.ts';

const text = messages.discordSetup;
type ChoiceKey = keyof GuildSettingsChoice;

// Each choice picks from the server's channels or from its roles.
const choiceFields: [ChoiceKey, string, 'channels' | 'roles'][] = [
  ['announcementChannelId', text.places.announcement, 'channels'],
  ['matchThreadsChannelId', text.places.matchThreads, 'channels'],
  ['logChannelId', text.places.log, 'channels'],
  ['participantRoleId', text.participantRole, 'roles'],
  ['captainRoleId', text.captainRole, 'roles'],
];

function SettingsForm({ guildId, view }: { guildId: string; view: GuildDiscordSettings }) {
  const [choice, setChoice] = useState<GuildSettingsChoice>(view.settings);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [save, { isLoading }] = useSaveGuildDiscordSettingsMutation();
  useEffect(() => setChoice(view.settings), [view.settings]);

  const pick = (key: ChoiceKey) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    setChoice((current) => ({ ...current, [key]: event.target.value || null }));

  const options = {
    channels: view.channels.map((channel) => ({
      id: channel.id,
      name: `#${channel.name}${channel.category ? ` · ${channel.category}` : ''}`,
    })),
    roles: view.roles.map((role) => ({ id: role.id, name: `@${role.name}` })),
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save({ guildId, choice }).unwrap();
      setFieldErrors({});
      toast.success(text.saved);
    } catch (error) {
      const fields = (error as { data?: { fields?: Record<string, string[]> } }).data?.fields;
      setFieldErrors(fields ?? {});
      toast.error(errorMessage(error, text.discordUnavailable));
    }
  }

  if (!view.botPresent) {
    return (
      <Card className="flex items-start gap-3 p-5 text-sm text-amber-200">
        <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p>{text.botAbsent}</p>
      </Card>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <Card className="flex flex-col gap-5 p-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {choiceFields.map(([key, label, from]) => (
            <Field key={key} id={key} label={label} error={fieldErrors[key]?.[0]}>
              <NativeSelect id={key} value={choice[key] ?? ''} onChange={pick(key)}>
                <option value="">{text.none}</option>
                {options[from].map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ))}
        </div>
        <div>
          <Button type="submit" disabled={isLoading}>
            {text.save}
          </Button>
        </div>
      </Card>
      <Card className="flex flex-col gap-3 self-start p-5" aria-live="polite">
        {view.missing.length ? (
          <>
            <h2 className="flex items-center gap-2 font-semibold text-amber-200">
              <ShieldAlert aria-hidden className="size-5" /> {text.missingTitle}
            </h2>
            <ul className="flex flex-col gap-2 text-sm text-slate-300">
              {view.missing.map((line) => (
                <li
                  key={`${line.place}-${line.target}`}
                  className="rounded-lg border border-amber-500/30 bg-amber-500/5 p-3"
                >
                  <p className="font-medium text-slate-100">
                    {text.places[line.place]} <span className="text-slate-400">{line.target}</span>
                  </p>
                  <p>{line.permissions.join(', ')}</p>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="flex items-center gap-2 text-sm text-emerald-200">
            <ShieldCheck aria-hidden className="size-5" /> {text.allPermissions}
          </p>
        )}
      </Card>
    </form>
  );
}

/** The organiser's Discord setup of one of their servers: channels, roles, and what the bot lacks. */
export function DiscordSettingsPage() {
  return (
    <ServerPage<GuildDiscordSettings>
      title={text.title}
      description={text.intro}
      fallbackError={text.discordUnavailable}
      useView={useGuildDiscordSettingsQuery}
    >
      {(guildId, view) => <SettingsForm guildId={guildId} view={view} />}
    </ServerPage>
  );
}
