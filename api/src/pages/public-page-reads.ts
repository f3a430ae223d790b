import {
  EVENT_SECTIONS,
  type EventDetail,
  type EventSection,
  eventListQuerySchema,
  eventMatchesQuerySchema,
  eventPageMeta,
  MATCH_LIST_FILTER_KEYS,
  messages,
  type PageMeta,
  pageQuerySchema,
} from '@galaxia/core';
import {
  getCommunityPage,
  getEvent,
  getEventBrackets,
  getEventCalendar,
  getEventMatch,
  getEventPointsTables,
  getEventPrizePool,
  getEventRoadmap,
  getEventRulebook,
  getEventStats,
  getEventTeam,
  getLobby,
  getMyEntry,
  getPlayerProfile,
  listEventAnnouncements,
  listEventMatches,
  listEventStreams,
  listEvents,
  listEventTeams,
  listFeaturedTournaments,
  type PublicContext,
} from '@galaxia/core/server';

/**
 * One read the page would otherwise fetch after loading: its route by the route table's key
 * (`events.detail`), the argument of the dashboard endpoint that reads it and the answer. The dashboard
 * throws on a key it does not know (dashboard/src/app/seeded-reads.ts).
 */
export interface PageQuery {
  route: string;
  arg: unknown;
  value: unknown;
}

export interface PublicPage {
  meta: PageMeta;
  /** The page's picture for link unfurls, as a path or URL; null for the site's own. */
  image: string | null;
  /** What `image` shows, for people who cannot see it (og:image:alt); null to name it by the page's title. */
  imageAlt: string | null;
  /** Where the event's generated card is, when the page belongs to an event. */
  eventId: string | null;
  queries: PageQuery[];
}

const siteMeta = messages.pageMeta;
const site = (title: string, description: string = siteMeta.siteDescription): PublicPage => ({
  meta: { title, description },
  image: null,
  imageAlt: null,
  eventId: null,
  queries: [],
});

/** `?page=` as the dashboard reads it (lib/use-page-param.ts), so the preloaded read is the one it asks for. */
const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('page'))) || 1);

/**
 * The public reads a page shows and its head, answered by the same use cases as the public API
 * routes (routes/public-events.ts), so the server-rendered HTML carries the data and the browser
 * does not fetch it again. Null for pages that are not part of the public site.
 */
export async function readPublicPage(ctx: PublicContext, url: URL): Promise<PublicPage | null> {
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, id, section, childId] = parts;

  if (parts.length === 0) {
    const featured = await listFeaturedTournaments(ctx);
    return {
      ...site(siteMeta.siteName),
      queries: [{ route: 'events.featured', arg: undefined, value: featured }],
    };
  }
  if (first === 'events' && !id) {
    const games = (url.searchParams.get('games') ?? '').split(',').filter(Boolean);
    const page = pageOf(url.searchParams);
    const list = await listEvents(ctx, eventListQuerySchema.parse({ games: games.join(','), page }));
    return {
      ...site(siteMeta.pageTitle(siteMeta.eventsTitle), siteMeta.eventsDescription),
      queries: [{ route: 'events.list', arg: { games, page }, value: list }],
    };
  }
  if (first === 'events' && id) return readEventPage(ctx, url, id, section, childId);
  if (first === 'players' && id && parts.length === 2) {
    const player = await getPlayerProfile(ctx, id);
    return {
      ...site(siteMeta.pageTitle(player.name), siteMeta.playerDescription(player.name)),
      image: player.avatar,
      imageAlt: player.avatar ? player.name : null,
      queries: [{ route: 'events.player', arg: id, value: player }],
    };
  }
  if (first === 'c' && id && parts.length === 2) {
    const community = await getCommunityPage(ctx, id);
    return {
      ...site(siteMeta.pageTitle(community.name), messages.community.pageDescription(community.name)),
      image: community.banner ?? community.icon,
      queries: [{ route: 'communities.page', arg: id, value: community }],
    };
  }
  return null;
}

async function readEventPage(
  ctx: PublicContext,
  url: URL,
  eventId: string,
  section: string | undefined,
  childId: string | undefined,
): Promise<PublicPage | null> {
  const event = await getEvent(ctx, eventId);
  const page = pageOf(url.searchParams);
  const paged = { eventId, page };
  const pageQuery = pageQuerySchema.parse({ page: String(page) });
  const queries: PageQuery[] = [{ route: 'events.detail', arg: eventId, value: event }];
  const add = (route: string, arg: unknown, value: unknown) => queries.push({ route, arg, value });
  const eventPage = (meta: PageMeta): PublicPage => ({
    meta,
    image: event.image,
    imageAlt: event.imageAlt,
    eventId,
    queries,
  });

  if (!section) {
    // The registration box: drawn with the page instead of a skeleton that grows when it arrives. Personal
    // for a signed-in reader, whose page is private (page-renderer.ts).
    add('play.myEntry', eventId, await getMyEntry(ctx, eventId));
    return eventPage(eventPageMeta(event));
  }
  if (section === 'teams' && childId) {
    const team = await getEventTeam(ctx, { tournamentId: eventId, teamId: childId });
    add('events.team', { eventId, teamId: childId }, team);
    return eventPage({
      title: siteMeta.pageTitle(siteMeta.eventSectionTitle(team.name, event.title)),
      description: siteMeta.teamDescription(team.name, event.title),
    });
  }
  if (section === 'matches' && childId) {
    add(
      'events.match',
      { eventId, matchId: childId },
      await getEventMatch(ctx, { tournamentId: eventId, matchId: childId }),
    );
    return eventPage(eventPageMeta(event, 'match'));
  }
  if (section === 'lobbies' && childId) {
    // The lobby's teams, results and points come with the page (rooms only to whom they are shown: a
    // signed-in reader's page is private).
    add('lobbies.lobby', { eventId, lobbyId: childId }, await getLobby(ctx, childId));
    return eventPage(eventPageMeta(event, 'lobby'));
  }
  if (childId || !isSection(section)) return null;

  await addSectionReads(ctx, event, section, { paged, pageQuery, add, search: url.searchParams });
  return eventPage(eventPageMeta(event, section));
}

const isSection = (value: string | undefined): value is EventSection =>
  (EVENT_SECTIONS as readonly string[]).includes(value ?? '');

async function addSectionReads(
  ctx: PublicContext,
  event: EventDetail,
  section: EventSection,
  page: {
    paged: { eventId: string; page: number };
    pageQuery: ReturnType<typeof pageQuerySchema.parse>;
    add: (route: string, arg: unknown, value: unknown) => void;
    search: URLSearchParams;
  },
) {
  const { id } = event;
  const { paged, pageQuery, add } = page;
  switch (section) {
    case 'brackets':
      add('events.brackets', id, await getEventBrackets(ctx, id));
      add('lobbies.pointsTables', id, await getEventPointsTables(ctx, id));
      return;
    case 'matches': {
      // The same filters, from the same address, as the page's own query: its cache entry must match.
      const filters = Object.fromEntries(
        MATCH_LIST_FILTER_KEYS.flatMap((key) => (page.search.get(key) ? [[key, page.search.get(key)!]] : [])),
      );
      const query = eventMatchesQuerySchema.safeParse({ ...filters, page: String(pageQuery.page) });
      if (!query.success) return;
      add('events.matches', { ...paged, filters }, await listEventMatches(ctx, id, query.data));
      add('lobbies.pointsTables', id, await getEventPointsTables(ctx, id));
      return;
    }
    case 'teams':
      return add('events.teams', paged, await listEventTeams(ctx, id, pageQuery));
    case 'announcements':
      return add('events.announcements', paged, await listEventAnnouncements(ctx, id, pageQuery));
    case 'calendar':
      return add('events.calendar', id, await getEventCalendar(ctx, id));
    case 'prize-pool':
      return add('events.prizePool', id, await getEventPrizePool(ctx, id));
    case 'rulebook':
      return add('events.rulebook', id, await getEventRulebook(ctx, id));
    case 'roadmap':
      return add('events.roadmap', id, await getEventRoadmap(ctx, id));
    case 'streams':
      return add('events.streams', id, await listEventStreams(ctx, id));
    case 'stats':
      return add('events.stats', id, await getEventStats(ctx, id));
  }
}
