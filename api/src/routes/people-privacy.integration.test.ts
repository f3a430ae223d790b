import { Team, TeamMember, User } from '@galaxia/core/server';
import { describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { expectAnswer } from '../test-support/story-answers.ts';
import { useTestApp } from '../test-support/suite-app.ts';

type Member = { userId: string; name: string; avatar: string | null; status: string };

/**
 * A private profile keeps its picture everywhere a person is shown, not only on the public pages; a
 * team's open invitations are for its own players to see.
 */
describe('people shown by player search and team rosters', () => {
  const app = useTestApp();

  const withAvatar = async (name: string) => {
    const user = await createUser(app, name);
    const em = app.em();
    await em.nativeUpdate(User, { id: user.id }, { avatar: `https://cdn.example/${user.id}.png` });
    return user;
  };
  const setPrivacy = async (client: HttpClient, profilePrivacy: 'private' | 'public') =>
    expectAnswer(
      client.put('/api/settings', {
        emailNotifications: true,
        eventReminders: true,
        teamInvites: true,
        profilePrivacy,
        preferredGames: [],
      }),
      200,
    );

  it('hides a private player’s picture from search and rosters, and open invitations from outsiders', async () => {
    const hidden = await withAvatar('Zephyr Hidden');
    const open = await withAvatar('Zephyr Open');
    const captain = await createUser(app, 'Zephyr Captain');
    const invitee = await withAvatar('Zephyr Invitee');
    const stranger = await createUser(app, 'Someone Else');
    await setPrivacy(await signedIn(app, hidden), 'private');

    const em = app.em();
    const team = em.create(Team, { name: 'Zephyr Squad', gameId: 'bgmi' });
    em.create(TeamMember, { team, user: captain.id, role: 'captain', status: 'active' });
    em.create(TeamMember, { team, user: hidden.id, role: 'member', status: 'active' });
    em.create(TeamMember, { team, user: open.id, role: 'member', status: 'active' });
    em.create(TeamMember, { team, user: invitee.id, role: 'member', status: 'invited' });
    await em.flush();

    const strangerClient = await signedIn(app, stranger);
    const found = (await expectAnswer(strangerClient.get('/api/player-search?q=Zephyr'), 200)).players;
    const pictureOf = (people: { userId: string; avatar: string | null }[], id: string) =>
      people.find((person) => person.userId === id)?.avatar;
    expect(pictureOf(found, hidden.id)).toBeNull();
    expect(pictureOf(found, open.id)).toBe(`https://cdn.example/${open.id}.png`);

    const rosterSeenBy = async (client: HttpClient): Promise<Member[]> =>
      (await expectAnswer(client.get(`/api/teams/${team.id}`), 200)).members;
    const outsiderView = await rosterSeenBy(strangerClient);
    expect(outsiderView.map((member) => [member.name, member.status])).toEqual([
      ['Zephyr Captain', 'active'],
      ['Zephyr Hidden', 'active'],
      ['Zephyr Open', 'active'],
    ]);
    expect(pictureOf(outsiderView, hidden.id)).toBeNull();
    expect(pictureOf(outsiderView, open.id)).toBe(`https://cdn.example/${open.id}.png`);

    // The team's own players see the open invitation; a private picture stays private even to them.
    const captainView = await rosterSeenBy(await signedIn(app, captain));
    expect(captainView.map((member) => member.name)).toContain('Zephyr Invitee');
    expect(pictureOf(captainView, hidden.id)).toBeNull();
    const mine = (await expectAnswer((await signedIn(app, captain)).get('/api/teams/mine'), 200)).teams;
    expect(pictureOf(mine[0].members, hidden.id)).toBeNull();

    // The invitee sees the team and their own invitation; the owner sees their own picture.
    const inviteeView = await rosterSeenBy(await signedIn(app, invitee));
    expect(inviteeView.map((member) => member.name)).toContain('Zephyr Invitee');
    const ownView = await rosterSeenBy(await signedIn(app, hidden));
    expect(pictureOf(ownView, hidden.id)).toBe(`https://cdn.example/${hidden.id}.png`);
  });

  it('keeps a private demo profile’s picture and servers out of the public demo sign-in list', async () => {
    const hidden = await withAvatar('Demo Hidden Person');
    const open = await withAvatar('Demo Open Person');
    await setPrivacy(await signedIn(app, hidden), 'private');

    type DemoUser = { id: string; name: string; avatar: string | null; administers: string[] };
    const listed: DemoUser[] = (await expectAnswer(app.client().get('/api/auth/demo-users'), 200)).users;
    expect(listed.find((user) => user.id === hidden.id)).toEqual({
      id: hidden.id,
      name: 'Demo Hidden Person',
      avatar: null,
      administers: [],
    });
    expect(listed.find((user) => user.id === open.id)?.avatar).toBe(`https://cdn.example/${open.id}.png`);
  });
});
