import { Notification, Tournament, TournamentStreamer, User } from '@galaxia/core/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { useFakeDiscordBot, useOrganiserApp } from '../test-support/suite-app.ts';

/** The console finds streamers among the server's Discord members and grants them by Discord account. */

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});
const CASTER = '840000000000000001';

describe('streamers from the server’s Discord members', () => {
  const { discord, env } = useFakeDiscordBot();
  const { app, organiser, owner } = useOrganiserApp('Tara', { env });
  let tournamentId: string;

  beforeAll(async () => {
    const em = app.em();
    const tournament = em.create(Tournament, {
      server: organiser.server.id,
      eventName: 'Caster Cup',
      seasonNumber: 1,
      gameId: 'valorant',
      publishDate: '2026-01-01',
      lifecycle: 'published',
    });
    await em.flush();
    tournamentId = tournament.id;
    discord.guild.setGuild(organiser.server.id, {
      channels: [],
      roles: [],
      botRoles: [],
      members: [
        { id: CASTER, username: 'casterbee', globalName: 'Caster Bee' },
        { id: '840000000000000002', username: 'cassie', globalName: null },
        { id: '840000000000000003', username: 'player1', globalName: 'Player One' },
      ],
    });
  });

  it('lists the members whose name starts with what the organiser typed', async () => {
    const { status, body } = await json(
      await owner.get(`/api/organiser/tournaments/${tournamentId}/member-search?q=cas`),
    );
    expect(status).toBe(200);
    expect(body.members).toEqual([
      { discordId: CASTER, name: 'Caster Bee', username: 'casterbee', avatarUrl: null },
      { discordId: '840000000000000002', name: 'cassie', username: 'cassie', avatarUrl: null },
    ]);
    const search = discord.requests.find((request) => request.path.endsWith('/members/search'));
    expect(search?.headers.authorization).toBe('Bot bot-token');
  });

  it('grants a member who never used Galaxia and tells them', async () => {
    const { status, body } = await json(
      await owner.post(`/api/organiser/tournaments/${tournamentId}/streamers/discord`, { discordId: CASTER }),
    );
    expect(status).toBe(200);
    expect((body.streamers as { name: string }[]).map((streamer) => streamer.name)).toEqual(['Caster Bee']);
    const em = app.em();
    const user = await em.findOneOrFail(User, { discordId: CASTER });
    expect(await em.count(TournamentStreamer, { tournament: tournamentId, user: user.id })).toBe(1);
    expect(await em.count(Notification, { user: user.id, kind: 'streamer-granted' })).toBe(1);
  });

  it('refuses someone outside the server, and strangers to the tournament learn nothing', async () => {
    const outsider = await json(
      await owner.post(`/api/organiser/tournaments/${tournamentId}/streamers/discord`, {
        discordId: '840000000000000099',
      }),
    );
    expect(outsider).toMatchObject({
      status: 404,
      body: { error: 'This person is not a member of the tournament’s Discord server' },
    });
    const stranger = await signedIn(app, await createUser(app, 'Nosy'));
    const search = await stranger.get(`/api/organiser/tournaments/${tournamentId}/member-search?q=cas`);
    expect(search.status).toBe(404);
    const grant = await stranger.post(`/api/organiser/tournaments/${tournamentId}/streamers/discord`, {
      discordId: CASTER,
    });
    expect(grant.status).toBe(404);
    const empty = await owner.get(`/api/organiser/tournaments/${tournamentId}/member-search?q=`);
    expect(empty.status).toBe(400);
  });
});
