import type { Announcement, StartedPhase, TournamentEntries } from '@galaxia/core';
import {
  Announcement as AnnouncementRow,
  clockFrom,
  completeFinalDuelPhases,
  Match,
  now,
  redisPublisher,
  resetClock,
  StreamClaim,
  setClock,
  Team,
  TeamMember,
  Tournament,
  TournamentRegistration,
} from '@galaxia/core/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { draftEventThroughApi, invitedFinalPlan } from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { publishThroughApi } from '../test-support/publish.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';

/**
 * An invitational: two invited teams play one final. Covers invitations, announcements, streamer
 * grants, and the live updates public pages listen to.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const unknownId = '00000000-0000-4000-8000-000000000000';

interface ServerEvent {
  event: string;
  data: unknown;
}

/** Reads a server-sent event stream as a browser's EventSource would, until told to stop. */
async function openUpdates(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events = (): ServerEvent[] =>
    text
      .split('\n\n')
      .slice(0, -1)
      .flatMap((block) => {
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        return event && data ? [{ event, data: JSON.parse(data) }] : [];
      });
  return {
    response,
    text: () => text,
    /** Waits until the stream holds what `done` looks for. */
    async until(done: (events: ServerEvent[], raw: string) => boolean) {
      const deadline = Date.now() + 5_000;
      while (!done(events(), text)) {
        if (Date.now() > deadline) throw new Error(`stream never matched; got:\n${text}`);
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return events();
    },
    close: () => controller.abort(),
  };
}

describe('an invitational final with live updates', () => {
  // With the public read model on, as in production: visitors' reads are cached and revalidated.
  const { app, organiser, owner } = useOrganiserApp('Neha', { env: { GALAXIA_PUBLIC_CACHE: 'on' } });
  let tournamentId: string;
  const captains: HttpClient[] = [];
  const teams: { id: string; name: string }[] = [];

  beforeAll(async () => {
    tournamentId = await draftEventThroughApi(
      owner,
      {
        eventName: 'Invitational',
        seasonNumber: 3,
        gameId: 'valorant',
        serverId: organiser.server.id,
        publishDate: day(-1),
        format: 1,
        prizePool: '₹50,000',
        eventDescription: 'Two invited teams, one showmatch.',
      },
      invitedFinalPlan(
        { startDate: day(2), endDate: day(4) },
        { startDate: day(-3), endDate: day(2), endTime: '00:00' },
        'Showmatch',
      ),
    );
    await publishThroughApi(owner, tournamentId);
    expect((await app.em().findOneOrFail(Tournament, { id: tournamentId })).lifecycle).toBe('published');

    const em = app.em();
    for (const name of ['Night Owls', 'Crimson Tide', 'Orbit']) {
      const captain = await createUser(app, `${name} Captain`);
      const team = em.create(Team, { name, gameId: 'valorant', createdBy: captain.id });
      em.create(TeamMember, { team, user: captain.id, role: 'captain', status: 'active' });
      await em.flush();
      teams.push({ id: team.id, name });
      captains.push(await signedIn(app, captain));
    }
  });

  it('streams nothing for an event the public cannot see', async () => {
    const missing = await fetch(`${app.base}/api/events/${unknownId}/updates`);
    expect([missing.status, await missing.json()]).toEqual([
      404,
      { error: 'Tournament not found', code: 'EVENT_NOT_FOUND' },
    ]);
    const malformed = await fetch(`${app.base}/api/events/not-a-uuid/updates`);
    expect(malformed.status).toBe(404);
  });

  it('fills the invited places, which the roadmap limits', async () => {
    const invite = (teamId: string) =>
      owner.post(`/api/organiser/tournaments/${tournamentId}/invitations`, { teamId });
    await expect(
      (
        await captains[0]!.post(`/api/organiser/tournaments/${tournamentId}/invitations`, {
          teamId: teams[0]!.id,
        })
      ).json(),
    ).resolves.toEqual({
      error: 'Tournament not found',
      code: 'EVENT_NOT_FOUND',
    });
    const first = await invite(teams[0]!.id);
    expect(first.status).toBe(201);
    const offer = (await first.json()) as { id: string };
    expect(offer).toMatchObject({ status: 'pending', team: { name: 'Night Owls' } });
    // Entered only once the captain accepts.
    expect((await captains[0]!.post(`/api/tournament-invitations/${offer.id}/accept`)).status).toBe(200);
    const again = await invite(teams[0]!.id);
    expect([again.status, await again.json()]).toEqual([
      409,
      { error: 'This team is already entered in this tournament', code: 'COMPETITION_ALREADY_REGISTERED' },
    ]);
    const second = (await (await invite(teams[1]!.id)).json()) as { id: string };
    expect((await captains[1]!.post(`/api/tournament-invitations/${second.id}/accept`)).status).toBe(200);
    const third = await invite(teams[2]!.id);
    expect([third.status, await third.json()]).toEqual([
      409,
      { error: 'All 2 invitation places are taken', code: 'COMPETITION_INVITATIONS_FULL' },
    ]);
    // Registration is open, but this roadmap has no places for registered teams.
    const registered = await captains[2]!.post(`/api/events/${tournamentId}/registrations`, {
      teamId: teams[2]!.id,
      roster: [(await app.em().findOneOrFail(TeamMember, { team: teams[2]!.id })).user.id],
    });
    expect([registered.status, await registered.json()]).toEqual([
      409,
      { error: 'Registration is full: all 0 places are taken', code: 'COMPETITION_REGISTRATION_FULL' },
    ]);

    const listed = (await (
      await owner.get(`/api/organiser/tournaments/${tournamentId}/registrations`)
    ).json()) as TournamentEntries;
    expect(listed.places).toEqual({ registered: 0, invited: 2 });
    expect(listed.entries.map((entry) => [entry.team.name, entry.status])).toEqual([
      ['Night Owls', 'invited'],
      ['Crimson Tide', 'invited'],
    ]);
  });

  it('posts announcements (queued for Discord) and takes them down, telling open pages both times', async () => {
    const updates = await openUpdates(`${app.base}/api/events/${tournamentId}/updates`);
    expect(updates.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    try {
      const posted = await owner.post(`/api/organiser/tournaments/${tournamentId}/announcements`, {
        type: 'important',
        title: 'Final moved to Saturday',
        content: 'The showmatch starts at 18:00 IST.',
      });
      expect(posted.status).toBe(201);
      const announcement = (await posted.json()) as Announcement;
      expect(announcement).toMatchObject({
        type: 'important',
        title: 'Final moved to Saturday',
        content: 'The showmatch starts at 18:00 IST.',
        author: 'Neha',
      });
      const job = await app.queues
        .queue('discord-notifications')
        .getJob(`discord.announcement.${announcement.id}`);
      expect(job?.data).toEqual({ kind: 'announcement', tournamentId, announcementId: announcement.id });
      await updates.until((events) => events.some((e) => e.event === 'announcement'));

      const untitled = await owner.post(`/api/organiser/tournaments/${tournamentId}/announcements`, {
        type: 'info',
        title: ' ',
        content: 'x',
      });
      expect([untitled.status, await untitled.json()]).toMatchObject([
        400,
        { error: 'Title is required', code: 'ANNOUNCEMENT_TITLE_REQUIRED' },
      ]);
      const stranger = await captains[0]!.post(`/api/organiser/tournaments/${tournamentId}/announcements`, {
        title: 'Hi',
        content: 'x',
      });
      expect([stranger.status, await stranger.json()]).toEqual([
        404,
        { error: 'Tournament not found', code: 'EVENT_NOT_FOUND' },
      ]);

      const removed = await owner.delete(
        `/api/organiser/tournaments/${tournamentId}/announcements/${announcement.id}`,
      );
      expect(removed.status).toBe(204);
      expect(await app.em().count(AnnouncementRow, { tournament: tournamentId })).toBe(0);
      const events = await updates.until((all) => all.filter((e) => e.event === 'announcement').length === 2);
      const [shown, taken] = events.filter((e) => e.event === 'announcement').map((e) => e.data);
      expect([shown, taken]).toEqual([
        {
          type: 'announcement',
          announcementId: announcement.id,
          deleted: false,
          version: expect.any(Number),
        },
        { type: 'announcement', announcementId: announcement.id, deleted: true, version: expect.any(Number) },
      ]);
      // Each write counts one more version of the event's data, in the order they committed.
      expect((taken as { version: number }).version).toBeGreaterThan((shown as { version: number }).version);
      const twice = await owner.delete(
        `/api/organiser/tournaments/${tournamentId}/announcements/${announcement.id}`,
      );
      expect([twice.status, await twice.json()]).toEqual([
        404,
        { error: 'Announcement not found', code: 'COMPETITION_ANNOUNCEMENT_NOT_FOUND' },
      ]);
    } finally {
      updates.close();
    }
  });

  it('keeps an idle stream open with a comment every 25 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const updates = await openUpdates(`${app.base}/api/events/${tournamentId}/updates`);
    try {
      await updates.until((_events, raw) => raw.includes('retry: 5000'));
      vi.advanceTimersByTime(24_000);
      expect(updates.text()).not.toContain(': keep-alive');
      vi.advanceTimersByTime(1_000);
      await updates.until((_events, raw) => raw.includes(': keep-alive\n\n'));
    } finally {
      updates.close();
      vi.useRealTimers();
    }
  });

  it('plays the final: every change reaches open pages, the winner completes the tournament', async () => {
    const updates = await openUpdates(`${app.base}/api/events/${tournamentId}/updates`);
    try {
      const started = await owner.post(`/api/organiser/tournaments/${tournamentId}/phases/0/start`, {
        seeding: 'manual',
        order: [teams[1]!.id, teams[0]!.id],
      });
      expect(started.status).toBe(201);
      expect(((await started.json()) as StartedPhase).seeds.map((team) => team.name)).toEqual([
        'Crimson Tide',
        'Night Owls',
      ]);
      const final = await app.em().findOneOrFail(Match, { tournament: tournamentId, displayId: 'final' });
      await updates.until((events) => events.some((e) => e.event === 'phase'));

      // Streamer granted, claims, then loses the role: the claim goes with it.
      const streamer = await createUser(app, 'Kavya Casts');
      const caster = await signedIn(app, streamer);
      await owner.post(`/api/organiser/tournaments/${tournamentId}/streamers`, { userId: streamer.id });
      const claim = await caster.post(`/api/matches/${final.id}/claim`, {
        platform: 'Kick',
        url: 'http://kick.com/kavya',
      });
      expect([claim.status, await claim.json()]).toEqual([
        400,
        {
          error: 'The watch link must be an https:// address',
          code: 'STREAM_URL_NOT_HTTPS',
          fields: { url: ['The watch link must be an https:// address'] },
        },
      ]);
      expect(
        (
          await caster.post(`/api/matches/${final.id}/claim`, {
            platform: 'Kick',
            url: 'https://kick.com/kavya',
          })
        ).status,
      ).toBe(201);
      await updates.until((events) => events.some((e) => e.event === 'stream'));
      const revoked = await owner.send('DELETE', `/api/organiser/tournaments/${tournamentId}/streamers`, {
        json: { userId: streamer.id },
      });
      expect([revoked.status, await revoked.json()]).toEqual([200, { streamers: [] }]);
      expect(await app.em().count(StreamClaim, { match: final.id })).toBe(0);
      const gone = await owner.send('DELETE', `/api/organiser/tournaments/${tournamentId}/streamers`, {
        json: { userId: streamer.id },
      });
      expect([gone.status, await gone.json()]).toEqual([
        404,
        { error: 'This person is not a streamer for this tournament', code: 'COMPETITION_NOT_ASTREAMER' },
      ]);

      const past = new Date(Date.now() - 2 * 3_600_000).toISOString();
      expect((await owner.post(`/api/matches/${final.id}/set-time`, { time: past })).status).toBe(200);
      // Crimson Tide (seed 1) is side A; Night Owls report their win as side B.
      const report = await captains[0]!.post(`/api/matches/${final.id}/report`, { scoreA: 1, scoreB: 1 });
      expect([report.status, await report.json()]).toEqual([
        400,
        { error: 'This match needs a winner: a draw cannot be reported', code: 'MATCH_DRAW_NOT_ALLOWED' },
      ]);
      expect(
        (await captains[0]!.post(`/api/matches/${final.id}/report`, { scoreA: 0, scoreB: 2 })).status,
      ).toBe(200);
      const confirmed = await captains[1]!.post(`/api/matches/${final.id}/confirm`);
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toMatchObject({ status: 'completed', winner: 'B', actions: [] });

      const completedFinal = (e: ServerEvent) =>
        e.event === 'match' && (e.data as { status: string }).status === 'completed';
      await updates.until((all) => all.some(completedFinal));
      // The final's result can be corrected for 15 minutes; the workers' timer then completes the tournament.
      expect((await app.em().findOneOrFail(Tournament, { id: tournamentId })).lifecycle).toBe('published');
      setClock(clockFrom(new Date(now().getTime() + 16 * 60_000)));
      expect(
        await completeFinalDuelPhases(app.em(), { publish: redisPublisher(app.redis) }, { tournamentId }),
      ).toHaveLength(1);
      const events = await updates.until(
        (all) => all.some((e) => e.event === 'tournament') && all.some(completedFinal),
      );
      // Never "complete" before the final's result.
      expect(events.findIndex((e) => e.event === 'tournament')).toBeGreaterThan(
        events.findIndex(completedFinal),
      );
      // The update carries the match as a visitor sees it, so open pages patch it without refetching.
      const finalUpdate = events
        .filter((e) => e.event === 'match')
        .map((e) => e.data as { matchId: string; status: string; match?: Record<string, unknown> })
        .find((data) => data.matchId === final.id && data.status === 'completed');
      expect(finalUpdate).toMatchObject({
        type: 'match',
        matchId: final.id,
        status: 'completed',
        match: { id: final.id, status: 'completed', scoreA: 0, scoreB: 2 },
      });
      expect(finalUpdate!.match).not.toHaveProperty('allowedActions');
      expect(finalUpdate!.match).not.toHaveProperty('viewerRole');
      expect(events.find((e) => e.event === 'tournament')!.data).toEqual({
        type: 'tournament',
        lifecycle: 'completed',
        version: expect.any(Number),
      });
      const view = await (await owner.get(`/api/organiser/tournaments/${tournamentId}/console`)).json();
      expect(view).toMatchObject({ lifecycle: 'completed', champion: { name: 'Night Owls' } });
      const entries = await app
        .em()
        .count(TournamentRegistration, { tournament: tournamentId, status: 'invited' });
      expect(entries).toBe(2);
    } finally {
      resetClock();
      updates.close();
    }
  });

  it('names the data version in every public read and live update; a correction raises it', async () => {
    const final = await app.em().findOneOrFail(Match, { tournament: tournamentId, displayId: 'final' });
    const url = `${app.base}/api/events/${tournamentId}/matches/${final.id}`;
    const read = async (headers: Record<string, string> = {}) => {
      const response = await fetch(url, { headers });
      return {
        status: response.status,
        version: Number(response.headers.get('galaxia-data-version')),
        etag: response.headers.get('etag') ?? '',
        score:
          response.status === 200 ? ((await response.json()) as { scoreA: number; scoreB: number }) : null,
      };
    };
    const before = await read();
    expect(before).toMatchObject({ status: 200, score: { scoreA: 0, scoreB: 2 } });
    expect(before.version).toBeGreaterThan(0);
    // Unchanged data: the browser's copy is confirmed with its version.
    expect(await read({ 'If-None-Match': before.etag })).toMatchObject({
      status: 304,
      version: before.version,
    });

    const updates = await openUpdates(`${app.base}/api/events/${tournamentId}/updates`);
    try {
      const seen: number[] = [];
      for (const [scoreA, scoreB] of [
        [2, 1],
        [1, 2],
      ] as const) {
        const corrected = await owner.post(`/api/matches/${final.id}/rulings/correct`, {
          scoreA,
          scoreB,
          reason: 'Score typed the wrong way round',
        });
        expect(corrected.status).toBe(200);
        const frames = await updates.until((events) =>
          events.some(
            (e) => e.event === 'match' && (e.data as { match?: { scoreA: number } }).match?.scoreA === scoreA,
          ),
        );
        const frame = frames
          .map((e) => e.data as { version?: number; match?: { scoreA: number; scoreB: number } })
          .findLast((data) => data.match?.scoreA === scoreA)!;
        expect(frame.match).toMatchObject({ scoreA, scoreB });
        // What a browser holding the earlier answer gets when it revalidates: the new score, not a 304.
        const after = await read({ 'If-None-Match': before.etag });
        expect(after).toMatchObject({ status: 200, version: frame.version, score: { scoreA, scoreB } });
        seen.push(frame.version!);
      }
      expect(seen[0]).toBeGreaterThan(before.version);
      expect(seen[1]).toBeGreaterThan(seen[0]!);
      // Every read of the event names the same version: what the page shows all comes from one moment.
      for (const path of ['', '/brackets', '/matches', '/stats', '/roadmap']) {
        const response = await fetch(`${app.base}/api/events/${tournamentId}${path}`);
        expect([path, response.status, Number(response.headers.get('galaxia-data-version'))]).toEqual([
          path,
          200,
          seen[1],
        ]);
      }
    } finally {
      updates.close();
    }
  });
});
