import { messages } from '@galaxia/core';
import { asResult } from '../../../app/api-slice.ts';
import { toast } from '../../../components/ui/toaster.tsx';
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
      onPick={async (person) => {
        const result = await asResult(
          grant({ tournamentId, userId: person.userId }),
          'Could not add the streamer',
        );
        if (!result.success) {
          toast.error(result.error);
          return false;
        }
        toast.success(messages.organiserToasts.streamerGranted(person.name));
        return true;
      }}
      more={(query, clear) => (
        <ServerMemberResults tournamentId={tournamentId} query={query} onGranted={clear} />
      )}
    />
  );
}
