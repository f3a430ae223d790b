import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import { eventApi } from '../../app/event-api.ts';
import { eventsApi } from '../../app/events-api.ts';
import type { AppDispatch } from '../../app/store.ts';
import { NotFoundPage } from '../../components/layout/not-found-page.tsx';
import { LoadingBlock } from '../../components/ui/skeleton.tsx';
import { paths } from '../../lib/paths.ts';

type Lookup = { kind: 'team'; id: string } | { kind: 'match'; id: string };

/** Enough pages to cover every published event without asking forever. */
const MAX_EVENT_PAGES = 5;

/**
 * The spec's route list also has /teams/{teamId} and /matches/{matchId} without an event. The API
 * answers those per event, so the event is found by asking each published event in turn (ongoing and
 * newest first, as the list orders them) and the visitor is sent to the event's page for it.
 */
async function findEvent(dispatch: AppDispatch, lookup: Lookup): Promise<string | null> {
  for (let page = 1; page <= MAX_EVENT_PAGES; page++) {
    const list = dispatch(eventsApi.endpoints.events.initiate({ games: [], page }, { subscribe: false }));
    const { data } = await list;
    if (!data) return null;
    for (const event of data.items) {
      const request =
        lookup.kind === 'team'
          ? dispatch(
              eventApi.endpoints.eventTeam.initiate(
                { eventId: event.id, teamId: lookup.id },
                { subscribe: false },
              ),
            )
          : dispatch(
              eventApi.endpoints.eventMatch.initiate(
                { eventId: event.id, matchId: lookup.id },
                { subscribe: false },
              ),
            );
      const { data: found } = await request;
      if (found) return event.id;
    }
    if (page * data.pageSize >= data.total) return null;
  }
  return null;
}

export function ResolveEventPage({ kind }: { kind: Lookup['kind'] }) {
  const { teamId = '', matchId = '' } = useParams();
  const id = kind === 'team' ? teamId : matchId;
  const dispatch = useDispatch<AppDispatch>();
  const [eventId, setEventId] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    setEventId(undefined);
    findEvent(dispatch, { kind, id }).then(
      (found) => current && setEventId(found),
      () => current && setEventId(null),
    );
    return () => {
      current = false;
    };
  }, [dispatch, kind, id]);

  if (eventId === undefined) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <LoadingBlock label={kind === 'team' ? 'Finding this team' : 'Finding this match'} rows={2} />
      </div>
    );
  }
  if (eventId === null) return <NotFoundPage />;
  return (
    <Navigate replace to={kind === 'team' ? paths.eventTeam(eventId, id) : paths.eventMatch(eventId, id)} />
  );
}

export const ResolveTeamPage = () => <ResolveEventPage kind="team" />;
export const ResolveMatchPage = () => <ResolveEventPage kind="match" />;
