import { type EventMatchDetail, messages } from '@galaxia/core';
import { CheckCircle2, Circle, TimerReset } from 'lucide-react';
import { asResult } from '../../app/api-slice.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useFormatDateTime } from '../../lib/use-format-date-time.ts';
import { useCheckInForMatchMutation, useMatchCheckInQuery } from './entry-api.ts';

/**
 * The match's check-in: the window (30 minutes before until the start), who is in, and the button for a
 * captain or rostered player of either side while the window is open.
 */
export function CheckInCard({ match }: { match: EventMatchDetail }) {
  const formatDateTime = useFormatDateTime();
  const scheduled = match.status === 'scheduled';
  const query = useMatchCheckInQuery(match.id, { skip: !scheduled });
  const [checkIn, { isLoading }] = useCheckInForMatchMutation();
  const card = query.data;
  if (!scheduled || !card?.window) return null;
  const mine = card.teams.find((side) => side.team.id === card.myTeamId);
  const onCheckIn = async () => {
    const result = await asResult(checkIn(match.id), 'Could not check in. Please try again.');
    if (result.success)
      toast.success(messages.teamToasts.checkedIn(mine?.team.name ?? messages.teamToasts.yourTeam));
    else toast.error(result.error);
  };
  const state =
    card.window.state === 'not_open'
      ? `Check-in opens ${formatDateTime(card.window.opensAt)}`
      : card.window.state === 'open'
        ? `Check-in is open until ${formatDateTime(card.window.closesAt)}`
        : `Check-in closed ${formatDateTime(card.window.closesAt)}`;
  return (
    <section
      aria-label="Check-in"
      className="flex flex-col gap-3 rounded-xl border border-white/10 bg-ink-900/80 p-4"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TimerReset className="size-5 text-brand-300" aria-hidden />
        {state}
      </p>
      <ul className="flex flex-wrap gap-2">
        {card.teams.map((side) => (
          <li
            key={side.team.id}
            className="flex items-center gap-1.5 rounded-full border border-white/10 bg-white/5 px-3 py-1 text-sm"
          >
            {side.checkedInAt ? (
              <CheckCircle2 className="size-4 text-emerald-300" aria-hidden />
            ) : (
              <Circle className="size-4 text-muted" aria-hidden />
            )}
            {side.team.name}: {side.checkedInAt ? 'checked in' : 'not checked in'}
          </li>
        ))}
      </ul>
      {card.noShow ? (
        <p
          role="status"
          className="rounded-lg border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-sm text-amber-200"
        >
          {messages.playerSeason.noShowFlagBody(card.noShow.absent.map((team) => team.name).join(' and '))}
        </p>
      ) : null}
      {mine && !mine.checkedInAt && card.window.state === 'open' ? (
        <Button className="self-start" disabled={isLoading} onClick={onCheckIn}>
          Check in {mine.team.name}
        </Button>
      ) : null}
    </section>
  );
}
