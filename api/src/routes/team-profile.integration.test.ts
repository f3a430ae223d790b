import { Team, TeamMember } from '@galaxia/core/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { useTestApp } from '../test-support/suite-app.ts';

describe('PATCH /api/teams/:id (team details)', () => {
  const app = useTestApp();
  let captain: HttpClient;
  let member: HttpClient;
  let teamId: string;

  beforeAll(async () => {
    const captainUser = await createUser(app, 'Riya');
    const memberUser = await createUser(app, 'Dev');
    const em = app.em();
    const team = em.create(Team, { name: 'Storm Riders', gameId: 'bgmi', createdBy: captainUser.id });
    em.create(TeamMember, { team, user: captainUser.id, role: 'captain', status: 'active' });
    em.create(TeamMember, { team, user: memberUser.id, role: 'member', status: 'active' });
    await em.flush();
    teamId = team.id;
    captain = await signedIn(app, captainUser);
    member = await signedIn(app, memberUser);
  });

  it('lets the captain set region, description and founded year', async () => {
    const response = await captain.patch(`/api/teams/${teamId}`, {
      region: 'Pune, India',
      description: 'Four friends from college.',
      founded: 2021,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      region: 'Pune, India',
      description: 'Four friends from college.',
      founded: 2021,
    });
    expect(await app.em().findOneOrFail(Team, teamId)).toMatchObject({
      region: 'Pune, India',
      description: 'Four friends from college.',
      founded: 2021,
    });
  });

  it('refuses a member who is not captain and a year out of range, changing nothing', async () => {
    const notCaptain = await member.patch(`/api/teams/${teamId}`, { region: 'Elsewhere' });
    expect(notCaptain.status).toBe(403);
    expect(await notCaptain.json()).toMatchObject({ error: 'Only the team captain can do that' });
    const badYear = await captain.patch(`/api/teams/${teamId}`, { founded: 30000 });
    expect(badYear.status).toBe(400);
    expect(await badYear.json()).toMatchObject({ error: 'Founded year must be a year from 1900 to 2100' });
    expect((await app.em().findOneOrFail(Team, teamId)).region).toBe('Pune, India');
  });
});
