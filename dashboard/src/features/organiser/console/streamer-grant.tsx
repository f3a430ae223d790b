import { UserPlus } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { asResult } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useGrantStreamerMutation, useSearchPeopleQuery } from './console-api.ts';
import { ServerMemberResults } from './server-member-results.tsx';

const MIN_QUERY = 2;

/** Finds a person by name and makes them a streamer of this tournament; they are notified. */
export function StreamerGrant({ tournamentId }: { tournamentId: string }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const { data, isFetching } = useSearchPeopleQuery(deferred, { skip: deferred.length < MIN_QUERY });
  const [grant, { isLoading }] = useGrantStreamerMutation();
  const people = deferred.length < MIN_QUERY ? [] : (data?.players ?? []);

  const onGrant = async (person: { userId: string; name: string }) => {
    const result = await asResult(
      grant({ tournamentId, userId: person.userId }),
      'Could not add the streamer',
    );
    if (!result.success) return toast.error(result.error);
    toast.success(`${person.name} can now stream this tournament`);
    setQuery('');
  };

  return (
    <div className="mt-4 flex flex-col gap-2">
      <Field
        id={id}
        label="Add a streamer"
        hint="Search people who have signed in to Galaxia and the members of this tournament's Discord server."
      >
        <Input id={id} value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Name" />
      </Field>
      {deferred.length >= MIN_QUERY && !isFetching && people.length === 0 ? (
        <p className="text-sm text-slate-400">Nobody by that name has signed in yet.</p>
      ) : null}
      <ul className="flex flex-col gap-1">
        {people.map((person) => (
          <li key={person.userId} className="flex items-center justify-between gap-2 text-sm">
            <span className="truncate">
              {person.name}
              {person.discordUsername ? (
                <span className="text-slate-400"> @{person.discordUsername}</span>
              ) : null}
            </span>
            <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => onGrant(person)}>
              <UserPlus className="size-4" aria-hidden /> Make streamer
            </Button>
          </li>
        ))}
      </ul>
      {deferred.length >= MIN_QUERY ? (
        <ServerMemberResults tournamentId={tournamentId} query={deferred} onGranted={() => setQuery('')} />
      ) : null}
    </div>
  );
}
