import { expect } from 'vitest';
import type { HttpClient } from './http-client.ts';
import { pngBytes } from './images.ts';

/**
 * The organiser's last two moves, through the API as the dashboard makes them: upload a poster on the
 * Basic step (keeping every other field as saved), then Publish. The other steps must be saved already.
 */
export async function publishThroughApi(client: HttpClient, tournamentId: string): Promise<void> {
  const current = (await (await client.get(`/api/getEvent/basicInfo/${tournamentId}`)).json()) as object;
  const form = new FormData();
  form.append('tournamentData', JSON.stringify({ ...current, eventPoster: null }));
  form.append('eventPoster', new Blob([pngBytes() as Uint8Array<ArrayBuffer>]), 'poster.png');
  const saved = await client.send('PUT', `/api/updateEvent/basicInfo/${tournamentId}`, { body: form });
  expect(saved.status).toBe(200);
  const published = await client.post(`/api/organiser/tournaments/${tournamentId}/publish`);
  expect({ status: published.status, body: await published.json() }).toMatchObject({
    status: 200,
    body: { lifecycle: 'published' },
  });
}
