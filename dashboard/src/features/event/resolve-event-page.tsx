import { Navigate, useParams } from 'react-router-dom';
import { useEventLookupQuery } from '../../app/event-api.ts';
import { NotFoundPage } from '../../components/layout/not-found-page.tsx';
import { LoadingBlock } from '../../components/ui/skeleton.tsx';

type Kind = 'team' | 'match';

/**
 * The spec's route list also has /teams/{teamId} and /matches/{matchId} without an event: the API looks
 * up the published event they belong to and the visitor is sent to the event's page for it.
 */
function ResolveEventPage({ kind }: { kind: Kind }) {
  const { teamId = '', matchId = '' } = useParams();
  const id = kind === 'team' ? teamId : matchId;
  const { data, isLoading, isError } = useEventLookupQuery({ kind, id });

  if (isLoading) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <LoadingBlock label={kind === 'team' ? 'Finding this team' : 'Finding this match'} rows={2} />
      </div>
    );
  }
  if (isError || !data) return <NotFoundPage />;
  return <Navigate replace to={data.path} />;
}

export const ResolveTeamPage = () => <ResolveEventPage kind="team" />;
export const ResolveMatchPage = () => <ResolveEventPage kind="match" />;
