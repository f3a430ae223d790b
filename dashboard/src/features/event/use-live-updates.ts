import { type LiveMatch, tournamentUpdateSchema } from '@galaxia/core';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { apiSlice } from '../../app/api-slice.ts';
import { dataVersions } from '../../app/data-versions.ts';
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
    const updateOf = (event: Event): { match?: LiveMatch; version?: number } => {
      try {
        return JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return {};
      }
    };
    // Every update names the data version it brings: refetches then take nothing older (data-versions.ts).
    const noted = (event: Event) => {
      const update = updateOf(event);
      if (typeof update.version === 'number') dataVersions.noteLive(eventId, update.version);
      return update;
    };
    // A match update carries the match itself: its page shows the change at once, and only match reads
    // refetch (for the viewer's own buttons and the bracket around it). An update older than what the
    // page has seen (they can arrive out of order) patches nothing: the refetch brings the current match.
    const patchMatch = (event: Event) => {
      const { version } = updateOf(event);
      const current = version === undefined || !dataVersions.isOlder(eventId, version);
      const { match } = noted(event);
      if (!match) return refresh();
      for (const matchId of current ? [match.id, match.displayId] : []) {
        dispatch(
          eventApi.util.updateQueryData('eventMatch', { eventId, matchId }, (draft) => {
            Object.assign(draft, match);
          }),
        );
      }
      dispatch(apiSlice.util.invalidateTags(['Match']));
    };
    const refreshAfter = (event: Event) => {
      noted(event);
      refresh();
    };
    if (typeof EventSource === 'undefined') {
      const timer = setInterval(refresh, FALLBACK_POLL_MS);
      return () => clearInterval(timer);
    }
    let timer: ReturnType<typeof setInterval> | undefined;
    const source = new EventSource(`/api/events/${eventId}/updates`);
    for (const type of UPDATE_TYPES)
      source.addEventListener(type, type === 'match' ? patchMatch : refreshAfter);
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED && !timer) timer = setInterval(refresh, FALLBACK_POLL_MS);
    };
    return () => {
      source.close();
      if (timer) clearInterval(timer);
    };
  }, [dispatch, eventId]);
}
