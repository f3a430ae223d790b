import { messages } from '@galaxia/core';
import { toastOutcome } from '../../../components/ui/toast-outcome.ts';
import { useGrantStreamerMutation } from './console-api.ts';
import { PersonSearch } from './person-search.tsx';
import { ServerMemberResults } from './server-member-results.tsx';

/** Finds a person by name and makes them a streamer of this tournament; they are notified. */
export function StreamerGrant({ tournamentId }: { tournamentId: string }) {
  const [grant, { isLoading }] = useGrantStreamerMutation();
  return (
    <PersonSearch
      label="Add a streamer"
      hint="Search people who have signed in to Galaxia and the members of this tournament's Discord server."
      actionLabel="Make streamer"
      busy={isLoading}
      onPick={(person) =>
        toastOutcome(
          grant({ tournamentId, userId: person.userId }),
          'Could not add the streamer',
          messages.organiserToasts.streamerGranted(person.name),
        )
      }
      more={(query, clear) => (
        <ServerMemberResults tournamentId={tournamentId} query={query} onGranted={clear} />
      )}
    />
  );
}
