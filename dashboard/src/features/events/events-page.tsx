import { communitiesMessages, GAME_FILTER_OPTIONS, publicSiteMessages } from '@galaxia/core';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/api-slice.ts';
import { useMeQuery } from '../../app/auth-api.ts';
import { useEventsQuery, useMyEventsQuery } from '../../app/events-api.ts';
import { EventCard } from '../../components/events/event-card.tsx';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { EmptyState, ErrorState } from '../../components/ui/empty-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../lib/paths.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { groupEvents } from './group-events.ts';

const readList = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const selected = readList(params.get('games'));
  const hydrated = useHydrated();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isFetching, isLoading, error, refetch } = useEventsQuery({ games: selected, page });

  const update = (next: { games?: string[]; page?: number }) => {
    const games = next.games ?? selected;
    const search = new URLSearchParams();
    if (games.length) search.set('games', games.join(','));
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search, { preventScrollReset: next.page === undefined });
  };
  const toggle = (value: string) =>
    update({ games: selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value] });

  const events = data?.items ?? [];
  const { data: me } = useMeQuery();
  const { data: mine } = useMyEventsQuery(undefined, { skip: !me?.user });
  const groups = groupEvents(events, mine?.items);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12">
      <PageHeading eyebrow="Compete" title="Events">
        Tournaments from Galaxia and the Discord communities we host. Filter by game to find your next event.
      </PageHeading>

      {/* Its toggles change the address once the script runs; until then they are disabled. */}
      <fieldset disabled={!hydrated} className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-semibold uppercase tracking-wider text-slate-400">
          Filter by game
        </legend>
        <div className="flex flex-wrap gap-2">
          {GAME_FILTER_OPTIONS.map((option) => {
            const active = selected.includes(option.value);
            return (
              <button
                key={option.value}
                type="button"
                aria-pressed={active}
                onClick={() => toggle(option.value)}
                className={`rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors ${
                  active
                    ? 'border-brand-400 bg-brand-500/25 text-white'
                    : 'border-white/15 text-slate-300 hover:border-white/30 hover:text-white'
                }`}
              >
                {option.label}
              </button>
            );
          })}
          {selected.length ? (
            <button
              type="button"
              onClick={() => update({ games: [] })}
              className="rounded-full px-3 py-1.5 text-sm font-semibold text-slate-400 underline-offset-4 hover:text-white hover:underline"
            >
              Clear filter
            </button>
          ) : null}
        </div>
      </fieldset>

      {isLoading ? (
        <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading events</span>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-96" />
          ))}
        </div>
      ) : error ? (
        <ErrorState
          message={errorMessage(error, publicSiteMessages.siteToasts.eventsLoadFailed)}
          onRetry={refetch}
        />
      ) : groups.length === 0 ? (
        <EmptyState title={publicSiteMessages.empty.events} />
      ) : (
        <div className={`flex flex-col gap-12 ${isFetching ? 'opacity-60' : ''}`} aria-busy={isFetching}>
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`group-${group.key}`}>
              <h2 id={`group-${group.key}`} className="font-display text-2xl font-bold">
                {group.title}{' '}
                <span className="text-base font-semibold text-slate-400">({group.events.length})</span>
              </h2>
              <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {group.events.map((event) => (
                  <li key={event.id} className="flex flex-col gap-2">
                    <EventCard event={event} />
                    {event.communitySlug ? (
                      <Link
                        to={paths.community(event.communitySlug)}
                        className="self-start text-sm font-semibold text-brand-300 underline-offset-4 hover:underline"
                      >
                        {communitiesMessages.community.visit(event.host)}
                      </Link>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      {data ? (
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={(next) => update({ page: next })}
          label="Event pages"
        />
      ) : null}
    </div>
  );
}
