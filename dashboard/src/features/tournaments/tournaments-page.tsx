import { Trophy } from 'lucide-react';
import { Navigate, useParams } from 'react-router-dom';
import { useEventsQuery } from '../../app/events-api.ts';
import { EventCard } from '../../components/events/event-card.tsx';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { PagedQueryList } from '../../components/ui/paged-query-list.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageParam } from '../../lib/use-page-param.ts';

/** Every published tournament, as the API lists them (ongoing and upcoming first). */
export function TournamentsPage() {
  const [page, setPage] = usePageParam();
  const query = useEventsQuery({ games: [], page });
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12">
      <PageHeading eyebrow="Galaxia" title="Tournaments">
        Every tournament published on Galaxia. Open one for its brackets, matches, streams and stats.
      </PageHeading>
      <PagedQueryList
        query={query}
        loadingLabel="Loading tournaments"
        fallbackError="Could not load tournaments."
        empty={{
          icon: Trophy,
          title: 'No tournaments yet',
          text: 'New tournaments appear here as soon as they are published.',
        }}
        label="Tournament pages"
        onPageChange={setPage}
        listClassName="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
      >
        {(event) => <EventCard event={event} />}
      </PagedQueryList>
    </div>
  );
}

/** /tournaments/{id} is the same tournament's event page. */
export function TournamentRedirect() {
  const { tournamentId = '' } = useParams();
  return <Navigate replace to={paths.event(tournamentId)} />;
}
