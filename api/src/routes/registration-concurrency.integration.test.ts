import { Team, TeamMember, TournamentRegistration } from '@galaxia/core/server';
import { openTournament } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';

/**
 * Issue 35: registrations no longer queue on the tournament row for their whole transaction, only for
 * counting the places and writing the entry. Captains registering at the same moment must still get
 * exactly the rules: the places filled and no more (the rest waitlisted), one entry per team, and one
 * team per player. (16 captains: sign-in allows 30 a minute from one address.)
 */
describe('captains registering at the same moment', () => {
  const { app, organiser } = useOrganiserApp('Farhan');

  /** A solo Valorant team (captain only, or with the given extra players), its captain signed in. */
  const team = async (name: string, extra: { id: string }[] = []) => {
    const captain = await createUser(app, `${name} Captain`);
    const em = app.em();
    const row = em.create(Team, { name, gameId: 'valorant', createdBy: captain.id });
    for (const [index, player] of [captain, ...extra].entries())
      em.create(TeamMember, {
        team: row,
        user: player.id,
        role: index === 0 ? 'captain' : 'member',
        status: 'active',
      });
    await em.flush();
    return { team: row, captain, client: await signedIn(app, captain) };
  };
  const statusesOf = async (tournamentId: string) => {
    const rows = await app.em().find(TournamentRegistration, { tournament: tournamentId });
    return rows.map((row) => row.status).sort();
  };

  it('fills the 8 places once when 16 captains register at once: 8 registered, 8 waitlisted', async () => {
    const tournament = await openTournament(app.orm, organiser.server.id, {
      eventName: 'Farhan Rush Cup',
      format: 1,
    });
    const teams = [];
    for (let index = 0; index < 16; index += 1) teams.push(await team(`Rush ${index + 1}`));

    const answers = await Promise.all(
      teams.map(({ team: row, captain, client }) =>
        client.post(`/api/events/${tournament}/registrations`, { teamId: row.id, roster: [captain.id] }),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(201));
    const told = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { status: string }).status),
    );
    expect(told.filter((status) => status === 'registered')).toHaveLength(8);
    expect(told.filter((status) => status === 'waitlisted')).toHaveLength(8);
    expect(await statusesOf(tournament)).toEqual([
      ...Array(8).fill('registered'),
      ...Array(8).fill('waitlisted'),
    ]);
  });

  it('enters a team once when its captain sends the registration twice at once', async () => {
    const tournament = await openTournament(app.orm, organiser.server.id, {
      eventName: 'Farhan Double Click Cup',
      format: 1,
    });
    const { team: row, captain, client } = await team('Double Click');
    const send = () =>
      client.post(`/api/events/${tournament}/registrations`, { teamId: row.id, roster: [captain.id] });

    const answers = await Promise.all([send(), send()]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(((await refused.json()) as { error: string }).error).toBe(
      'This team is already entered in this tournament',
    );
    expect(await statusesOf(tournament)).toEqual(['registered']);
  });

  it('lets only one of two teams sharing a player in when both register at once', async () => {
    const tournament = await openTournament(app.orm, organiser.server.id, {
      eventName: 'Farhan Shared Cup',
      format: 2,
    });
    const shared = await createUser(app, 'Zoya Shared');
    const first = await team('Shared First', [shared]);
    const second = await team('Shared Second', [shared]);

    const answers = await Promise.all(
      [first, second].map(({ team: row, captain, client }) =>
        client.post(`/api/events/${tournament}/registrations`, {
          teamId: row.id,
          roster: [captain.id, shared.id],
        }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Zoya Shared already plays for another team in this tournament',
    );
    expect(await statusesOf(tournament)).toEqual(['registered']);
  });
});
