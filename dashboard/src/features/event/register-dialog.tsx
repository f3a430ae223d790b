import type { EntryCandidate, MyEntry } from '@galaxia/core';
import { useId, useState } from 'react';
import { asResult } from '../../app/api-slice.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Field, NativeSelect } from '../../components/ui/form-controls.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useRegisterTeamMutation } from './entry-api.ts';
import { VerificationBadge } from './verification-badge.tsx';

/** Picks one of the captain's teams and the players who will play, then registers (or joins the waitlist). */
export function RegisterDialog({
  eventId,
  entry,
  open,
  onOpenChange,
}: {
  eventId: string;
  entry: MyEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const t = useT();
  const teams = entry.candidates.filter((candidate) => candidate.isCaptain);
  const [teamId, setTeamId] = useState(teams[0]?.team.id ?? '');
  const team: EntryCandidate | undefined = teams.find((candidate) => candidate.team.id === teamId);
  const size = entry.rosterSize ?? { players: 1, substitutes: 0 };
  const max = size.players + size.substitutes;
  const [picked, setPicked] = useState<string[]>(() =>
    (team?.players ?? []).slice(0, size.players).map((player) => player.userId),
  );
  const [error, setError] = useState<string | null>(null);
  const [register, { isLoading }] = useRegisterTeamMutation();

  const chooseTeam = (next: string) => {
    setTeamId(next);
    const players = teams.find((candidate) => candidate.team.id === next)?.players ?? [];
    setPicked(players.slice(0, size.players).map((player) => player.userId));
  };
  const toggle = (userId: string) =>
    setPicked((current) =>
      current.includes(userId) ? current.filter((picked) => picked !== userId) : [...current, userId],
    );

  const submit = async () => {
    setError(null);
    const result = await asResult(register({ eventId, teamId, roster: picked }), t('registerDialog.failed'));
    if (!result.success) {
      setError(result.error);
      return;
    }
    toast.success(
      result.data.awaitingVerification
        ? t('registration.applied', { team: result.data.team.name })
        : result.data.status === 'waitlisted'
          ? t('registerDialog.waitlisted', { position: entry.waitlisted + 1 })
          : t('registerDialog.registered', { team: result.data.team.name }),
    );
    onOpenChange(false);
  };

  const full = entry.taken >= entry.places;
  // Players whose videos wait for review make it an application the organiser completes.
  const applying =
    entry.requiresVerification &&
    (team?.players ?? []).some(
      (player) => picked.includes(player.userId) && player.verification !== 'accepted',
    );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('registerDialog.title')}
      className="max-h-[90dvh] overflow-y-auto"
      description={
        full
          ? t('registerDialog.fullJoinsWaitlist', { places: entry.places })
          : t('registerDialog.placesLeft', { left: entry.places - entry.taken, places: entry.places })
      }
      onSubmit={() => void submit()}
      error={error}
      submitLabel={
        isLoading
          ? t('registerDialog.registering')
          : applying
            ? t('registerDialog.apply')
            : full
              ? t('registration.joinWaitlist')
              : t('registration.register')
      }
      cancelLabel={t('registration.cancel')}
      submitDisabled={!teamId || picked.length < size.players || picked.length > max || isLoading}
    >
      <Field id={`${id}-team`} label={t('registerDialog.team')}>
        <NativeSelect id={`${id}-team`} value={teamId} onChange={(e) => chooseTeam(e.target.value)}>
          {teams.map((candidate) => (
            <option key={candidate.team.id} value={candidate.team.id}>
              {candidate.team.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">
          {size.substitutes
            ? t('registerDialog.rosterWithSubstitutes', {
                players: t('registerDialog.players', { count: size.players }),
                substitutes: t('registerDialog.substitutes', { count: size.substitutes }),
                picked: picked.length,
                max,
                starters: size.players,
              })
            : t('registerDialog.roster', {
                players: t('registerDialog.players', { count: size.players }),
                picked: picked.length,
                max,
              })}
        </legend>
        <ul className="flex flex-col divide-y divide-white/5 rounded-lg border border-white/10">
          {(team?.players ?? []).map((player) => (
            <li key={player.userId}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-500"
                  checked={picked.includes(player.userId)}
                  onChange={() => toggle(player.userId)}
                />
                <Avatar name={player.name} src={player.avatar} className="size-7" />
                <span className="min-w-0 flex-1 break-words">
                  {player.name}
                  {picked.indexOf(player.userId) >= size.players ? (
                    <span className="ml-1.5 text-xs text-amber-300">({t('registration.substitute')})</span>
                  ) : null}
                </span>
                {entry.requiresVerification ? <VerificationBadge state={player.verification} /> : null}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </FormDialog>
  );
}
