import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  CalendarRound,
  Match,
  Phase,
  RegistrationWindow,
  ServerMembership,
  Tournament,
  UploadedFile,
} from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { createServer } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { jpegBytes, pngBytes } from '../test-support/images.ts';
import { expectAnswer, expectAnswerLike } from '../test-support/story-answers.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';
import { type TestApp, withDatabaseDown } from '../test-support/test-app.ts';

const today = new Date().toISOString().slice(0, 10);
const unknownId = '00000000-0000-4000-8000-000000000000';
/** What a draft's outsider gets (the draft's existence stays hidden) and what a signed-out caller gets. */
const tournamentNotFound = { error: 'Tournament not found', code: 'EVENT_NOT_FOUND' };
const signInFirst = { error: 'Sign in to continue', code: 'UNAUTHENTICATED' };

const finalOnly = (participatingTeams: number) => [
  { name: 'Grand Final', format: 'Single Elimination', invitedTeams: 0, participatingTeams, isFinal: true },
];

/** 16 qualifiers send 4 on; 4 invited teams join them in an 8-team final. */
const twoPhaseRoadmap = [
  {
    name: 'Qualifiers',
    format: 'Single Elimination',
    invitedTeams: 0,
    participatingTeams: 16,
    qualifyingTeams: [4],
  },
  {
    name: 'Finals',
    format: 'Single Elimination',
    invitedTeams: 4,
    participatingTeams: 0,
    qualifiedTeams: [[0, 0]],
    isFinal: true,
  },
];

/** 16 teams in 4 groups send 8 on: the group stage the tiebreak tests order. */
const sixteenInGroups = {
  name: 'Groups',
  format: 'Group Stage',
  invitedTeams: 0,
  participatingTeams: 16,
  numberOfGroups: 4,
  qualifyingTeams: [8],
};

const span = (startDate: string, endDate: string, startTime = '09:00', endTime = '18:00') => ({
  startDate,
  endDate,
  startTime,
  endTime,
});

describe('organiser event calls', () => {
  const { app, organiser, owner, stranger, outsider } = useOrganiserApp('Olivia', { outsider: 'Oscar' });

  const eventPayload = (overrides: Record<string, unknown> = {}) => ({
    eventName: 'Galaxy Cup',
    seasonNumber: 2,
    gameId: 'bgmi',
    serverId: organiser.server.id,
    publishDate: today,
    ...overrides,
  });

  async function newEvent(overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await owner.post('/api/createEvent', eventPayload(overrides));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const basicInfo = (overrides: Record<string, unknown> = {}) => ({
    ...eventPayload(),
    format: 4,
    prizePool: '₹10,00,000',
    eventDescription: 'The season finale',
    eventPoster: null,
    eventHeader: null,
    eventLogo: null,
    ...overrides,
  });

  function basicInfoForm(info: unknown, files: Record<string, { bytes: Uint8Array; name: string }> = {}) {
    const form = new FormData();
    form.append('tournamentData', JSON.stringify(info));
    for (const [field, file] of Object.entries(files)) {
      form.append(field, new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
    }
    return form;
  }

  const putBasicInfo = (client: HttpClient, id: string, form: FormData) =>
    client.send('PUT', `/api/updateEvent/basicInfo/${id}`, { body: form });

  const storedPhases = async (id: string) =>
    (await app.em().find(Phase, { tournament: id }, { orderBy: { position: 'asc' } })).map((phase) => ({
      name: phase.name,
      participatingTeams: phase.participatingTeams,
    }));

  /** A draft's step is hidden (404) from an admin of another server and refused (401) signed out. */
  function itHidesTheStep(path: string) {
    it('is 404 for an admin of another server', async () => {
      await expectAnswer(outsider.get(`${path}/${await newEvent()}`), 404, tournamentNotFound);
    });

    it('is 401 when signed out', async () => {
      await expectAnswer(app.client().get(`${path}/${unknownId}`), 401, signInFirst);
    });
  }

  /**
   * A step's save is hidden (404) from an admin of another server, who stores nothing, and refused (401)
   * signed out. `prepare` readies the draft as its owner first (a calendar needs a roadmap).
   */
  function itGuardsTheSave(
    path: string,
    payload: unknown,
    storedCount: (id: string) => Promise<number>,
    prepare: (id: string) => Promise<unknown> = async () => {},
  ) {
    it('is 404 for an admin of another server, and stores nothing', async () => {
      const id = await newEvent();
      await prepare(id);
      await expectAnswer(outsider.put(`${path}/${id}`, payload), 404, tournamentNotFound);
      expect(await storedCount(id)).toBe(0);
    });

    it('is 401 when signed out', async () => {
      await expectAnswer(app.client().put(`${path}/${unknownId}`, payload), 401, signInFirst);
    });
  }

  /** The organiser on another app: sessions live in the shared Redis, so the same cookie signs them in. */
  const ownerOn = (other: TestApp) => {
    const client = other.client();
    for (const [name, value] of owner.jar) client.jar.set(name, value);
    return client;
  };

  const uploadsOnDisk = () => readdirSync(app.uploadDir).filter((name) => name !== 'tmp');

  describe('POST /api/createEvent', () => {
    it('creates a draft on a server the organiser administers and answers 201 with its id', async () => {
      const response = await owner.post('/api/createEvent', eventPayload());
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const stored = await app.em().findOneOrFail(Tournament, id, { populate: ['server', 'createdBy'] });
      expect(stored).toMatchObject({
        eventName: 'Galaxy Cup',
        seasonNumber: 2,
        gameId: 'bgmi',
        publishDate: today,
        lifecycle: 'draft',
        format: null,
      });
      expect(stored.server.id).toBe(organiser.server.id);
      expect(stored.createdBy?.id).toBe(organiser.user.id);
    });

    it('refuses a tournament without a game with the catalogue message', async () => {
      await expectAnswerLike(owner.post('/api/createEvent', eventPayload({ gameId: undefined })), 400, {
        error: 'Game is required',
        code: 'CREATE_TOURNAMENT_GAME_REQUIRED',
        fields: { gameId: ['Game is required'] },
      });
    });

    it('refuses a blank name', async () => {
      await expectAnswerLike(owner.post('/api/createEvent', eventPayload({ eventName: '  ' })), 400, {
        error: 'Tournament name is required',
        code: 'CREATE_TOURNAMENT_NAME_REQUIRED',
      });
    });

    it('is 401 when signed out', async () => {
      await expectAnswer(app.client().post('/api/createEvent', eventPayload()), 401, signInFirst);
    });

    it('is 403 on a server the actor does not administer, and creates nothing', async () => {
      const before = await app.em().count(Tournament, { server: organiser.server.id });
      await expectAnswer(outsider.post('/api/createEvent', eventPayload()), 403, {
        error: 'Only administrators of this Discord server can do that.',
        code: 'ACCESS_NOT_SERVER_ADMIN',
      });
      expect(await app.em().count(Tournament, { server: organiser.server.id })).toBe(before);
    });

    it('answers an unforeseen failure with "Failed to create tournament"', async () => {
      await withDatabaseDown((broken) =>
        expectAnswer(ownerOn(broken).post('/api/createEvent', eventPayload()), 500, {
          error: 'Failed to create tournament',
          code: 'INTERNAL',
        }),
      );
    });
  });

  describe('GET /api/getEvent/basicInfo/:id', () => {
    it('gives the basic fields of a new draft, blanks included', async () => {
      const id = await newEvent();
      await expectAnswer(owner.get(`/api/getEvent/basicInfo/${id}`), 200, {
        eventName: 'Galaxy Cup',
        seasonNumber: 2,
        gameId: 'bgmi',
        serverId: organiser.server.id,
        publishDate: today,
        format: null,
        prizePool: '',
        eventDescription: '',
        eventPoster: null,
        eventHeader: null,
        eventLogo: null,
        requiresVerification: true,
        substitutes: 2,
        discordLink: '',
        prizeSplit: [50, 30, 15, 5],
      });
    });

    it('is 404 for an unknown or malformed id', async () => {
      for (const id of [unknownId, 'not-a-uuid']) {
        await expectAnswer(owner.get(`/api/getEvent/basicInfo/${id}`), 404, tournamentNotFound);
      }
    });

    it('is 404, not 403, for an admin of another server', async () => {
      const id = await newEvent();
      await expectAnswer(outsider.get(`/api/getEvent/basicInfo/${id}`), 404, tournamentNotFound);
    });

    it('is 401 when signed out', async () => {
      await expectAnswer(app.client().get(`/api/getEvent/basicInfo/${unknownId}`), 401, signInFirst);
    });
  });

  describe('PUT /api/updateEvent/basicInfo/:id', () => {
    /** The Basic step moved to the outsider organiser's server, with a poster to upload. */
    const posterForStrangersServer = () =>
      basicInfoForm(basicInfo({ serverId: stranger.server.id }), {
        eventPoster: { bytes: pngBytes(), name: 'poster.png' },
      });

    it('saves the fields and real uploaded images, served under /api/files', async () => {
      const id = await newEvent();
      const form = basicInfoForm(basicInfo({ eventName: 'Galaxy Cup Finals' }), {
        eventPoster: { bytes: pngBytes(), name: 'poster.png' },
        eventLogo: { bytes: jpegBytes(), name: 'logo.jpg' },
      });
      const response = await putBasicInfo(owner, id, form);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        eventName: 'Galaxy Cup Finals',
        format: 4,
        prizePool: '₹10,00,000',
        eventDescription: 'The season finale',
        eventHeader: null,
      });
      expect(body.eventPoster).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expect(body.eventLogo).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

      const em = app.em();
      const stored = await em.findOneOrFail(Tournament, id, { populate: ['poster', 'logo'] });
      expect(stored).toMatchObject({ eventName: 'Galaxy Cup Finals', format: 4, prizePool: '₹10,00,000' });
      const poster = await em.findOneOrFail(UploadedFile, String(body.eventPoster).split('/').pop() ?? '', {
        populate: ['owner'],
      });
      expect(stored.poster?.id).toBe(poster.id);
      expect(poster).toMatchObject({ kind: 'image', mimeType: 'image/png', sizeBytes: pngBytes().length });
      expect(poster.owner?.id).toBe(organiser.user.id);
      expect(existsSync(join(app.uploadDir, poster.storageName))).toBe(true);
      const logo = await em.findOneOrFail(UploadedFile, stored.logo?.id ?? '');
      expect(logo.mimeType).toBe('image/jpeg');
      expect(existsSync(join(app.uploadDir, logo.storageName))).toBe(true);

      const reread = await owner.get(`/api/getEvent/basicInfo/${id}`);
      expect(await reread.json()).toEqual(body);
    });

    it('keeps an image sent back as its URL and clears one sent as null', async () => {
      const id = await newEvent();
      const first = await putBasicInfo(
        owner,
        id,
        basicInfoForm(basicInfo(), {
          eventPoster: { bytes: pngBytes(), name: 'poster.png' },
          eventHeader: { bytes: pngBytes(), name: 'header.png' },
        }),
      );
      const saved = (await first.json()) as { eventPoster: string; eventHeader: string };
      const second = await putBasicInfo(
        owner,
        id,
        basicInfoForm(basicInfo({ eventPoster: saved.eventPoster, eventHeader: null })),
      );
      expect(second.status).toBe(200);
      expect(await second.json()).toMatchObject({ eventPoster: saved.eventPoster, eventHeader: null });
    });

    it('refuses a format the game does not offer and changes nothing', async () => {
      const id = await newEvent();
      await expectAnswerLike(
        putBasicInfo(owner, id, basicInfoForm(basicInfo({ gameId: 'bgmi', format: 5 }))),
        400,
        {
          error: 'Choose a format offered for this game',
          code: 'CREATE_TOURNAMENT_FORMAT_INVALID',
          fields: { format: ['Choose a format offered for this game'] },
        },
      );
      expect((await app.em().findOneOrFail(Tournament, id)).format).toBeNull();
    });

    it('accepts a Clash of Clans format of 50v50', async () => {
      const id = await newEvent({ gameId: 'coc' });
      const response = await putBasicInfo(owner, id, basicInfoForm(basicInfo({ gameId: 'coc', format: 50 })));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ gameId: 'coc', format: 50 });
    });

    it('refuses a file that is not an image, keeping no file and no record', async () => {
      const id = await newEvent();
      const filesBefore = uploadsOnDisk().length;
      const recordsBefore = await app.em().count(UploadedFile, {});
      await expectAnswer(
        putBasicInfo(
          owner,
          id,
          basicInfoForm(basicInfo(), {
            eventPoster: {
              bytes: new TextEncoder().encode('just some text pretending'.repeat(4)),
              name: 'a.png',
            },
          }),
        ),
        415,
        {
          error: 'Please select an image file',
          code: 'MEDIA_NOT_IMAGE',
        },
      );
      expect(uploadsOnDisk()).toHaveLength(filesBefore);
      expect(await app.em().count(UploadedFile, {})).toBe(recordsBefore);
    });

    it('refuses an image over 5 MB with the spec’s message', async () => {
      const id = await newEvent();
      const oversized = new Uint8Array(5 * 1024 * 1024 + 1);
      oversized.set(pngBytes());
      await expectAnswer(
        putBasicInfo(
          owner,
          id,
          basicInfoForm(basicInfo(), { eventHeader: { bytes: oversized, name: 'header.png' } }),
        ),
        413,
        {
          error: 'File size must be less than 5MB',
          code: 'MEDIA_IMAGE_TOO_LARGE',
        },
      );
      expect((await app.em().findOneOrFail(Tournament, id)).format).toBeNull();
    });

    it('keeps no uploaded file of a refused save', async () => {
      const id = await newEvent();
      const filesBefore = uploadsOnDisk().length;
      const recordsBefore = await app.em().count(UploadedFile, {});
      await expectAnswer(putBasicInfo(owner, id, posterForStrangersServer()), 403, {
        error: 'Only administrators of this Discord server can do that.',
        code: 'ACCESS_NOT_SERVER_ADMIN',
      });
      expect(uploadsOnDisk()).toHaveLength(filesBefore);
      expect(await app.em().count(UploadedFile, {})).toBe(recordsBefore);
      expect((await app.em().findOneOrFail(Tournament, id, { populate: ['server'] })).server.id).toBe(
        organiser.server.id,
      );
    });

    it('moves the tournament to another server the organiser administers', async () => {
      const second = await createServer(app, "Olivia's Second Server");
      const em = app.em();
      em.create(ServerMembership, { user: organiser.user.id, server: second.id, isAdmin: true });
      await em.flush();
      const id = await newEvent();
      const response = await putBasicInfo(owner, id, basicInfoForm(basicInfo({ serverId: second.id })));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ serverId: second.id });
      expect((await app.em().findOneOrFail(Tournament, id, { populate: ['server'] })).server.id).toBe(
        second.id,
      );
    });

    it('refuses an image link that is not one of the organiser’s uploads', async () => {
      const id = await newEvent();
      await expectAnswerLike(
        putBasicInfo(owner, id, basicInfoForm(basicInfo({ eventLogo: 'https://example.com/logo.png' }))),
        400,
        {
          error: 'Images must be files uploaded to Galaxia: choose the image again',
          code: 'TOURNAMENT_IMAGE_NOT_UPLOADED',
          fields: { eventLogo: ['Images must be files uploaded to Galaxia: choose the image again'] },
        },
      );
    });

    it('needs the tournamentData field', async () => {
      const id = await newEvent();
      const form = new FormData();
      form.append('somethingElse', '{}');
      await expectAnswer(putBasicInfo(owner, id, form), 400, {
        error: 'Send the tournament details as JSON in the tournamentData field',
        code: 'TOURNAMENT_DETAILS_MISSING',
      });
    });

    it('is 404 for an admin of another server, and keeps none of their files', async () => {
      const id = await newEvent();
      const filesBefore = uploadsOnDisk().length;
      await expectAnswer(putBasicInfo(outsider, id, posterForStrangersServer()), 404, tournamentNotFound);
      expect(uploadsOnDisk()).toHaveLength(filesBefore);
      expect((await app.em().findOneOrFail(Tournament, id)).format).toBeNull();
    });

    it('is 401 when signed out', async () => {
      await expectAnswer(putBasicInfo(app.client(), unknownId, basicInfoForm(basicInfo())), 401, signInFirst);
    });

    it('answers an unforeseen failure with "Failed to update tournament"', async () => {
      const id = await newEvent();
      await withDatabaseDown((broken) =>
        expectAnswer(putBasicInfo(ownerOn(broken), id, basicInfoForm(basicInfo())), 500, {
          error: 'Failed to update tournament',
          code: 'INTERNAL',
        }),
      );
    });
  });

  describe('GET /api/getEvent/roadmap/:id', () => {
    it('starts with no phases and the game', async () => {
      const id = await newEvent({ gameId: 'coc' });
      await expectAnswer(owner.get(`/api/getEvent/roadmap/${id}`), 200, {
        phases: [],
        draft: null,
        gameId: 'coc',
      });
    });

    it('gives the saved phases with their totals worked out again', async () => {
      const id = await newEvent();
      expect((await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: twoPhaseRoadmap })).status).toBe(
        200,
      );
      const response = await owner.get(`/api/getEvent/roadmap/${id}`);
      const body = (await response.json()) as { phases: Record<string, unknown>[]; gameId: string };
      expect(body.gameId).toBe('bgmi');
      expect(body.phases).toEqual([
        expect.objectContaining({
          name: 'Qualifiers',
          totalTeams: 16,
          qualifyingTeams: [4],
          isValid: true,
          errors: [],
        }),
        expect.objectContaining({ name: 'Finals', totalTeams: 8, qualifiedTeams: [[0, 0]], isFinal: true }),
      ]);
    });

    itHidesTheStep('/api/getEvent/roadmap');
  });

  describe('PUT /api/updateEvent/roadmap/:id', () => {
    it('stores a valid roadmap phase by phase', async () => {
      const id = await newEvent();
      const response = await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: twoPhaseRoadmap });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { phases: { totalTeams: number }[] };
      expect(body.phases.map((phase) => phase.totalTeams)).toEqual([16, 8]);
      const rows = await app.em().find(Phase, { tournament: id }, { orderBy: { position: 'asc' } });
      expect(
        rows.map((row) => [
          row.position,
          row.name,
          row.format,
          row.qualifyingTeams,
          row.qualifiedTeams,
          row.isFinal,
        ]),
      ).toEqual([
        [0, 'Qualifiers', 'Single Elimination', [4], [], false],
        [1, 'Finals', 'Single Elimination', [], [[0, 0]], true],
      ]);
    });

    it('stores a group stage’s tiebreak order and reads it back; an elimination phase keeps none', async () => {
      const id = await newEvent();
      const phases = [
        { ...sixteenInGroups, tiebreaks: ['points', 'median-buchholz', 'head-to-head'] },
        { ...twoPhaseRoadmap[1]!, invitedTeams: 0, tiebreaks: ['seed'] },
      ];
      const response = await owner.put(`/api/updateEvent/roadmap/${id}`, { phases });
      expect(response.status).toBe(200);
      const rows = await app.em().find(Phase, { tournament: id }, { orderBy: { position: 'asc' } });
      expect(rows.map((row) => row.tiebreaks)).toEqual([['points', 'median-buchholz', 'head-to-head'], null]);
      const read = (await (await owner.get(`/api/getEvent/roadmap/${id}`)).json()) as {
        phases: Array<{ tiebreaks?: string[] }>;
      };
      expect(read.phases.map((phase) => phase.tiebreaks)).toEqual([
        ['points', 'median-buchholz', 'head-to-head'],
        undefined,
      ]);
    });

    it('stores best-of per round and reads it back; refuses a best of 4', async () => {
      const id = await newEvent();
      const finals = { ...twoPhaseRoadmap[1]!, bestOf: { 'r-1': 5, 'r-2': 7 } };
      const response = await owner.put(`/api/updateEvent/roadmap/${id}`, {
        phases: [twoPhaseRoadmap[0], finals],
      });
      expect(response.status).toBe(200);
      const rows = await app.em().find(Phase, { tournament: id }, { orderBy: { position: 'asc' } });
      expect(rows.map((row) => row.bestOf)).toEqual([null, { 'r-1': 5, 'r-2': 7 }]);
      const read = (await (await owner.get(`/api/getEvent/roadmap/${id}`)).json()) as {
        phases: Array<{ bestOf?: Record<string, number> }>;
      };
      expect(read.phases.map((phase) => phase.bestOf)).toEqual([undefined, { 'r-1': 5, 'r-2': 7 }]);

      const four = await owner.put(`/api/updateEvent/roadmap/${id}`, {
        phases: [twoPhaseRoadmap[0], { ...finals, bestOf: { 'r-2': 4 } }],
      });
      expect(four.status).toBe(400);
      expect(await four.json()).toMatchObject({ error: 'Choose best of 1, 3, 5 or 7 for each round' });
    });

    it('refuses a tiebreak listed twice, and an empty order', async () => {
      const id = await newEvent();
      const twice = await owner.put(`/api/updateEvent/roadmap/${id}`, {
        phases: [{ ...sixteenInGroups, tiebreaks: ['points', 'buchholz', 'points'] }, twoPhaseRoadmap[1]],
      });
      expect(twice.status).toBe(400);
      expect(await twice.json()).toMatchObject({ error: 'Each tiebreak can appear only once' });
      const empty = await owner.put(`/api/updateEvent/roadmap/${id}`, {
        phases: [{ ...sixteenInGroups, tiebreaks: [] }, twoPhaseRoadmap[1]],
      });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({ error: 'Choose at least one tiebreak' });
      expect(await app.em().count(Phase, { tournament: id })).toBe(0);
    });

    it('refuses an invalid phase with the core’s exact message and stores nothing', async () => {
      const id = await newEvent();
      await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: twoPhaseRoadmap });
      const before = await storedPhases(id);
      await expectAnswer(owner.put(`/api/updateEvent/roadmap/${id}`, { phases: finalOnly(6) }), 400, {
        error: 'Total teams (6) must be a power of 2 for Single Elimination',
        code: 'PHASE_POWER_OF_TWO',
        fields: {
          'phases.0': ['Total teams (6) must be a power of 2 for Single Elimination'],
          phases: ['Grand Final has errors to fix'],
        },
      });
      expect(await storedPhases(id)).toEqual(before);
    });

    it('refuses a roadmap whose last phase is not final', async () => {
      const id = await newEvent();
      const [qualifiers] = twoPhaseRoadmap;
      await expectAnswer(owner.put(`/api/updateEvent/roadmap/${id}`, { phases: [qualifiers] }), 400, {
        error: 'Mark the last phase as the final phase',
        code: 'PHASE_LAST_MUST_BE_FINAL',
        fields: { phases: ['Mark the last phase as the final phase'] },
      });
      expect(await storedPhases(id)).toEqual([]);
    });

    it('keeps the calendar of a phase whose bracket keeps its shape, and drops a reshaped one’s', async () => {
      const id = await newEvent();
      await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: twoPhaseRoadmap });
      const planned = (await (await owner.get(`/api/getEvent/calendar/${id}`)).json()) as {
        calendar: unknown[];
      };
      expect((await owner.put(`/api/updateEvent/calendar/${id}`, planned)).status).toBe(200);

      const renamed = [
        { ...twoPhaseRoadmap[0], name: 'Open Qualifiers' },
        { ...twoPhaseRoadmap[1], invitedTeams: 12 },
      ];
      expect((await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: renamed })).status).toBe(200);
      const rows = await app.em().find(Phase, { tournament: id }, { orderBy: { position: 'asc' } });
      expect(await app.em().count(CalendarRound, { phase: rows[0]?.id })).toBe(4);
      expect(await app.em().count(CalendarRound, { phase: rows[1]?.id })).toBe(0);

      const [qualifiersAsFinal] = finalOnly(16);
      expect(
        (await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: [qualifiersAsFinal] })).status,
      ).toBe(200);
      expect(await storedPhases(id)).toEqual([{ name: 'Grand Final', participatingTeams: 16 }]);
      expect(await app.em().count(CalendarRound, { phase: { tournament: id } })).toBe(4);
    });

    it('is 409 once matches exist, and stores nothing', async () => {
      const id = await newEvent();
      await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: finalOnly(2) });
      const em = app.em();
      const phase = await em.findOneOrFail(Phase, { tournament: id });
      em.create(Match, {
        tournament: id,
        phase,
        displayId: 'final',
        name: 'Final',
        roundKey: 'r-1',
        round: 1,
        side: 'winners',
        position: 0,
        playOrder: 0,
        dependsOn: [
          { type: 'seed', seed: 1 },
          { type: 'seed', seed: 2 },
        ],
        bracketStatus: 'pending',
        status: 'pending',
      });
      await em.flush();
      await expectAnswer(owner.put(`/api/updateEvent/roadmap/${id}`, { phases: finalOnly(4) }), 409, {
        error: 'The roadmap cannot change once matches have been created',
        code: 'TOURNAMENT_ROADMAP_LOCKED',
      });
      expect(await storedPhases(id)).toEqual([{ name: 'Grand Final', participatingTeams: 2 }]);
    });

    itGuardsTheSave('/api/updateEvent/roadmap', { phases: finalOnly(2) }, (id) =>
      app.em().count(Phase, { tournament: id }),
    );
  });

  describe('GET /api/getEvent/registration/:id', () => {
    it('starts with no windows and gives the saved ones in order', async () => {
      const id = await newEvent();
      expect(await (await owner.get(`/api/getEvent/registration/${id}`)).json()).toEqual({
        registration: [],
      });
      const registration = [span('2030-03-01', '2030-03-05'), span('2030-03-10', '2030-03-12')];
      await owner.put(`/api/updateEvent/registration/${id}`, { registration });
      await expectAnswer(owner.get(`/api/getEvent/registration/${id}`), 200, { registration });
    });

    itHidesTheStep('/api/getEvent/registration');
  });

  describe('PUT /api/updateEvent/registration/:id', () => {
    it('replaces the registration windows', async () => {
      const id = await newEvent();
      await owner.put(`/api/updateEvent/registration/${id}`, {
        registration: [span('2030-01-01', '2030-01-02'), span('2030-01-03', '2030-01-04')],
      });
      const registration = [span('2030-03-01', '2030-03-05', '10:00', '22:30')];
      await expectAnswer(owner.put(`/api/updateEvent/registration/${id}`, { registration }), 200, {
        registration,
      });
      const rows = await app.em().find(RegistrationWindow, { tournament: id });
      expect(
        rows.map((row) => [row.position, row.startDate, row.endDate, row.startTime, row.endTime]),
      ).toEqual([[0, '2030-03-01', '2030-03-05', '10:00', '22:30']]);
    });

    it('refuses a window that ends before it starts', async () => {
      const id = await newEvent();
      await expectAnswer(
        owner.put(`/api/updateEvent/registration/${id}`, {
          registration: [span('2030-03-05', '2030-03-01')],
        }),
        400,
        {
          error: 'Registration must end after it starts',
          code: 'REGISTRATION_WINDOW_ENDS_BEFORE_START',
          fields: { 'registration.0.endDate': ['Registration must end after it starts'] },
        },
      );
      expect(await app.em().count(RegistrationWindow, { tournament: id })).toBe(0);
    });

    it('refuses overlapping windows', async () => {
      const id = await newEvent();
      await expectAnswerLike(
        owner.put(`/api/updateEvent/registration/${id}`, {
          registration: [span('2030-03-01', '2030-03-05'), span('2030-03-04', '2030-03-09')],
        }),
        400,
        {
          error: 'Registration phases must not overlap',
          code: 'REGISTRATION_WINDOWS_OVERLAP',
        },
      );
    });

    itGuardsTheSave(
      '/api/updateEvent/registration',
      { registration: [span('2030-03-01', '2030-03-05')] },
      (id) => app.em().count(RegistrationWindow, { tournament: id }),
    );
  });

  describe('GET /api/getEvent/calendar/:id', () => {
    it('starts filled with the planner’s rounds, the spec’s 2-day gap after registration closes', async () => {
      const id = await newEvent({ publishDate: '2030-01-01', gameId: 'valorant' });
      await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: twoPhaseRoadmap });
      await owner.put(`/api/updateEvent/registration/${id}`, {
        registration: [span('2030-02-01', '2030-02-10')],
      });
      const response = await owner.get(`/api/getEvent/calendar/${id}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        gameId: string;
        calendar: { phaseName: string; rounds: Record<string, string>[] }[];
      };
      expect(body.gameId).toBe('valorant');
      expect(body.calendar.map((phase) => phase.phaseName)).toEqual(['Qualifiers', 'Finals']);
      expect(body.calendar[0]?.rounds.map((round) => round.roundName)).toEqual([
        'Round 1',
        'Quarter-finals',
        'Semi-finals',
        'Final',
      ]);
      expect(body.calendar[0]?.rounds[0]).toEqual({
        roundKey: 'r-1',
        roundName: 'Round 1',
        startDate: '2030-02-13',
        endDate: '2030-02-16',
        startTime: '09:00',
        endTime: '18:00',
      });
      expect(body.calendar[1]?.rounds).toHaveLength(3);
    });

    it('is empty before a roadmap exists', async () => {
      const id = await newEvent();
      expect(await (await owner.get(`/api/getEvent/calendar/${id}`)).json()).toEqual({
        calendar: [],
        gameId: 'bgmi',
      });
    });

    itHidesTheStep('/api/getEvent/calendar');
  });

  describe('PUT /api/updateEvent/calendar/:id', () => {
    const finalCalendar = (round: Record<string, string>) => ({
      calendar: [{ phaseName: 'Grand Final', rounds: [{ roundKey: 'r-1', roundName: 'Final', ...round }] }],
    });

    it('stores the rounds of every phase and gives them back instead of the plan', async () => {
      const id = await newEvent();
      await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: finalOnly(2) });
      const body = finalCalendar(span('2030-05-01', '2030-05-01', '19:00', '23:00'));
      await expectAnswer(owner.put(`/api/updateEvent/calendar/${id}`, body), 200, {
        ...body,
        gameId: 'bgmi',
      });
      const rows = await app.em().find(CalendarRound, { phase: { tournament: id } });
      expect(
        rows.map((row) => [row.position, row.roundKey, row.roundName, row.startDate, row.startTime]),
      ).toEqual([[0, 'r-1', 'Final', '2030-05-01', '19:00']]);
      expect(await (await owner.get(`/api/getEvent/calendar/${id}`)).json()).toEqual({
        ...body,
        gameId: 'bgmi',
      });
    });

    it('refuses a round that ends before it starts', async () => {
      const id = await newEvent();
      await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: finalOnly(2) });
      await expectAnswer(
        owner.put(`/api/updateEvent/calendar/${id}`, finalCalendar(span('2030-05-02', '2030-05-01'))),
        400,
        {
          error: 'A round cannot end before it starts',
          code: 'CALENDAR_ROUND_ENDS_BEFORE_START',
          fields: { 'calendar.0.rounds.0.endDate': ['A round cannot end before it starts'] },
        },
      );
      expect(await app.em().count(CalendarRound, { phase: { tournament: id } })).toBe(0);
    });

    it('needs one entry per phase of the roadmap', async () => {
      const id = await newEvent();
      await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: twoPhaseRoadmap });
      await expectAnswerLike(
        owner.put(`/api/updateEvent/calendar/${id}`, finalCalendar(span('2030-05-01', '2030-05-02'))),
        400,
        {
          error: 'The calendar needs one entry per roadmap phase (2 phases)',
          code: 'TOURNAMENT_CALENDAR_PHASE_COUNT',
        },
      );
    });

    it('is 404 "Roadmap not found" before a roadmap exists', async () => {
      const id = await newEvent();
      await expectAnswer(
        owner.put(`/api/updateEvent/calendar/${id}`, finalCalendar(span('2030-05-01', '2030-05-02'))),
        404,
        { error: 'Roadmap not found', code: 'EVENT_ROADMAP_NOT_FOUND' },
      );
    });

    itGuardsTheSave(
      '/api/updateEvent/calendar',
      finalCalendar(span('2030-05-01', '2030-05-02')),
      (id) => app.em().count(CalendarRound, { phase: { tournament: id } }),
      (id) => owner.put(`/api/updateEvent/roadmap/${id}`, { phases: finalOnly(2) }),
    );
  });
});
