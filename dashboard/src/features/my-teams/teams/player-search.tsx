import type { PlayerSearchResult } from '@galaxia/core';
import { Search, UserPlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { useSearchPlayersQuery } from './teams-api.ts';

const MIN_QUERY = 2;

/** Finds people who have signed in to Galaxia by name or Discord username; the captain picks one. */
export function PlayerSearch({
  onInvite,
  busy,
  excluded,
}: {
  onInvite: (player: PlayerSearchResult) => void;
  busy: boolean;
  /** Already on the roster or invited: shown, but not offered again. */
  excluded: ReadonlySet<string>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  // Waits for a pause in typing so every keystroke is not a request.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useSearchPlayersQuery(query, { skip: query.length < MIN_QUERY });
  const players = search.data?.players ?? [];
  return (
    <div className="flex flex-col gap-3">
      <Field
        id={`${id}-search`}
        label="Find a player"
        hint="Their name or Discord username. They need to have signed in to Galaxia once."
      >
        <div className="relative">
          <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <Input
            id={`${id}-search`}
            type="search"
            className="pl-9"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="e.g. Kavya or kavya_plays"
            autoComplete="off"
          />
        </div>
      </Field>
      {query.length >= MIN_QUERY && !search.isFetching && players.length === 0 ? (
        <p className="text-sm text-slate-400">No player found for “{query}”.</p>
      ) : null}
      {players.length ? (
        <ul
          aria-label="Players found"
          className="flex flex-col divide-y divide-white/5 rounded-lg border border-white/10"
        >
          {players.map((player) => (
            <li key={player.userId} className="flex items-center gap-3 px-3 py-2">
              <Avatar name={player.name} src={player.avatar} className="size-8" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{player.name}</span>
                {player.discordUsername ? (
                  <span className="block truncate text-xs text-slate-400">@{player.discordUsername}</span>
                ) : null}
              </span>
              <Button
                size="sm"
                disabled={busy || excluded.has(player.userId)}
                aria-label={`Invite ${player.name}`}
                onClick={() => onInvite(player)}
              >
                <UserPlus className="size-4" aria-hidden />
                {excluded.has(player.userId) ? 'On the team' : 'Invite'}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
