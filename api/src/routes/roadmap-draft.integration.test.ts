import { Tournament } from '@galaxia/core/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventThroughApi } from '../test-support/event-setup.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';

const today = new Date().toISOString().slice(0, 10);

const groups = {
  name: 'Group Stage',
  format: 'Group Stage',
  invitedTeams: 0,
  participatingTeams: 16,
  numberOfGroups: 4,
  qualifyingTeams: [8],
  qualifiedTeams: [],
  isValid: true,
  isFinal: false,
};

describe('Roadmap draft ("Save Phase")', () => {
  const { app, organiser, owner, outsider: stranger } = useOrganiserApp('Rhea', { outsider: 'Someone Else' });
  let id: string;

  beforeAll(async () => {
    id = await createEventThroughApi(owner, {
      eventName: 'Draft Cup',
      seasonNumber: 1,
      gameId: 'valorant',
      serverId: organiser.server.id,
      publishDate: today,
    });
  });

  it('keeps a saved phase on the server: the roadmap read shows it as a draft beside the empty roadmap', async () => {
    const saved = await owner.put(`/api/updateEvent/roadmap/${id}/draft`, { phases: [groups] });
    expect(saved.status).toBe(200);
    const read = (await (await owner.get(`/api/getEvent/roadmap/${id}`)).json()) as {
      phases: unknown[];
      draft: { name: string; numberOfGroups: number }[] | null;
    };
    expect(read.phases).toEqual([]);
    expect(read.draft).toHaveLength(1);
    expect(read.draft?.[0]).toMatchObject({ name: 'Group Stage', numberOfGroups: 4 });
  });

  it("refuses another organiser's draft writes and reads, leaving the draft as it was", async () => {
    const write = await stranger.put(`/api/updateEvent/roadmap/${id}/draft`, { phases: [] });
    expect(write.status).toBe(404);
    expect((await stranger.delete(`/api/updateEvent/roadmap/${id}/draft`)).status).toBe(404);
    expect((await stranger.get(`/api/getEvent/roadmap/${id}`)).status).toBe(404);
    expect((await app.em().findOneOrFail(Tournament, id)).roadmapDraft).toHaveLength(1);
  });

  it('refuses a malformed draft with a 400 naming the rule, never a database error', async () => {
    const response = await owner.put(`/api/updateEvent/roadmap/${id}/draft`, {
      phases: [{ ...groups, participatingTeams: 1e12 }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Team counts can be at most 4096' });
  });

  it('refuses a roadmap breaking a phase rule in the reader’s Hindi, under the same code', async () => {
    const final = {
      name: 'Phase 1',
      format: 'Single Elimination',
      invitedTeams: 0,
      participatingTeams: 6,
      qualifiedTeams: [],
      qualifyingTeams: [],
      isFinal: true,
    };
    const hindi = await owner.put(
      `/api/updateEvent/roadmap/${id}`,
      { phases: [final] },
      { 'accept-language': 'hi' },
    );
    const english = await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: [final] });
    expect(hindi.status).toBe(400);
    expect(await hindi.json()).toMatchObject({
      code: 'PHASE_POWER_OF_TWO',
      error: 'Single Elimination के लिए कुल टीमें (6) 2 की घात होनी चाहिए',
      fields: {
        'phases.0': ['Single Elimination के लिए कुल टीमें (6) 2 की घात होनी चाहिए'],
        phases: ['Phase 1 में गलतियाँ हैं जिन्हें ठीक करना है'],
      },
    });
    expect(english.status).toBe(400);
    expect(await english.json()).toMatchObject({
      code: 'PHASE_POWER_OF_TWO',
      error: 'Total teams (6) must be a power of 2 for Single Elimination',
    });
  });

  it('clears the draft once "Save all Phases" stores the whole roadmap', async () => {
    const final = {
      name: 'Finals',
      format: 'Single Elimination',
      invitedTeams: 0,
      participatingTeams: 0,
      qualifiedTeams: [[0, 0]],
      qualifyingTeams: [],
      isFinal: true,
    };
    const saved = await owner.put(`/api/updateEvent/roadmap/${id}`, { phases: [groups, final] });
    expect(saved.status).toBe(200);
    const read = (await (await owner.get(`/api/getEvent/roadmap/${id}`)).json()) as {
      phases: { name: string }[];
      draft: unknown;
    };
    expect(read.phases.map((phase) => phase.name)).toEqual(['Group Stage', 'Finals']);
    expect(read.draft).toBeNull();
  });

  it('discards a draft and answers with the last saved roadmap', async () => {
    await owner.put(`/api/updateEvent/roadmap/${id}/draft`, { phases: [groups] });
    const discarded = await owner.delete(`/api/updateEvent/roadmap/${id}/draft`);
    expect(discarded.status).toBe(200);
    const body = (await discarded.json()) as { phases: unknown[]; draft: unknown };
    expect(body.draft).toBeNull();
    expect(body.phases).toHaveLength(2);
    expect((await app.em().findOneOrFail(Tournament, id)).roadmapDraft).toBeNull();
  });
});
