/** The header every public read of one event names the version of the data it shows in (see the api). */
export const DATA_VERSION_HEADER = 'Galaxia-Data-Version';

/** How often an answer older than what the page shows is asked for again before giving up. */
const RETRIES = 4;
const RETRY_DELAY_MS = 150;

/**
 * The event a request to the api reads, by the id in its address (`/events/<id>/…`), or null. A read
 * addressed by another id (a lobby: `/lobbies/<id>?event=<eventId>`) names its event in `event`.
 */
export function eventOfRequest(url: string): string | null {
  const inPath = /^\/events\/([^/?#]+)/.exec(url)?.[1];
  if (inPath) return inPath;
  const query = url.split('?')[1]?.split('#')[0];
  return query ? new URLSearchParams(query).get('event') : null;
}

/**
 * The newest version of each event's data this page has seen, from answers and live updates. Versions
 * only grow, so an answer naming an older one was kept somewhere (the browser's cache, a proxy) or
 * overtaken on the way, and must not replace what the page already shows.
 */
export class DataVersions {
  private readonly newest = new Map<string, number>();
  private readonly live = new Set<string>();

  /** Remembers that the page has seen `version` of the event's data. */
  note(eventId: string, version: number): void {
    if (version > this.of(eventId)) this.newest.set(eventId, version);
  }

  /** Remembers a version a live update brought: from now on the event's reads revalidate. */
  noteLive(eventId: string, version: number): void {
    this.live.add(eventId);
    this.note(eventId, version);
  }

  of(eventId: string): number {
    return this.newest.get(eventId) ?? 0;
  }

  /** Whether data of `version` would take the page back to older data than it has shown. */
  isOlder(eventId: string, version: number): boolean {
    return version < this.of(eventId);
  }

  /** True once a live update named a version: only the server then knows what is current. */
  isLive(eventId: string): boolean {
    return this.live.has(eventId);
  }
}

/** The one record of this page (a server render never sees a live update, so it never refuses one). */
export const dataVersions = new DataVersions();

/** One request as sent: `revalidate` asks past the browser's cache; answers with the version it named. */
export type VersionedSend<R> = (revalidate: boolean) => Promise<{ result: R; version: number | null }>;

/**
 * Sends a read of `eventId` and answers it only if it is at least as new as what the page has seen:
 * an older answer is asked for again past the browser's cache (the api's own read model may also lag
 * the live update by a moment), and after a few tries `stale` is answered, so the caller keeps what it
 * shows. Once the event is live every request revalidates: a copy the browser keeps for 5 s may be older.
 */
export async function sendCurrent<R>(
  versions: DataVersions,
  eventId: string,
  send: VersionedSend<R>,
  stale: () => R,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<R> {
  for (let attempt = 0; ; attempt++) {
    const { result, version } = await send(attempt > 0 || versions.isLive(eventId));
    if (version === null) return result;
    if (!versions.isOlder(eventId, version)) {
      versions.note(eventId, version);
      return result;
    }
    if (attempt === RETRIES) return stale();
    await wait(RETRY_DELAY_MS * (attempt + 1));
  }
}
