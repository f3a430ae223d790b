import type { LiveMatch, TournamentUpdate } from '@galaxia/core';

/** The last state the live stream sent of each match, as a page that stayed open would hold it. */
export interface LiveRecorder {
  lastMatch(matchId: string): LiveMatch | undefined;
  /** How many match frames arrived: a recorder that heard nothing proves nothing. */
  readonly frames: number;
  /** How many frames of any kind arrived (a battle-royale season's results come as lobby frames). */
  readonly updates: number;
  close(): void;
}

/** Listens to `GET /api/events/:id/updates` from now on, keeping each match's latest frame. */
export async function recordLiveUpdates(baseUrl: string, tournamentId: string): Promise<LiveRecorder> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events/${tournamentId}/updates`, {
    headers: { accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (!response.ok || !response.body) throw new Error(`live updates answered ${response.status}`);
  const latest = new Map<string, LiveMatch>();
  let frames = 0;
  let updates = 0;
  const read = async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('\n');
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (!data) continue;
        const update = JSON.parse(data) as TournamentUpdate;
        updates += 1;
        if (update.type === 'match' && update.match) {
          frames += 1;
          // Keyed by both ids: pages and the database name a match either way.
          latest.set(update.matchId, update.match);
          latest.set(update.match.id, update.match);
        }
      }
    }
  };
  read().catch(() => undefined);
  return {
    lastMatch: (matchId) => latest.get(matchId),
    get frames() {
      return frames;
    },
    get updates() {
      return updates;
    },
    close: () => abort.abort(),
  };
}
