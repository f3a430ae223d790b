import type { PlaySettings } from '@galaxia/core';
import { messages } from '@galaxia/core';
import { useId } from 'react';
import { asResult } from '../../../app/api-slice.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { usePlaySettingsQuery, useUpdatePlaySettingsMutation } from './console-api.ts';

const SETTINGS: { key: keyof PlaySettings; label: string; hint: string }[] = [
  {
    key: 'autoForfeit',
    label: 'Auto-forfeit no-shows',
    hint: 'A team not checked in when its match starts forfeits. Off: the match is flagged here for you.',
  },
  {
    key: 'eventCheckIn',
    label: 'Event check-in',
    hint: 'Teams check in after registration closes; at the first phase the unchecked are dropped and the waitlist fills in.',
  },
];

/** How the tournament treats no-shows and whether teams check in before it starts. */
export function PlaySettingsCard({ tournamentId }: { tournamentId: string }) {
  const id = useId();
  const { data } = usePlaySettingsQuery(tournamentId);
  const [update, { isLoading }] = useUpdatePlaySettingsMutation();
  if (!data) return null;
  const change = async (key: keyof PlaySettings, value: boolean) => {
    const result = await asResult(
      update({ tournamentId, ...data, [key]: value }),
      'Could not save the check-in settings',
    );
    if (result.success) toast.success(messages.organiserToasts.checkInSettingsSaved);
    else toast.error(result.error);
  };
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="font-display text-xl font-bold">Check-in</h2>
      {SETTINGS.map((setting) => (
        <div key={setting.key} className="flex items-start justify-between gap-4">
          <label htmlFor={`${id}-${setting.key}`} className="flex flex-col">
            <span className="font-medium">{setting.label}</span>
            <span className="text-sm text-slate-400">{setting.hint}</span>
          </label>
          <Switch
            id={`${id}-${setting.key}`}
            checked={data[setting.key]}
            disabled={isLoading}
            onCheckedChange={(value) => change(setting.key, value)}
          />
        </div>
      ))}
    </Card>
  );
}
