import { type EntryCandidate, type MyEntry, messages } from '@galaxia/core';
import { useId, useState } from 'react';
import { asResult } from '../../app/api-slice.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Field, NativeSelect } from '../../components/ui/form-controls.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
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
    const result = await asResult(
      register({ eventId, teamId, roster: picked }),
      'Could not register the team',
    );
    if (!result.success) {
      setError(result.error);
      return;
    }
    toast.success(
      result.data.awaitingVerification
        ? messages.entryVerification.appliedHeadline(result.data.team.name)
        : result.data.status === 'waitlisted'
          ? messages.playerSeason.waitlisted(entry.waitlisted + 1)
          : messages.teamToasts.registered(result.data.team.name),
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
      title="Register your team"
      className="max-h-[90dvh] overflow-y-auto"
      description={
        full
          ? messages.playerSeason.fullJoinsWaitlist(entry.places)
          : `${entry.places - entry.taken} of ${entry.places} places left.`
      }
      onSubmit={() => void submit()}
      error={error}
      submitLabel={
        isLoading
          ? 'Registering...'
          : applying
            ? messages.entryVerification.applyButton
            : full
              ? 'Join the waitlist'
              : 'Register'
      }
      submitDisabled={!teamId || picked.length < size.players || picked.length > max || isLoading}
    >
      <Field id={`${id}-team`} label="Team">
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
          Roster: {size.players} {size.players === 1 ? 'player' : 'players'}
          {size.substitutes
            ? `, up to ${size.substitutes} ${size.substitutes === 1 ? 'substitute' : 'substitutes'}`
            : ''}{' '}
          ({picked.length}/{max} picked
          {size.substitutes ? `; the first ${size.players} picked start` : ''})
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
                    <span className="ml-1.5 text-xs text-amber-300">
                      ({messages.rosters.substituteLabel})
                    </span>
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
