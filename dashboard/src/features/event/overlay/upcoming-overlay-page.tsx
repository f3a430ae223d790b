import { messages } from '@galaxia/core';
import { useParams } from 'react-router-dom';
import { useEventMatchesQuery } from '../../../app/event-api.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { OverlayFrame, useOverlayAccent } from './overlay-frame.tsx';

const SHOWN = 5;

/** The next matches on the schedule, soonest first: for the breaks between games. */
export function UpcomingOverlayPage() {
  const { eventId = '' } = useParams();
  const accent = useOverlayAccent();
  const { data } = useEventMatchesQuery({ eventId, page: 1, filters: {} });
  const tbd = messages.publicEvent.teamToBeDecided;
  // The list comes soonest first after the live ones: the next to be played are the first not live.
  const upcoming = (data?.items ?? [])
    .filter((match) => !match.live && (match.status === 'scheduled' || match.status === 'pending'))
    .slice(0, SHOWN);
  return (
    <OverlayFrame eventId={eventId}>
      <section aria-label="Upcoming matches" className="absolute right-16 bottom-16 w-[720px]">
        <h1
          className="rounded-t-xl px-6 py-3 text-2xl font-bold uppercase tracking-[0.2em]"
          style={{ background: accent }}
        >
          Up next
        </h1>
        <ol className="divide-y divide-white/10 rounded-b-xl bg-ink-950/90">
          {upcoming.map((match) => (
            <li key={match.id} className="flex items-center justify-between gap-6 px-6 py-4 text-2xl">
              <span className="font-bold">
                {match.teamA?.name ?? tbd} <span className="text-white/60">vs</span>{' '}
                {match.teamB?.name ?? tbd}
              </span>
              <span className="shrink-0 text-lg text-white/80">
                {match.scheduledTime ? formatDateTime(match.scheduledTime) : match.name}
              </span>
            </li>
          ))}
          {upcoming.length === 0 ? (
            <li className="px-6 py-4 text-xl text-white/80">No matches scheduled yet</li>
          ) : null}
        </ol>
      </section>
    </OverlayFrame>
  );
}
