import { Plus, Trophy } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { useMeQuery } from '../../../app/auth-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { useOrganiserTournamentsQuery } from '../api/organiser-api.ts';
import { NoServersNotice } from '../shell/no-servers-notice.tsx';
import { PageHeader } from '../shell/page-header.tsx';
import { CreateTournamentDialog } from './create-tournament-dialog.tsx';
import { TournamentCard } from './tournament-card.tsx';

export function MyTournamentsPage() {
  const { data: me } = useMeQuery();
  const { data, isLoading, error, refetch } = useOrganiserTournamentsQuery();
  const [creating, setCreating] = useState(false);
  const hasServers = Boolean(me?.servers.length);

  return (
    <>
      <PageHeader
        title="My Tournaments"
        description="Tournaments of the Discord servers you administer."
        actions={
          hasServers ? (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden /> Create Tournament
            </Button>
          ) : null
        }
      />
      {!hasServers ? (
        <NoServersNotice />
      ) : isLoading ? (
        <LoadingBlock label="Loading your tournaments" />
      ) : error ? (
        <ErrorState message={errorMessage(error, 'Could not load your tournaments.')} onRetry={refetch} />
      ) : data?.tournaments.length ? (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.tournaments.map((tournament) => (
            <li key={tournament.id}>
              <TournamentCard tournament={tournament} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<Trophy className="size-10" aria-hidden />}
          title="No tournaments yet"
          text="Create your first tournament, then configure it step by step."
          action={<Button onClick={() => setCreating(true)}>Create Tournament</Button>}
        />
      )}
      {creating ? <CreateTournamentDialog open={creating} onOpenChange={setCreating} /> : null}
    </>
  );
}
