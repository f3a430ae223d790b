import { UserPlus } from 'lucide-react';
import { type ReactNode, useDeferredValue, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { useSearchPeopleQuery } from './console-api.ts';

const MIN_QUERY = 2;

export interface FoundPerson {
  userId: string;
  name: string;
  discordUsername: string | null;
}

/**
 * Finds people who have signed in to Galaxia by name, for a role the organiser hands out. The query
 * clears once a pick succeeds, so the next search starts empty.
 */
export function PersonSearch({
  label,
  actionLabel,
  busy,
  onPick,
  hint = 'Search people who have signed in to Galaxia, by name or Discord name.',
  more,
}: {
  label: string;
  actionLabel: string;
  busy: boolean;
  onPick: (person: FoundPerson) => Promise<boolean>;
  hint?: string;
  /** Further results for the same search (e.g. the Discord server's members); `clear` empties the box. */
  more?: (query: string, clear: () => void) => ReactNode;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const { data, isFetching } = useSearchPeopleQuery(deferred, { skip: deferred.length < MIN_QUERY });
  const people = deferred.length < MIN_QUERY ? [] : (data?.players ?? []);

  return (
    <div className="mt-4 flex flex-col gap-2">
      <Field id={id} label={label} hint={hint}>
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
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={async () => {
                if (await onPick(person)) setQuery('');
              }}
            >
              <UserPlus className="size-4" aria-hidden /> {actionLabel}
            </Button>
          </li>
        ))}
      </ul>
      {more && deferred.length >= MIN_QUERY ? more(deferred, () => setQuery('')) : null}
    </div>
  );
}
