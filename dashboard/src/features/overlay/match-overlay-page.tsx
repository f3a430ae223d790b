import type { Match } from '@galaxia/core';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { apiSlice } from '../../app/api-slice.ts';

const overlayApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    overlayMatch: build.query<Match, { eventId: string; matchId: string }>({
      query: ({ eventId, matchId }) => `/events/${eventId}/matches/${matchId}`,
    }),
  }),
});

const REFRESH_MS = 5_000;
const hex = (value: string | null, fallback: string) =>
  value && /^[0-9a-f]{6}$/i.test(value) ? `#${value}` : fallback;

/** The scoreboard a streamer loads as a transparent browser source; it refreshes on its own. */
export function MatchOverlayPage() {
  const { eventId = '', matchId = '' } = useParams();
  const [params] = useSearchParams();
  const accent = hex(params.get('accent'), '#a855f7');
  const atBottom = params.get('position') === 'bottom';
  const { data: match } = overlayApi.useOverlayMatchQuery(
    { eventId, matchId },
    { pollingInterval: REFRESH_MS },
  );

  useEffect(() => {
    const previous = document.body.style.background;
    document.body.style.background = 'transparent';
    return () => {
      document.body.style.background = previous;
    };
  }, []);

  if (!match) return null;
  return (
    <div className={`fixed inset-x-0 flex justify-center ${atBottom ? 'bottom-8' : 'top-8'}`}>
      <div
        className="flex items-stretch overflow-hidden rounded-xl bg-ink-950/90 font-display text-white shadow-2xl"
        style={{ boxShadow: `0 0 0 2px ${accent}` }}
      >
        <span className="flex min-w-56 items-center justify-end px-6 text-3xl font-bold">
          {match.teamA?.name ?? 'TBD'}
        </span>
        <span className="flex items-center gap-4 px-6 text-4xl font-bold" style={{ background: accent }}>
          <span>{match.scoreA ?? 0}</span>
          <span className="text-2xl opacity-70">:</span>
          <span>{match.scoreB ?? 0}</span>
        </span>
        <span className="flex min-w-56 items-center px-6 text-3xl font-bold">
          {match.teamB?.name ?? 'TBD'}
        </span>
      </div>
      <p className="absolute -bottom-7 text-sm font-semibold uppercase tracking-[0.3em] text-white/80">
        {match.round}
      </p>
    </div>
  );
}
