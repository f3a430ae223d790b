import type { BaseQueryFn, FetchArgs, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import type { ComponentProps, ReactNode } from 'react';
import type { ApiError } from '../../app/api-slice.ts';
import { useEventDetailQuery } from '../../app/event-api.ts';
import { BackLink } from '../../components/layout/back-link.tsx';
import { usePageTitle } from '../../components/layout/use-page-title.ts';
import { PagedQueryList } from '../../components/ui/paged-query-list.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { paths } from '../../lib/paths.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { useEventParams } from './use-event-params.ts';
import { useLiveUpdates } from './use-live-updates.ts';

/** Every event sub-page: a back link, the event's name above the page title, then the page. */
export function EventSectionLayout({
  eventId,
  title,
  back,
  actions,
  item,
  children,
}: {
  eventId: string;
  title: string;
  /** The item the page shows (a team), when the tab names it. */
  item?: string;
  /** Where Back goes; the event page unless given. */
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { data: event } = useEventDetailQuery(eventId);
  useLiveUpdates(eventId);
  usePageTitle(event ? { event: event.title, item } : null);
  const backTo = back ?? {
    to: paths.event(eventId),
    label: event ? `Back to ${event.title}` : 'Back to event',
  };
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10">
      <BackLink to={backTo.to} label={backTo.label} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="font-display text-sm font-semibold uppercase tracking-[0.2em] text-neon-400">
            {event?.title ?? '\u00a0'}
          </p>
          <h1 className="mt-1 break-words font-display text-4xl font-bold">{title}</h1>
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}

/**
 * An event sub-page that shows one read of the event: the layout around the read's loading, error and
 * loaded states. `useQuery` is a module-level query hook, so the hook order never changes.
 */
export function EventQueryPage<T>({
  title,
  useQuery,
  children,
}: {
  /** Also names the read in the loading and error texts ("Loading roadmap"). */
  title: string;
  useQuery: TypedUseQuery<T, string, BaseQueryFn<string | FetchArgs, unknown, ApiError>>;
  children: (data: T, eventId: string) => ReactNode;
}) {
  const { eventId } = useEventParams();
  const query = useQuery(eventId);
  const what = title.toLowerCase();
  return (
    <EventSectionLayout eventId={eventId} title={title}>
      <QueryState query={query} label={`Loading ${what}`} fallbackError={`Could not load the ${what}.`}>
        {(data) => children(data, eventId)}
      </QueryState>
    </EventSectionLayout>
  );
}

// The list an item goes back to; its texts are the catalogue's `item.<what>`.
const ITEMS = {
  match: { list: 'matches' },
  team: { list: 'teams' },
} as const;

/**
 * One item of an event's list (a match, a team): titled with its name once read, Back goes to the list.
 * `what` picks its texts ("Loading match", "Could not load this match.") in the page's language.
 */
export function EventItemPage<T extends { name: string }>({
  eventId,
  what,
  query,
  children,
}: {
  eventId: string;
  what: keyof typeof ITEMS;
  query: Parameters<typeof QueryState<T>>[0]['query'];
  children: (item: T) => ReactNode;
}) {
  const t = useT();
  const { list } = ITEMS[what];
  return (
    <EventSectionLayout
      eventId={eventId}
      title={query.data?.name ?? t(`item.${what}.title`)}
      item={what === 'team' ? query.data?.name : undefined}
      back={{ to: paths.eventSection(eventId, list), label: t(`item.${what}.back`) }}
    >
      <QueryState query={query} label={t(`item.${what}.loading`)} fallbackError={t(`item.${what}.failed`)}>
        {children}
      </QueryState>
    </EventSectionLayout>
  );
}

const LAYOUTS = {
  cards: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  stack: 'flex flex-col gap-4',
} as const;

/**
 * An event sub-page that is one server-paged list; the page number lives in the address. `title` also
 * names the list in its texts ("Loading teams", "Could not load the teams."), `item` names one entry (the
 * pager's "Team pages" and, with `counted`, "1 team" / "12 teams" above the list).
 */
export function EventPagedPage<
  Page extends { items: readonly { id: string }[]; total: number; page: number; pageSize: number },
>({
  title,
  item,
  useQuery,
  layout,
  empty,
  counted = false,
  children,
}: {
  title: string;
  item: string;
  useQuery: TypedUseQuery<
    Page,
    { eventId: string; page: number },
    BaseQueryFn<string | FetchArgs, unknown, ApiError>
  >;
  layout: keyof typeof LAYOUTS;
  empty: ComponentProps<typeof PagedQueryList>['empty'];
  counted?: boolean;
  children: (item: Page['items'][number], eventId: string) => ReactNode;
}) {
  const { eventId } = useEventParams();
  const [page, setPage] = usePageParam();
  const query = useQuery({ eventId, page });
  const what = title.toLowerCase();
  return (
    <EventSectionLayout eventId={eventId} title={title}>
      <PagedQueryList<Page['items'][number]>
        query={query}
        loadingLabel={`Loading ${what}`}
        fallbackError={`Could not load the ${what}.`}
        empty={empty}
        label={`${item} pages`}
        onPageChange={setPage}
        listClassName={LAYOUTS[layout]}
        before={
          counted
            ? (result) => (
                <p className="text-sm text-slate-400">{`${result.total} ${result.total === 1 ? item.toLowerCase() : what}`}</p>
              )
            : undefined
        }
      >
        {(item) => children(item, eventId)}
      </PagedQueryList>
    </EventSectionLayout>
  );
}
