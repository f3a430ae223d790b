import { Tournament } from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { useOrganiserApp } from '../test-support/suite-app.ts';

const today = new Date().toISOString().slice(0, 10);

describe('Basic step settings and bounds', () => {
  const { app, organiser, owner } = useOrganiserApp('Tara');

  const create = async (gameId: string) => {
    const response = await owner.post('/api/createEvent', {
      eventName: 'Settings Cup',
      seasonNumber: 1,
      gameId,
      serverId: organiser.server.id,
      publishDate: today,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  const save = (id: string, gameId: string, fields: Record<string, unknown>) => {
    const form = new FormData();
    form.append(
      'tournamentData',
      JSON.stringify({
        eventName: 'Settings Cup',
        seasonNumber: 1,
        gameId,
        serverId: organiser.server.id,
        publishDate: today,
        format: 4,
        ...fields,
      }),
    );
    return owner.send('PUT', `/api/updateEvent/basicInfo/${id}`, { body: form });
  };

  it('asks for verified accounts by default only for games that have a verification method', async () => {
    const valorant = await create('valorant');
    const bgmi = await create('bgmi');
    expect((await app.em().findOneOrFail(Tournament, valorant)).requiresVerification).toBe(false);
    expect((await app.em().findOneOrFail(Tournament, bgmi)).requiresVerification).toBe(true);
    expect(await (await owner.get(`/api/getEvent/basicInfo/${valorant}`)).json()).toMatchObject({
      requiresVerification: false,
      discordLink: '',
      prizeSplit: [50, 30, 15, 5],
    });
  });

  it('stores the Discord invite, the prize split and the verification choice', async () => {
    const id = await create('bgmi');
    const response = await save(id, 'bgmi', {
      requiresVerification: false,
      discordLink: 'https://discord.com/invite/galaxia',
      prizeSplit: [60, 25, 15],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      requiresVerification: false,
      discordLink: 'https://discord.com/invite/galaxia',
      prizeSplit: [60, 25, 15],
    });
    expect(await app.em().findOneOrFail(Tournament, id)).toMatchObject({
      requiresVerification: false,
      discordLink: 'https://discord.com/invite/galaxia',
      prizeSplit: [
        { position: 1, percentage: 60 },
        { position: 2, percentage: 25 },
        { position: 3, percentage: 15 },
      ],
    });
  });

  it('refuses a bad Discord link, a split not adding to 100 and out-of-range numbers, storing nothing', async () => {
    const id = await create('valorant');
    const refusals: [Record<string, unknown>, string][] = [
      [
        { discordLink: 'https://example.com/invite/abc' },
        'The Discord link must be an invite: https://discord.gg/… or https://discord.com/invite/…',
      ],
      [{ prizeSplit: [50, 30, 15] }, 'Prize percentages must add up to 100'],
      [{ prizeSplit: Array.from({ length: 20 }, () => 5) }, 'A prize split has at most 16 places'],
      [{ seasonNumber: 2_147_483_648 }, 'Season number can be at most 9999'],
    ];
    for (const [fields, error] of refusals) {
      const response = await save(id, 'valorant', fields);
      expect({ status: response.status, body: await response.json() }).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    const stored = await app.em().findOneOrFail(Tournament, id);
    expect([stored.discordLink, stored.prizeSplit, stored.seasonNumber]).toEqual([null, null, 1]);
  });

  it('refuses team counts beyond the engine with a message, never a database error', async () => {
    const id = await create('valorant');
    const response = await owner.put(`/api/updateEvent/roadmap/${id}`, {
      phases: [
        {
          name: 'Huge',
          format: 'Single Elimination',
          invitedTeams: 0,
          participatingTeams: 1e12,
          isFinal: true,
        },
      ],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Team counts can be at most 4096' });
  });
});
