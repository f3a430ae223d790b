import type { EventMatchDetail } from '@galaxia/core';
import { CheckCircle2, Circle, TimerReset } from 'lucide-react';
import { asResult } from '../../app/api-slice.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useIntlLocale } from '../../lib/i18n/language.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useFormatDateTime } from '../../lib/use-format-date-time.ts';
import { useCheckInForMatchMutation, useMatchCheckInQuery } from './entry-api.ts';

// Names joined the way the language says "A and B".
const AND_LIST: Intl.ListFormatOptions = { type: 'conjunction' };

/**
 * The match's check-in: the window (30 minutes before until the start), who is in, and the button for a
 * captain or rostered player of either side while the window is open.
 */
export function CheckInCard({ match }: { match: EventMatchDetail }) {
  const formatDateTime = useFormatDateTime();
  const t = useT();
  const locale = useIntlLocale();
  const scheduled = match.status === 'scheduled';
  const query = useMatchCheckInQuery(match.id, { skip: !scheduled });
  const [checkIn, { isLoading }] = useCheckInForMatchMutation();
  const card = query.data;
  if (!scheduled || !card?.window) return null;
  const mine = card.teams.find((side) => side.team.id === card.myTeamId);
  const onCheckIn = async () => {
    const result = await asResult(checkIn(match.id), t('checkIn.failed'));
    if (result.success)
      toast.success(t('registration.checkedInToast', { team: mine?.team.name ?? t('checkIn.yourTeam') }));
    else toast.error(result.error);
  };
  const state =
    card.window.state === 'not_open'
      ? t('checkIn.opens', { time: formatDateTime(card.window.opensAt) })
      : card.window.state === 'open'
        ? t('checkIn.openUntil', { time: formatDateTime(card.window.closesAt) })
        : t('checkIn.closed', { time: formatDateTime(card.window.closesAt) });
  return (
    <section
      aria-label={t('checkIn.label')}
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
            {t(side.checkedInAt ? 'checkIn.teamCheckedIn' : 'checkIn.teamNotCheckedIn', {
              team: side.team.name,
            })}
          </li>
        ))}
      </ul>
      {card.noShow ? (
        <p
          role="status"
          className="rounded-lg border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-sm text-amber-200"
        >
          {t('checkIn.noShow', {
            teams: new Intl.ListFormat(locale, AND_LIST).format(card.noShow.absent.map((team) => team.name)),
          })}
        </p>
      ) : null}
      {mine && !mine.checkedInAt && card.window.state === 'open' ? (
        <Button className="self-start" disabled={isLoading} onClick={onCheckIn}>
          {t('checkIn.checkInTeam', { team: mine.team.name })}
        </Button>
      ) : null}
    </section>
  );
}
