import { GAMES, messages, type ProfilePrivacy, type UserSettings } from '@galaxia/core';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useSettingsQuery, useUpdateSettingsMutation } from '../../app/account-api.ts';
import { errorMessage } from '../../app/api-slice.ts';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { SignedInPage } from '../../components/layout/signed-in-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Field, NativeSelect } from '../../components/ui/form-controls.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SelectOptions } from '../../components/ui/select-options.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { browserTimeZone, setViewerTimeZone } from '../../lib/dates.ts';
import { ActiveSessionsCard } from './active-sessions.tsx';
import { ApiTokensCard } from './api-tokens.tsx';
import { LanguageCard } from './language-card.tsx';
import { SignInMethodsCard } from './sign-in-methods.tsx';

export const SettingsPage = () => <SignedInPage personal="settings" page={SignedInSettings} />;

function SignedInSettings() {
  const settings = useSettingsQuery();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-12">
      <PageHeading title="Settings">
        Choose what Galaxia tells you about and who can see your profile.
      </PageHeading>
      <QueryState
        query={settings}
        label="Loading your settings"
        fallbackError="Could not load your settings."
      >
        {(saved) => <SettingsForm saved={saved} />}
      </QueryState>
      <LanguageCard />
      <SignInMethodsCard />
      <ActiveSessionsCard />
      <ApiTokensCard />
    </div>
  );
}

const NOTIFICATIONS: {
  key: 'emailNotifications' | 'eventReminders' | 'teamInvites';
  label: string;
  hint: string;
}[] = [
  { key: 'emailNotifications', label: 'Email notifications', hint: 'News about events you follow.' },
  { key: 'eventReminders', label: 'Event reminders', hint: 'A reminder before check-in for your matches.' },
  { key: 'teamInvites', label: 'Team invites', hint: 'Tell me when a captain invites me to a team.' },
];

const PRIVACY: { value: ProfilePrivacy; label: string }[] = [
  { value: 'public', label: 'Public' },
  { value: 'friends', label: 'Friends only' },
  { value: 'private', label: 'Private' },
];

function SettingsForm({ saved }: { saved: UserSettings }) {
  const [values, setValues] = useState<UserSettings>(() => ({
    ...saved,
    timeZone: saved.timeZone ?? browserTimeZone(),
  }));
  const [save, { isLoading }] = useUpdateSettingsMutation();
  const privacyId = useId();
  const zoneId = useId();
  const switchIds = { emailNotifications: useId(), eventReminders: useId(), teamInvites: useId() };
  const changed = JSON.stringify(values) !== JSON.stringify(saved);
  // The browser may name its zone by an alias the list leaves out (UTC): keep it choosable.
  const zones = useMemo(() => [...new Set([browserTimeZone(), ...Intl.supportedValuesOf('timeZone')])], []);

  const toggleGame = (id: UserSettings['preferredGames'][number]) =>
    setValues((current) => ({
      ...current,
      preferredGames: current.preferredGames.includes(id)
        ? current.preferredGames.filter((game) => game !== id)
        : [...current.preferredGames, id],
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save(values).unwrap();
      setViewerTimeZone(values.timeZone);
      toast.success(messages.publicSite.settingsSaved);
    } catch (error) {
      toast.error(errorMessage(error, messages.publicSite.settingsSaveFailed));
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-5">
          <h2 className="font-display text-xl font-bold">Notifications</h2>
          {NOTIFICATIONS.map((item) => (
            <div key={item.key} className="flex items-center justify-between gap-4">
              <label htmlFor={switchIds[item.key]} className="min-w-0">
                <span className="block font-semibold">{item.label}</span>
                <span className="block text-sm text-slate-400">{item.hint}</span>
              </label>
              <Switch
                id={switchIds[item.key]}
                checked={values[item.key]}
                onCheckedChange={(checked) => setValues((current) => ({ ...current, [item.key]: checked }))}
              />
            </div>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardContent className="flex flex-col gap-5">
          <h2 className="font-display text-xl font-bold">Time zone</h2>
          <Field
            id={zoneId}
            label="Show times in"
            hint="Times also show in IST, the tournaments' home time, when your zone differs."
          >
            <NativeSelect
              id={zoneId}
              value={values.timeZone ?? ''}
              onChange={(e) => setValues((current) => ({ ...current, timeZone: e.target.value }))}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="flex flex-col gap-5">
          <h2 className="font-display text-xl font-bold">Privacy</h2>
          <Field id={privacyId} label="Who can see my profile">
            <NativeSelect
              id={privacyId}
              value={values.profilePrivacy}
              onChange={(e) =>
                setValues((current) => ({ ...current, profilePrivacy: e.target.value as ProfilePrivacy }))
              }
            >
              <SelectOptions choices={PRIVACY} />
            </NativeSelect>
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <fieldset className="flex flex-col gap-3">
            <legend className="font-display text-xl font-bold">Preferred games</legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {GAMES.map((game) => (
                <label
                  key={game.id}
                  className="flex items-center gap-3 rounded-lg border border-white/10 bg-white/5 px-3 py-2 hover:border-white/25"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-500"
                    checked={values.preferredGames.includes(game.id)}
                    onChange={() => toggleGame(game.id)}
                  />
                  {game.name}
                </label>
              ))}
            </div>
          </fieldset>
        </CardContent>
      </Card>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isLoading || !changed}>
          {isLoading ? 'Saving…' : 'Save settings'}
        </Button>
        <Button variant="ghost" size="lg" disabled={!changed} onClick={() => setValues(saved)}>
          Discard changes
        </Button>
      </div>
    </form>
  );
}
