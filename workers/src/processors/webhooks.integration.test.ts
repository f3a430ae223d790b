import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type WebhookEvent, webhookEventSchema } from '@galaxia/core';
import {
  checkInForEvent,
  confirmMatchScore,
  createWebhook,
  enterLobbyResults,
  JobQueues,
  LobbyMatch,
  listWebhooks,
  Match,
  NO_PORTS,
  now,
  queuePorts,
  reportMatchScore,
  sendWebhookTestEvent,
  setLobbyRoom,
  setMatchTime,
  Tournament,
} from '@galaxia/core/server';
import {
  actorOf,
  dbOf,
  lobbyStage,
  registeredSeason,
  startedSquadSeason,
  startSeasonPhase,
} from '@galaxia/testkit';
import { startedBeforeAll } from '@galaxia/testkit/before-all';
import { describe, expect, it, vi } from 'vitest';
import { useWorkers } from '../test-support/running-workers.ts';
import { webhookDeliveryProcessor, webhookEventProcessor } from './webhooks.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that records every POST and answers each path with the statuses queued for it. */
async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers.get(path)?.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (path: string, statuses: number[]) => answers.set(path, statuses),
    at: (path: string) => received.filter((request) => request.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does with the documented headers: HMAC-SHA256 of `<timestamp>.<body>` with its secret. */
const signatureOf = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** Issue 30 item 5: deliveries by the workers to a real HTTP receiver, retried with backoff. */
describe('outgoing webhooks (BullMQ workers, local HTTP receiver)', () => {
  const receiver = startedBeforeAll(startReceiver, 'The receiver');
  let fastQueues: JobQueues | undefined;
  const services = useWorkers((opened) => {
    // Retries after 50 ms, then 100 ms: backoff measured in the test's own time, not seconds.
    fastQueues = new JobQueues(opened.connection, { backoffMs: 50 });
    return [
      webhookEventProcessor({ orm: opened.orm, queues: fastQueues }),
      webhookDeliveryProcessor({ orm: opened.orm, webhookTargets: { allowLoopback: true } }),
    ];
  });
  const ports = () => ({ targets: { allowLoopback: true }, queues: fastQueues! });

  /** Two teams registered, registration closed, the playoffs not started yet. */
  const registered = (eventName: string) =>
    registeredSeason(
      dbOf(services.orm),
      [{ name: 'Playoffs', format: 'Single Elimination', participatingTeams: 2 }],
      { eventName, teams: ['Night Owls', 'Storm Riders'] },
    );

  const season = async (eventName: string) =>
    startSeasonPhase(dbOf(services.orm), await registered(eventName));

  it('POSTs a match result signed with the secret: the signature verifies and the body meets its contract', async () => {
    const cup = await season('Signed Cup');
    const organiser = cup.ctx(actorOf(cup.organiser));
    const secret = 'a-receiver-secret-of-32-characters';
    await createWebhook(
      organiser,
      {
        tournamentId: cup.tournamentId,
        url: receiver.url('/signed'),
        events: ['match.result_reported', 'match.confirmed'],
        secret,
      },
      ports(),
    );
    const matchId = cup.matchIds.get('final')!;
    const match = await services.orm.em
      .fork()
      .findOneOrFail(Match, { id: matchId }, { populate: ['teamA', 'teamB'] });
    const [a, b] = [match.teamA!.id, match.teamB!.id];
    const competition = queuePorts(services.queues);
    await setMatchTime(
      organiser,
      { matchId, time: new Date(now().getTime() - 3_600_000).toISOString() },
      competition,
    );
    await reportMatchScore(
      cup.ctx(actorOf(cup.captainOf(a))),
      { matchId, scoreA: 2, scoreB: 1 },
      competition,
    );
    await confirmMatchScore(cup.ctx(actorOf(cup.captainOf(b))), matchId, competition);

    await vi.waitFor(() => expect(receiver.at('/signed')).toHaveLength(2), { timeout: 15_000, interval: 50 });
    const [reported, confirmed] = receiver.at('/signed');
    for (const delivery of [reported!, confirmed!]) {
      const timestamp = String(delivery.headers['galaxia-timestamp']);
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
      expect(delivery.headers['galaxia-signature']).toBe(signatureOf(secret, timestamp, delivery.body));
      // Someone without the secret cannot sign the same body.
      expect(delivery.headers['galaxia-signature']).not.toBe(
        signatureOf('another-secret-entirely', timestamp, delivery.body),
      );
    }
    const events = [reported!, confirmed!].map((delivery) =>
      webhookEventSchema.parse(JSON.parse(delivery.body)),
    );
    expect(events.map((event) => event.type)).toEqual(['match.result_reported', 'match.confirmed']);
    expect(confirmed!.headers['galaxia-event-id']).toBe(events[1]!.id);
    const result = events[1] as Extract<WebhookEvent, { type: 'match.confirmed' }>;
    expect(result.tournamentId).toBe(cup.tournamentId);
    expect(result.data.match).toMatchObject({
      id: matchId,
      status: 'completed',
      teamA: { id: a, name: match.teamA!.name },
      teamB: { id: b, name: match.teamB!.name },
      scoreA: 2,
      scoreB: 1,
      winnerTeamId: a,
    });
  });

  it('POSTs an event check-in, signed, with the team, its entry status and the time it checked in', async () => {
    const cup = await registered('Check-in Cup');
    const em = services.orm.em.fork();
    const tournament = await em.findOneOrFail(Tournament, { id: cup.tournamentId });
    tournament.eventCheckIn = true;
    await em.flush();
    const organiser = cup.ctx(actorOf(cup.organiser));
    const secret = 'the-check-in-receiver-secret-0123';
    await createWebhook(
      organiser,
      {
        tournamentId: cup.tournamentId,
        url: receiver.url('/check-in'),
        events: ['registration.checked_in'],
        secret,
      },
      ports(),
    );
    const owls = cup.teams.find((team) => team.name === 'Night Owls')!;
    const { checkedInAt } = await checkInForEvent(
      cup.ctx(actorOf(cup.captainOf(owls.id))),
      { tournamentId: cup.tournamentId, teamId: owls.id },
      queuePorts(services.queues),
    );

    await vi.waitFor(() => expect(receiver.at('/check-in')).toHaveLength(1), {
      timeout: 15_000,
      interval: 50,
    });
    const [delivery] = receiver.at('/check-in');
    const timestamp = String(delivery!.headers['galaxia-timestamp']);
    expect(delivery!.headers['galaxia-signature']).toBe(signatureOf(secret, timestamp, delivery!.body));
    expect(delivery!.headers['galaxia-event-type']).toBe('registration.checked_in');
    const event = webhookEventSchema.parse(JSON.parse(delivery!.body));
    expect(event).toEqual({
      id: delivery!.headers['galaxia-event-id'],
      type: 'registration.checked_in',
      createdAt: expect.any(String),
      tournamentId: cup.tournamentId,
      data: { team: { id: owls.id, name: 'Night Owls' }, status: 'registered', checkedInAt },
    });
  });

  it('retries a receiver that answers 500 twice: the third try gets the same event id, the log shows all three', async () => {
    const cup = await season('Retry Cup');
    const organiser = cup.ctx(actorOf(cup.organiser));
    receiver.answer('/flaky', [500, 500]);
    const { webhook } = await createWebhook(
      organiser,
      { tournamentId: cup.tournamentId, url: receiver.url('/flaky'), events: ['match.confirmed'] },
      ports(),
    );
    const { eventId } = await sendWebhookTestEvent(
      organiser,
      { tournamentId: cup.tournamentId, webhookId: webhook.id },
      ports(),
    );

    await vi.waitFor(() => expect(receiver.at('/flaky')).toHaveLength(3), { timeout: 15_000, interval: 50 });
    const attempts = receiver.at('/flaky');
    expect(attempts.map((attempt) => attempt.headers['galaxia-event-id'])).toEqual([
      eventId,
      eventId,
      eventId,
    ]);
    expect(new Set(attempts.map((attempt) => JSON.parse(attempt.body).id))).toEqual(new Set([eventId]));
    expect(JSON.parse(attempts[2]!.body)).toMatchObject({
      type: 'webhook.test',
      data: { message: 'This is a test event from Galaxia: your webhook receives events.' },
    });

    await vi.waitFor(
      async () => {
        const [listed] = (await listWebhooks(cup.ctx(actorOf(cup.organiser)), cup.tournamentId)).webhooks;
        expect(
          listed!.deliveries.map(({ eventId: id, eventType, attempt, statusCode, error }) => ({
            id,
            eventType,
            attempt,
            statusCode,
            error,
          })),
        ).toEqual([
          { id: eventId, eventType: 'webhook.test', attempt: 3, statusCode: 200, error: null },
          { id: eventId, eventType: 'webhook.test', attempt: 2, statusCode: 500, error: 'HTTP 500' },
          { id: eventId, eventType: 'webhook.test', attempt: 1, statusCode: 500, error: 'HTTP 500' },
        ]);
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it("POSTs a lobby map's entered results, signed, with each squad's placement and kills", async () => {
    const db = dbOf(services.orm);
    const royale = await startedSquadSeason(db, [lobbyStage({ qualifyingTeams: [4], isFinal: true })], {
      eventName: 'Lobby Webhook Cup',
    });
    const organiser = royale.ctx(actorOf(royale.organiser));
    const secret = 'a-lobby-receiver-secret-of-32-chars';
    await createWebhook(
      organiser,
      {
        tournamentId: royale.tournamentId,
        url: receiver.url('/lobby'),
        events: ['lobby_match.result_entered'],
        secret,
      },
      ports(),
    );
    const [map] = await db.em().find(LobbyMatch, { tournament: royale.tournamentId });
    await setLobbyRoom(
      organiser,
      {
        lobbyMatchId: map!.id,
        scheduledTime: new Date(now().getTime() - 3_600_000).toISOString(),
      },
      NO_PORTS,
    );
    await enterLobbyResults(
      organiser,
      {
        lobbyMatchId: map!.id,
        results: royale.teams.map((team, i) => ({
          teamId: team.id,
          placement: i + 1,
          kills: team.players.map((player) => ({ userId: player.userId, kills: 2 })),
        })),
      },
      queuePorts(services.queues),
    );

    await vi.waitFor(() => expect(receiver.at('/lobby')).toHaveLength(1), { timeout: 15_000, interval: 50 });
    const [delivery] = receiver.at('/lobby');
    const timestamp = String(delivery!.headers['galaxia-timestamp']);
    expect(delivery!.headers['galaxia-signature']).toBe(signatureOf(secret, timestamp, delivery!.body));
    expect(delivery!.headers['galaxia-event-type']).toBe('lobby_match.result_entered');
    const event = webhookEventSchema.parse(JSON.parse(delivery!.body)) as Extract<
      WebhookEvent,
      { type: 'lobby_match.result_entered' }
    >;
    expect(event.tournamentId).toBe(royale.tournamentId);
    expect(event.data.lobbyMatch).toMatchObject({ id: map!.id, number: 1, status: 'completed' });
    expect(event.data.lobbyMatch.results.map((row) => [row.team.name, row.placement])).toEqual([
      ['Alpha', 1],
      ['Bravo', 2],
      ['Charlie', 3],
      ['Delta', 4],
    ]);
    expect(event.data.lobbyMatch.results[0]!.kills).toBe(2 * royale.teams[0]!.players.length);
  });
});
