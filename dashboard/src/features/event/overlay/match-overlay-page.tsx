import { messages } from '@galaxia/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { useEventMatchQuery } from '../../../app/event-api.ts';
import { OverlayFrame, OverlayLogo, useOverlayAccent } from './overlay-frame.tsx';

/** The scoreboard of the match on stream: both teams with their logos, the series score and the round. */
export function MatchOverlayPage() {
  const { eventId = '', matchId = '' } = useParams();
  const atBottom = useSearchParams()[0].get('position') === 'bottom';
  const accent = useOverlayAccent();
  const { data: match } = useEventMatchQuery({ eventId, matchId });
  const tbd = messages.publicEvent.teamToBeDecided;
  return (
    <OverlayFrame eventId={eventId}>
      {match ? (
        <section
          aria-label="Scoreboard"
          className={`absolute inset-x-16 flex flex-col items-center gap-2 ${atBottom ? 'bottom-16' : 'top-16'}`}
        >
          <div
            className="flex items-stretch overflow-hidden rounded-xl bg-ink-950/90 shadow-2xl"
            style={{ boxShadow: `0 0 0 2px ${accent}` }}
          >
            <span className="flex min-w-96 items-center justify-end gap-4 px-6 py-3 text-3xl font-bold">
              <span data-testid="overlay-team-a">{match.teamA?.name ?? tbd}</span>
              <OverlayLogo name={match.teamA?.name ?? tbd} src={match.teamA?.logo || null} accent={accent} />
            </span>
            <span
              data-testid="overlay-score"
              className="flex items-center gap-4 px-8 text-5xl font-bold tabular-nums"
              style={{ background: accent }}
            >
              <span>{match.scoreA ?? 0}</span>
              <span className="text-3xl opacity-70">:</span>
              <span>{match.scoreB ?? 0}</span>
            </span>
            <span className="flex min-w-96 items-center gap-4 px-6 py-3 text-3xl font-bold">
              <OverlayLogo name={match.teamB?.name ?? tbd} src={match.teamB?.logo || null} accent={accent} />
              <span data-testid="overlay-team-b">{match.teamB?.name ?? tbd}</span>
            </span>
          </div>
          <p className="rounded-md bg-ink-950/80 px-4 py-1 text-lg font-semibold uppercase tracking-[0.3em] text-white/90">
            {match.round}
            {match.status === 'completed' ? ' · Final score' : ''}
          </p>
        </section>
      ) : null}
    </OverlayFrame>
  );
}
