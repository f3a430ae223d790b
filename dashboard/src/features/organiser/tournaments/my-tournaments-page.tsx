import { messages } from '@galaxia/core';
import { Plus, Search, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { useMeQuery } from '../../../app/auth-api.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/empty-state.tsx';
import { Input, NativeSelect } from '../../../components/ui/form-controls.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { useOrganiserTournamentsQuery } from '../api/organiser-api.ts';
import { NoServersNotice } from '../shell/no-servers-notice.tsx';
import { CreateTournamentDialog } from './create-tournament-dialog.tsx';
import { TournamentCard } from './tournament-card.tsx';
import {
  filterTournaments,
  SORT_ORDERS,
  type SortOrder,
  STATUS_FILTERS,
  type StatusFilter,
} from './tournament-filters.ts';

export function MyTournamentsPage() {
  const { data: me } = useMeQuery();
  const { data, isLoading, error, refetch } = useOrganiserTournamentsQuery();
  const [creating, setCreating] = useState(false);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOrder>('status');
  const id = useId();
  const hasServers = Boolean(me?.servers.length);
  const shown = data ? filterTournaments(data.tournaments, { status, search, sort }) : [];

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
        <ErrorState
          message={errorMessage(error, messages.organiserToasts.tournamentsLoadFailed)}
          onRetry={refetch}
        />
      ) : data?.tournaments.length ? (
        <div className="flex flex-col gap-4">
          <search className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
            <div className="relative">
              <label htmlFor={`${id}-search`} className="sr-only">
                Search by name
              </label>
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
                aria-hidden
              />
              <Input
                id={`${id}-search`}
                type="search"
                placeholder="Search by name"
                className="pl-9"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <InlineSelect label="Status" value={status} choices={STATUS_FILTERS} onPick={setStatus} />
            <InlineSelect label="Sort" value={sort} choices={SORT_ORDERS} onPick={setSort} />
          </search>
          <p className="text-sm text-slate-400" aria-live="polite">
            {shown.length} of {data.tournaments.length}{' '}
            {data.tournaments.length === 1 ? 'tournament' : 'tournaments'}
          </p>
          {shown.length ? (
            <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3">
              {shown.map((tournament) => (
                <li key={tournament.id}>
                  <TournamentCard tournament={tournament} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={<Search className="size-10" aria-hidden />}
              title="No tournament matches"
              text="Try another status or name."
            />
          )}
        </div>
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

/** A select with its label beside it, on the list's toolbar; `choices` holds every value `onPick` can get. */
function InlineSelect<Value extends string>({
  label,
  value,
  choices,
  onPick,
}: {
  label: string;
  value: Value;
  choices: readonly { value: Value; label: string }[];
  onPick: (value: Value) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-400">
      <label htmlFor={id}>{label}</label>
      <NativeSelect id={id} value={value} onChange={(event) => onPick(event.target.value as Value)}>
        <SelectOptions choices={choices} />
      </NativeSelect>
    </div>
  );
}
