import { istToday } from '@galaxia/core';
import { Team, TeamMember, Tournament, TournamentRegistration } from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import {
  createEventThroughApi,
  draftEventThroughApi,
  saveBasicInfoThroughApi,
} from '../test-support/event-setup.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Today in India: the day publish dates are compared with. */
const today = istToday(new Date());
const day = (offset: number) => addDays(today, offset);
const span = (from: number, to: number, startTime = '00:00', endTime = '23:59') => ({
  startDate: day(from),
  endDate: day(to),
  startTime,
  endTime,
});

const finalPhase = [
  {
    name: 'Grand Final',
    format: 'Single Elimination',
    invitedTeams: 0,
    participatingTeams: 2,
    isFinal: true,
  },
];
const finalCalendar = (from: number) => ({
  calendar: [
    {
      phaseName: 'Grand Final',
      rounds: [{ roundKey: 'r-1', roundName: 'Final', ...span(from, from, '18:00', '22:00') }],
    },
  ],
});

describe('tournament lifecycle: publish, unpublish, archive, delete', () => {
  const { app, organiser, owner, outsider } = useOrganiserApp('Meera', { outsider: 'Outsider' });

  const basics = (eventName = 'Valorant Winter Cup') => ({
    eventName,
    seasonNumber: 1,
    gameId: 'valorant',
    serverId: organiser.server.id,
    publishDate: today,
  });
  const details = { format: 1, prizePool: '₹20,000', eventDescription: 'Two duellists, one evening.' };
  const newEvent = (eventName?: string) => createEventThroughApi(owner, basics(eventName));
  const saveBasicInfo = (id: string, withPoster: boolean) =>
    saveBasicInfoThroughApi(owner, id, { ...basics(), ...details }, { withPoster });

  /** Every step but the poster: registration open now, the final five days out. */
  const configured = () =>
    draftEventThroughApi(
      owner,
      { ...basics(), ...details },
      { phases: finalPhase, registration: [span(-1, 2)], calendar: finalCalendar(5).calendar },
    );

  const publish = (client: HttpClient, id: string) => client.post(`/api/organiser/tournaments/${id}/publish`);
  const unpublish = (id: string) => owner.post(`/api/organiser/tournaments/${id}/unpublish`);
  const publicEvent = (id: string) => app.client().get(`/api/events/${id}`);

  it('publishes a configured draft without an uploaded poster, drawing one from its details', async () => {
    const id = await draftEventThroughApi(
      owner,
      { ...basics('Monsoon Clutch Cup'), ...details, prizePool: '500000' },
      { phases: finalPhase, registration: [span(-1, 2)], calendar: finalCalendar(5).calendar },
    );
    const before = (await (await owner.get(`/api/organiser/tournaments/${id}/publication`)).json()) as {
      checklist: { item: string; done: boolean; detail: string | null }[];
      refusals: { publish: string | null };
    };
    expect(before.refusals.publish).toBeNull();
    expect(before.checklist.find((entry) => entry.item === 'poster')).toEqual({
      item: 'poster',
      label: 'Poster',
      done: true,
      detail:
        'No poster uploaded: publishing makes one from the event’s details (upload your own on the Basic step)',
    });

    expect((await publish(owner, id)).status).toBe(200);
    const stored = await app.em().findOneOrFail(Tournament, id, { populate: ['poster'] });
    expect([stored.lifecycle, stored.poster?.mimeType, stored.poster?.kind]).toEqual([
      'published',
      'image/png',
      'image',
    ]);
    // Anyone may see it, as an uploaded poster: a 1920×1080 PNG.
    const picture = await app.client().get(`/api/files/${stored.poster!.id}`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/png']);
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1920, 1080]);
  });

  it('keeps a configured draft 404 to the public on its publish date, and publishes it on request', async () => {
    const id = await configured();
    expect((await publicEvent(id)).status).toBe(404);
    expect((await app.em().findOneOrFail(Tournament, id)).lifecycle).toBe('draft');

    await saveBasicInfo(id, true);
    const checklist = (await (await owner.get(`/api/organiser/tournaments/${id}/publication`)).json()) as {
      checklist: { label: string; done: boolean }[];
    };
    expect(checklist).toMatchObject({
      lifecycle: 'draft',
      stage: 'draft',
      refusals: { publish: null, unpublish: 'This tournament is not published' },
    });
    expect(checklist.checklist.map((entry) => [entry.label, entry.done])).toEqual([
      ['Basic info', true],
      ['Valid roadmap', true],
      ['Registration window', true],
      ['Calendar', true],
      ['Poster', true],
    ]);

    const published = await publish(owner, id);
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ lifecycle: 'published', stage: 'registration' });
    const event = await publicEvent(id);
    expect(event.status).toBe(200);
    const body = (await event.json()) as { schedule: { phase: string; status: string }[] };
    expect(body).toMatchObject({ status: 'upcoming', registrationStatus: 'open' });
    // Registration is running, the final is not: no phase is Active before it is started.
    expect(body.schedule.map((item) => [item.phase, item.status])).toEqual([
      ['Registration', 'active'],
      ['Grand Final', 'upcoming'],
    ]);

    expect((await publish(owner, id)).status).toBe(409);
  });

  it('re-checks a published tournament: reshaping its roadmap drops the calendar, and the checklist says so', async () => {
    const id = await configured();
    await saveBasicInfo(id, true);
    expect((await publish(owner, id)).status).toBe(200);

    const bigger = [{ ...finalPhase[0], participatingTeams: 4 }];
    expect((await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: bigger })).status).toBe(200);
    const after = (await (await owner.get(`/api/organiser/tournaments/${id}/publication`)).json()) as {
      lifecycle: string;
      checklist: { label: string; done: boolean; detail: string | null }[];
    };
    expect(after.lifecycle).toBe('published');
    expect(after.checklist.filter((entry) => !entry.done)).toEqual([
      {
        item: 'calendar',
        label: 'Calendar',
        done: false,
        detail: 'Grand Final has no rounds on the calendar',
      },
    ]);
  });

  it('lists what a fresh draft misses in the 409', async () => {
    const id = await newEvent();
    const response = await publish(owner, id);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: 'Complete these before publishing: Basic info, Valid roadmap, Registration window, Calendar',
    });
  });

  it('unpublishes while no team is registered, and refuses once one is', async () => {
    const id = await configured();
    await saveBasicInfo(id, true);
    expect((await publish(owner, id)).status).toBe(200);
    const back = await unpublish(id);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ lifecycle: 'draft', stage: 'draft' });
    expect((await publicEvent(id)).status).toBe(404);

    expect((await publish(owner, id)).status).toBe(200);
    // A Valorant team with no verified account at all enters: Valorant has no verification method.
    const captain = await createUser(app, 'Kabir');
    const em = app.em();
    const team = em.create(Team, { name: 'Night Owls', gameId: 'valorant', createdBy: captain.id });
    em.create(TeamMember, { team, user: captain.id, role: 'captain', status: 'active' });
    await em.flush();
    const entered = await (await signedIn(app, captain)).post(`/api/events/${id}/registrations`, {
      teamId: team.id,
      roster: [captain.id],
    });
    expect(entered.status).toBe(201);
    expect(await app.em().count(TournamentRegistration, { tournament: id })).toBe(1);

    const refused = await unpublish(id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: '1 team is registered: a tournament can be unpublished only while no team is registered',
    });
    const archive = await owner.post(`/api/organiser/tournaments/${id}/archive`);
    expect(archive.status).toBe(409);
    expect(await archive.json()).toMatchObject({ error: 'Unpublish this tournament before archiving it' });
    const deleted = await owner.delete(`/api/organiser/tournaments/${id}`);
    expect(deleted.status).toBe(409);
    expect(await deleted.json()).toMatchObject({ error: 'Only drafts can be deleted' });
  });

  it('archives and restores a draft, and deletes drafts for good', async () => {
    const id = await newEvent('Scrim Night');
    const archived = await owner.post(`/api/organiser/tournaments/${id}/archive`);
    expect(archived.status).toBe(200);
    expect(await archived.json()).toMatchObject({ stage: 'archived', archived: true });
    const listed = (await (await owner.get('/api/organiser/tournaments')).json()) as {
      tournaments: { id: string }[];
    };
    expect(listed.tournaments.find((t) => t.id === id)).toMatchObject({ status: 'archived' });
    expect((await publish(owner, id)).status).toBe(409);
    expect((await owner.post(`/api/organiser/tournaments/${id}/unarchive`)).status).toBe(200);

    const response = await owner.delete(`/api/organiser/tournaments/${id}`);
    expect(response.status).toBe(204);
    expect(await app.em().count(Tournament, { id })).toBe(0);
  });

  it('answers 404 to an admin of another server and 401 signed out, changing nothing', async () => {
    const id = await configured();
    await saveBasicInfo(id, true);
    const response = await publish(outsider, id);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Tournament not found' });
    expect((await outsider.delete(`/api/organiser/tournaments/${id}`)).status).toBe(404);
    expect((await publish(app.client(), id)).status).toBe(401);
    expect((await app.em().findOneOrFail(Tournament, id)).lifecycle).toBe('draft');
  });

  it('refuses a round before registration closes, and a window running into the first round, naming both', async () => {
    const id = await configured();
    const early = await owner.put(`/api/updateEvent/calendar/${id}`, finalCalendar(1));
    expect(early.status).toBe(400);
    expect(((await early.json()) as { error: string }).error).toBe(
      `The first round starts on ${day(1)} 18:00 IST, before registration closes on ${day(2)} 23:59 IST: move the round or end registration earlier`,
    );
    const late = await owner.put(`/api/updateEvent/registration/${id}`, { registration: [span(-1, 6)] });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { error: string }).error).toBe(
      `The first round starts on ${day(5)} 18:00 IST, before registration closes on ${day(6)} 23:59 IST: move the round or end registration earlier`,
    );
  });
});
