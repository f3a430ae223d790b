import type { CommunityTeamBansView } from '@galaxia/core';
import { CommunityStaff, CommunityTeamBan, Team, TeamMember } from '@galaxia/core/server';
import { openTournament } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';

/**
 * Issue 33 item 5, teams: a community bans a team (by its name) with a reason and an optional end; its
 * registration to the community's tournaments is refused naming the team, the community and the end;
 * the bans are for the server's organisers only (403 for anyone else).
 */
describe('community bans of teams', () => {
  const { app, organiser, owner, stranger, outsider } = useOrganiserApp('Devika', { outsider: 'Mallet' });
  const bansUrl = (serverId = organiser.server.id) => `/api/organiser/servers/${serverId}/team-bans`;
  const body = async <T>(response: Response) => (await response.json()) as T;
  const refusal = async (response: Response) =>
    body<{ error: string; code?: string; fields?: Record<string, string[]> }>(response);
  const notAdmin = 'Only administrators of this Discord server can do that.';

  /** A Valorant team of two, its captain signed in: names unique to this file (the database is shared). */
  const teamOfTwo = async (name: string) => {
    const em = app.em();
    const captain = await createUser(app, `${name} Captain`);
    const mate = await createUser(app, `${name} Mate`);
    const team = em.create(Team, { name, gameId: 'valorant', createdBy: captain.id });
    em.create(TeamMember, { team, user: captain.id, role: 'captain', status: 'active' });
    em.create(TeamMember, { team, user: mate.id, role: 'member', status: 'active' });
    await em.flush();
    const client = await signedIn(app, captain);
    return {
      team,
      register: (tournamentId: string) =>
        client.post(`/api/events/${tournamentId}/registrations`, {
          teamId: team.id,
          roster: [captain.id, mate.id],
        }),
    };
  };

  it('refuses team bans that cannot be made, with a message naming the problem, and stores none', async () => {
    await teamOfTwo('Twin Fangs TB');
    await teamOfTwo('Twin Fangs TB');
    const cases: [Record<string, unknown>, string, number, string][] = [
      [{ name: '', reason: 'Smurfing' }, 'name', 400, 'Name the team by its name on Galaxia'],
      [{ name: 'x'.repeat(61), reason: 'Smurfing' }, 'name', 400, 'Name the team by its name on Galaxia'],
      [
        { name: 'Twin Fangs TB', reason: ' ' },
        'reason',
        400,
        'Give a reason for the ban (staff see it; players only if you choose)',
      ],
      [
        { name: 'Twin Fangs TB', reason: 'Smurfing', until: '2020-01-01T00:00:00.000Z' },
        'until',
        400,
        'The end of the ban must be in the future',
      ],
      [
        { name: 'No Such Squad TB', reason: 'Smurfing' },
        'name',
        404,
        'No team on Galaxia is called “No Such Squad TB”',
      ],
      [
        { name: 'twin fangs tb', reason: 'Smurfing' },
        'name',
        409,
        'Several teams are called “twin fangs tb”: this one cannot be banned by name',
      ],
    ];
    for (const [input, field, status, message] of cases) {
      const answer = await owner.post(bansUrl(), input);
      expect(answer.status, message).toBe(status);
      expect((await refusal(answer)).fields?.[field], message).toEqual([message]);
    }
    expect(await app.em().count(CommunityTeamBan, { server: organiser.server.id })).toBe(0);
  });

  it('refuses a banned team’s registration, naming the community and the end, and lets it in once lifted', async () => {
    const { team, register } = await teamOfTwo('Velvet Jackals TB');
    const here = await openTournament(app.orm, organiser.server.id, { eventName: 'Jackal Cup' });
    const elsewhere = await openTournament(app.orm, stranger.server.id, { eventName: 'Mallet Masters' });

    const banned = await owner.post(bansUrl(), {
      name: 'velvet jackals tb',
      reason: 'Fielded a banned player under another name',
      until: '2030-06-01T18:00:00.000Z',
    });
    expect(banned.status).toBe(200);
    expect(await body<CommunityTeamBansView>(banned)).toEqual({
      bans: [
        {
          teamId: team.id,
          name: 'Velvet Jackals TB',
          game: 'Valorant',
          reason: 'Fielded a banned player under another name',
          showReason: false,
          until: '2030-06-01T18:00:00.000Z',
          bannedBy: 'Devika',
          bannedAt: expect.any(String),
        },
      ],
    });
    const refused = await register(here);
    expect(refused.status).toBe(403);
    expect(await refusal(refused)).toEqual({
      error: "Velvet Jackals TB is banned from Devika's Server's tournaments until 2030-06-01 23:30 IST",
      code: 'COMMUNITY_BANS_TEAM_REFUSED',
    });

    // Banned again for good, and the team told why: the second ban replaces the first.
    await owner.post(bansUrl(), {
      name: 'Velvet Jackals TB',
      reason: 'Fielded a banned player under another name',
      showReason: true,
    });
    expect(await refusal(await register(here))).toEqual({
      error:
        "Velvet Jackals TB is banned from Devika's Server's tournaments with no end date: Fielded a banned player under another name",
      code: 'COMMUNITY_BANS_TEAM_REFUSED',
    });
    expect(await app.em().count(CommunityTeamBan, { team: team.id })).toBe(1);

    // Another server's tournament is not this community's.
    expect((await register(elsewhere)).status).toBe(201);

    const lifted = await owner.delete(`${bansUrl()}/${team.id}`);
    expect(lifted.status).toBe(200);
    expect(await body<CommunityTeamBansView>(lifted)).toEqual({ bans: [] });
    const twice = await owner.delete(`${bansUrl()}/${team.id}`);
    expect(twice.status).toBe(404);
    expect((await refusal(twice)).error).toBe('This team is not banned here');
    expect((await register(here)).status).toBe(201);
  });

  it('lists, makes and lifts team bans for the server’s organisers only', async () => {
    const { team } = await teamOfTwo('Quiet Owls TB');
    await owner.post(bansUrl(), { name: 'Quiet Owls TB', reason: 'Boosting' });
    const player = await signedIn(app, await createUser(app, 'Nosy Player TB'));
    // A results admin is community staff, but not an organiser: bans are not theirs.
    const resultsAdmin = await createUser(app, 'Ravi Results TB');
    const em = app.em();
    em.create(CommunityStaff, { server: organiser.server.id, user: resultsAdmin.id, role: 'results_admin' });
    await em.flush();
    const results = await signedIn(app, resultsAdmin);
    for (const client of [outsider, player, results]) {
      for (const answer of [
        await client.get(bansUrl()),
        await client.post(bansUrl(), { name: 'Quiet Owls TB', reason: 'Boosting' }),
        await client.delete(`${bansUrl()}/${team.id}`),
      ]) {
        expect(answer.status).toBe(403);
        expect((await refusal(answer)).error).toBe(notAdmin);
      }
    }
    expect((await app.client().get(bansUrl())).status).toBe(401);
    // The ban stands, seen by the organiser only; Mallet's own server has none.
    expect(
      (await body<CommunityTeamBansView>(await owner.get(bansUrl()))).bans.map((ban) => ban.name),
    ).toEqual(['Quiet Owls TB']);
    expect(await body<CommunityTeamBansView>(await outsider.get(bansUrl(stranger.server.id)))).toEqual({
      bans: [],
    });
  });
});
