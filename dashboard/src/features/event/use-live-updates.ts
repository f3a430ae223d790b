import { type LiveMatch, tournamentUpdateSchema } from '@galaxia/core';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { apiSlice } from '../../app/api-slice.ts';
import { eventApi } from '../../app/event-api.ts';
import type { AppDispatch } from '../../app/store.ts';

/** The named events the API's update stream sends. */
const UPDATE_TYPES = tournamentUpdateSchema.options.map((option) => option.shape.type.value);

const FALLBACK_POLL_MS = 10_000;

/**
 * Keeps an event's pages current without a reload: the API pushes a server-sent event whenever a match,
 * registration or announcement of the tournament changes, and the cached answers are refetched. If the
 * stream cannot be opened (a proxy that buffers it, an old browser), the pages refetch every 10 s.
 */
export function useLiveUpdates(eventId: string) {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    if (!eventId) return;
    const refresh = () => dispatch(apiSlice.util.invalidateTags(['Match', 'Event', 'Team']));
    // A match update carries the match itself: its page shows the change at once, and only match reads
    // refetch (for the viewer's own buttons and the bracket around it).
    const patchMatch = (event: Event) => {
      const update = (() => {
        try {
          return JSON.parse((event as MessageEvent<string>).data) as { match?: LiveMatch };
        } catch {
          return {};
        }
      })();
      const match = update.match;
      if (!match) return refresh();
      for (const matchId of [match.id, match.displayId]) {
        dispatch(
          eventApi.util.updateQueryData('eventMatch', { eventId, matchId }, (draft) => {
            Object.assign(draft, match);
          }),
        );
      }
      dispatch(apiSlice.util.invalidateTags(['Match']));
    };
    if (typeof EventSource === 'undefined') {
      const timer = setInterval(refresh, FALLBACK_POLL_MS);
      return () => clearInterval(timer);
    }
    let timer: ReturnType<typeof setInterval> | undefined;
    const source = new EventSource(`/api/events/${eventId}/updates`);
    for (const type of UPDATE_TYPES) source.addEventListener(type, type === 'match' ? patchMatch : refresh);
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED && !timer) timer = setInterval(refresh, FALLBACK_POLL_MS);
    };
    return () => {
      source.close();
      if (timer) clearInterval(timer);
    };
  }, [dispatch, eventId]);
}
