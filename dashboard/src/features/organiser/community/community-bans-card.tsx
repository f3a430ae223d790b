import { banEndText, isClockTime, isIsoDate, messages, toInstant } from '@galaxia/core';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Input, Textarea } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import {
  useBanFromCommunityMutation,
  useBanTeamFromCommunityMutation,
  useCommunityBansQuery,
  useCommunityTeamBansQuery,
  useLiftCommunityBanMutation,
  useLiftCommunityTeamBanMutation,
} from './community-settings-api.ts';

const text = messages.community.bans;
type FieldErrors = Record<string, string[]>;

/** A `datetime-local` value read in IST; anything else goes as typed, for the api to refuse by name. */
const istInstant = (local: string) => {
  const [date = '', time = ''] = local.split('T');
  return isIsoDate(date) && isClockTime(time) ? new Date(toInstant(date, time)).toISOString() : local;
};

/** One ban in force as the card lists it: a player's or a team's. */
interface BanRow {
  id: string;
  name: string;
  reason: string;
  showReason: boolean;
  until: string | null;
}

interface BanInput {
  name: string;
  reason: string;
  showReason: boolean;
  until: string;
}

/** What a card of bans says and does: its words, and how it bans and lifts. */
interface BansCardProps {
  /** Field ids and test names stay apart when both cards are on the page. */
  idPrefix: string;
  title: string;
  intro: string;
  /** Labels unique on the page, which shows both cards: a reader's list of fields tells them apart. */
  labels: { name: string; reason: string; ends: string; showReason: string };
  submitLabel: string;
  listLabel: string;
  /** Said after a reason the banned one is shown. */
  shownNote: string;
  empty: string;
  bannedToast: (name: string) => string;
  bans: BanRow[] | undefined;
  ban: (input: BanInput) => Promise<{ name: string } | undefined>;
  lift: (row: BanRow) => Promise<void>;
  busy: boolean;
}

/**
 * A community's bans, for its organisers (admins and co-organisers): ban by Galaxia name with a reason,
 * whether they are told it, and an optional end; the bans in force, each with Lift.
 */
function BansCard(props: BansCardProps) {
  const { idPrefix: id } = props;
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [showReason, setShowReason] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  if (!props.bans) return null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      const newest = await props.ban({ name, reason, showReason, until: until ? istInstant(until) : '' });
      // Newest first: the one just banned, by the name Galaxia knows them by.
      toast.success(props.bannedToast(newest?.name ?? name.trim()));
      setName('');
      setReason('');
      setUntil('');
      setShowReason(false);
      setErrors({});
    } catch (error) {
      const fields = (error as { data?: { fields?: FieldErrors } }).data?.fields ?? {};
      setErrors(fields);
      toast.error(errorMessage(error, messages.community.saveFailed));
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h2 className="font-display text-lg font-bold">{props.title}</h2>
        <p className="text-sm text-slate-400">{props.intro}</p>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Field id={`${id}-name`} label={props.labels.name} error={errors.name?.[0]}>
          <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field id={`${id}-reason`} label={props.labels.reason} error={errors.reason?.[0]}>
          <Textarea
            id={`${id}-reason`}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <Field
          id={`${id}-until`}
          label={props.labels.ends}
          error={errors.until?.[0]}
          hint="Leave empty for a ban with no end date."
        >
          <Input
            id={`${id}-until`}
            type="datetime-local"
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        </Field>
        <label htmlFor={`${id}-show-reason`} className="flex items-center gap-2 text-sm text-slate-300">
          <input
            id={`${id}-show-reason`}
            type="checkbox"
            className="size-4 accent-brand-500"
            checked={showReason}
            onChange={(event) => setShowReason(event.target.checked)}
          />
          {props.labels.showReason}
        </label>
        <Button type="submit" className="self-start" disabled={props.busy || !name.trim()}>
          {props.submitLabel}
        </Button>
      </form>
      {props.bans.length ? (
        <ul className="flex flex-col gap-3" aria-label={props.listLabel}>
          {props.bans.map((row) => (
            <li key={row.id} className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-semibold">{row.name}</span>
                <span className="block text-sm text-slate-300">
                  {row.until ? text.until(banEndText(row.until)) : text.noEnd}
                </span>
                <span className="block break-words text-sm text-slate-400">
                  {row.reason}
                  {row.showReason ? ` ${props.shownNote}` : ''}
                </span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                disabled={props.busy}
                aria-label={`Lift the ban of ${row.name}`}
                onClick={async () => {
                  try {
                    await props.lift(row);
                    toast.success(text.lifted(row.name));
                  } catch (error) {
                    toast.error(errorMessage(error, messages.community.saveFailed));
                  }
                }}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-400">{props.empty}</p>
      )}
    </Card>
  );
}

/** The players banned from the community's tournaments. */
export function CommunityBansCard({ guildId }: { guildId: string }) {
  const query = useCommunityBansQuery(guildId);
  const [ban, { isLoading: banning }] = useBanFromCommunityMutation();
  const [lift, { isLoading: lifting }] = useLiftCommunityBanMutation();
  return (
    <BansCard
      idPrefix="ban"
      title={text.title}
      intro={text.intro}
      labels={{
        name: 'Player (Galaxia name)',
        reason: 'Reason',
        ends: 'Ends (IST)',
        showReason: 'Tell the player the reason when they are refused',
      }}
      submitLabel="Ban player"
      listLabel="Bans in force"
      shownNote="(shown to the player)"
      empty={text.noBans}
      bannedToast={text.banned}
      bans={query.data?.bans.map((row) => ({ ...row, id: row.userId }))}
      ban={async (input) => (await ban({ guildId, ban: input }).unwrap()).bans[0]}
      lift={async (row) => void (await lift({ guildId, userId: row.id }).unwrap())}
      busy={banning || lifting}
    />
  );
}

/** The teams banned from the community's tournaments. */
export function CommunityTeamBansCard({ guildId }: { guildId: string }) {
  const query = useCommunityTeamBansQuery(guildId);
  const [ban, { isLoading: banning }] = useBanTeamFromCommunityMutation();
  const [lift, { isLoading: lifting }] = useLiftCommunityTeamBanMutation();
  return (
    <BansCard
      idPrefix="team-ban"
      title={text.teamTitle}
      intro={text.teamIntro}
      labels={{
        name: 'Team (name on Galaxia)',
        reason: 'Why the team is banned',
        ends: 'End of the team’s ban (IST)',
        showReason: 'Tell the team the reason when it is refused',
      }}
      submitLabel="Ban team"
      listLabel="Teams banned"
      shownNote="(shown to the team)"
      empty={text.noTeamBans}
      bannedToast={text.teamBanned}
      bans={query.data?.bans.map((row) => ({ ...row, id: row.teamId }))}
      ban={async (input) => (await ban({ guildId, ban: input }).unwrap()).bans[0]}
      lift={async (row) => void (await lift({ guildId, teamId: row.id }).unwrap())}
      busy={banning || lifting}
    />
  );
}
