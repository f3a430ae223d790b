import {
  Phase,
  RegistrationWindow,
  Team,
  TeamMember,
  Tournament,
  TournamentInvitation,
  TournamentRegistration,
} from '@galaxia/core/server';
import { openTournament } from '@galaxia/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test-support/actors.ts';
import { draftEventThroughApi, invitedFinalPlan } from '../test-support/event-setup.ts';
import { useOrganiserApp } from '../test-support/suite-app.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 33 item 5, every way in: a community's ban of a team or a player bars them from its tournaments
 * not only at registration but when the captain accepts an organiser's invitation (the team or a player
 * banned since the offer), when the organiser offers a banned team a place, and when the captain brings
 * on a substitute banned since the team entered, and when a team banned since it entered checks in for
 * the event; a freed place passes over a waitlisted team banned since it entered. Each refusal is registration's own message, and
 * nothing is stored.
 */
describe('community bans on every way into a tournament', () => {
  const { app, organiser, owner } = useOrganiserApp('Ishani');
  const refusal = async (response: Response) => [response.status, await response.json()];
  let invitational: string;

  /** A Valorant team of `size` active players, captain first, its captain signed in (names unique to this file). */
  const team = async (name: string, size = 2) => {
    const em = app.em();
    const players: Awaited<ReturnType<typeof createUser>>[] = [];
    for (let index = 0; index < size; index += 1)
      players.push(await createUser(app, index === 0 ? `${name} Captain` : `${name} Player ${index}`));
    const row = em.create(Team, { name, gameId: 'valorant', createdBy: players[0]!.id });
    for (const [index, player] of players.entries())
      em.create(TeamMember, {
        team: row,
        user: player.id,
        role: index === 0 ? 'captain' : 'member',
        status: 'active',
      });
    await em.flush();
    return { team: row, players, captain: await signedIn(app, players[0]!) };
  };
  const invite = (teamId: string) =>
    owner.post(`/api/organiser/tournaments/${invitational}/invitations`, { teamId });
  const entries = (teamId: string) => app.em().count(TournamentRegistration, { team: teamId });
  const invitationOf = (teamId: string) =>
    app.em().findOneOrFail(TournamentInvitation, { tournament: invitational, team: teamId });
  const banTeam = (body: Record<string, unknown>) =>
    owner.post(`/api/organiser/servers/${organiser.server.id}/team-bans`, body);
  const banPlayer = (body: Record<string, unknown>) =>
    owner.post(`/api/organiser/servers/${organiser.server.id}/bans`, body);

  beforeAll(async () => {
    invitational = await draftEventThroughApi(
      owner,
      {
        eventName: 'Ishani Invitational',
        seasonNumber: 1,
        gameId: 'valorant',
        serverId: organiser.server.id,
        publishDate: day(-1),
        format: 2,
        prizePool: '',
        eventDescription: '',
      },
      invitedFinalPlan({ startDate: day(2), endDate: day(3) }, { startDate: day(-3), endDate: day(1) }),
    );
  });

  it('refuses a team banned since its invitation when the captain accepts, and enters nothing', async () => {
    const { team: row, captain } = await team('Amber Hawks EP');
    const invited = await invite(row.id);
    expect(invited.status).toBe(201);
    const { id } = (await invited.json()) as { id: string };
    expect((await banTeam({ name: 'Amber Hawks EP', reason: 'Match fixing' })).status).toBe(200);

    expect(await refusal(await captain.post(`/api/tournament-invitations/${id}/accept`))).toEqual([
      403,
      {
        error: "Amber Hawks EP is banned from Ishani's Server's tournaments with no end date",
        code: 'COMMUNITY_BANS_TEAM_REFUSED',
      },
    ]);
    expect(await entries(row.id)).toBe(0);
    expect((await invitationOf(row.id)).status).toBe('pending');
    // Declining is still the captain's to do: it enters nothing.
    const declined = await captain.post(`/api/tournament-invitations/${id}/decline`);
    expect(declined.status).toBe(200);
    expect(await entries(row.id)).toBe(0);
  });

  it('refuses a team with a player banned since the invitation, the reason shown only when the ban says so', async () => {
    const { team: row, players, captain } = await team('Cobalt Lynx EP');
    const invited = await invite(row.id);
    expect(invited.status).toBe(201);
    const { id } = (await invited.json()) as { id: string };
    const accept = () => captain.post(`/api/tournament-invitations/${id}/accept`);
    const reason = 'Shared an account in Season 2';

    await banPlayer({ name: 'Cobalt Lynx EP Player 1', reason, until: '2031-03-01T06:30:00.000Z' });
    expect(await refusal(await accept())).toEqual([
      403,
      {
        error:
          "Cobalt Lynx EP Player 1 is banned from Ishani's Server's tournaments until 2031-03-01 12:00 IST",
        code: 'COMMUNITY_BANS_REFUSED',
      },
    ]);
    await banPlayer({ name: 'Cobalt Lynx EP Player 1', reason, showReason: true });
    expect(await refusal(await accept())).toEqual([
      403,
      {
        error: `Cobalt Lynx EP Player 1 is banned from Ishani's Server's tournaments with no end date: ${reason}`,
        code: 'COMMUNITY_BANS_REFUSED',
      },
    ]);
    expect(await entries(row.id)).toBe(0);
    expect((await invitationOf(row.id)).status).toBe('pending');

    // Once the ban is lifted the same invitation enters the team.
    const lifted = await owner.delete(`/api/organiser/servers/${organiser.server.id}/bans/${players[1]!.id}`);
    expect(lifted.status).toBe(200);
    const accepted = await accept();
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ status: 'accepted' });
    const entry = await app.em().findOneOrFail(TournamentRegistration, { team: row.id });
    expect([entry.status, entry.roster]).toEqual(['invited', players.map((player) => player.id)]);
  });

  it('refuses the organiser an invitation of a banned team, storing none', async () => {
    const { team: row } = await team('Dusk Herons EP');
    await banTeam({ name: 'Dusk Herons EP', reason: 'Abuse of staff', showReason: true });
    expect(await refusal(await invite(row.id))).toEqual([
      403,
      {
        error: "Dusk Herons EP is banned from Ishani's Server's tournaments with no end date: Abuse of staff",
        code: 'COMMUNITY_BANS_TEAM_REFUSED',
      },
    ]);
    expect(await app.em().count(TournamentInvitation, { team: row.id })).toBe(0);
  });

  it('refuses bringing on a substitute banned since the team entered, and keeps the roster', async () => {
    const { team: row, players, captain } = await team('Ember Foxes EP', 3);
    const cup = await openTournament(app.orm, organiser.server.id, { eventName: 'Ember Cup' });
    const ids = players.map((player) => player.id);
    const registered = await captain.post(`/api/events/${cup}/registrations`, {
      teamId: row.id,
      roster: ids,
    });
    expect(registered.status).toBe(201);
    await banPlayer({ name: 'Ember Foxes EP Player 2', reason: 'Cheating' });

    const swap = await captain.post(`/api/events/${cup}/registrations/${row.id}/swap`, {
      starterId: ids[1],
      substituteId: ids[2],
    });
    expect(await refusal(swap)).toEqual([
      403,
      {
        error: "Ember Foxes EP Player 2 is banned from Ishani's Server's tournaments with no end date",
        code: 'COMMUNITY_BANS_REFUSED',
      },
    ]);
    expect((await app.em().findOneOrFail(TournamentRegistration, { team: row.id })).roster).toEqual(ids);
  });
  it('refuses event check-in to a team banned since it registered, and leaves it not checked in', async () => {
    const { team: row, players, captain } = await team('Frost Owls EP');
    const cup = await openTournament(app.orm, organiser.server.id, { eventName: 'Frost Cup' });
    const registered = await captain.post(`/api/events/${cup}/registrations`, {
      teamId: row.id,
      roster: players.map((player) => player.id),
    });
    expect(registered.status).toBe(201);
    // Registration has closed and the organiser runs event check-in: the window in which teams confirm.
    const em = app.em();
    await em.nativeUpdate(Tournament, { id: cup }, { eventCheckIn: true });
    await em.nativeUpdate(RegistrationWindow, { tournament: cup }, { endDate: day(-1) });
    await banTeam({ name: 'Frost Owls EP', reason: 'Smurfing' });

    expect(await refusal(await captain.post(`/api/events/${cup}/check-in`, { teamId: row.id }))).toEqual([
      403,
      {
        error: "Frost Owls EP is banned from Ishani's Server's tournaments with no end date",
        code: 'COMMUNITY_BANS_TEAM_REFUSED',
      },
    ]);
    const entry = await app.em().findOneOrFail(TournamentRegistration, { tournament: cup, team: row.id });
    expect(entry.checkedInAt).toBeNull();
  });
  it('passes a freed place over a waitlisted team banned since it entered, to the next one waiting', async () => {
    const cup = await openTournament(app.orm, organiser.server.id, { eventName: 'Gale Cup' });
    await app.em().nativeUpdate(Phase, { tournament: cup }, { participatingTeams: 2 });
    const teams = [];
    for (const name of ['Gale One EP', 'Gale Two EP', 'Gale Three EP', 'Gale Four EP']) {
      const entered = await team(name);
      const response = await entered.captain.post(`/api/events/${cup}/registrations`, {
        teamId: entered.team.id,
        roster: entered.players.map((player) => player.id),
      });
      expect(response.status).toBe(201);
      teams.push(entered);
    }
    const statusOf = async (teamId: string) =>
      (await app.em().findOneOrFail(TournamentRegistration, { tournament: cup, team: teamId })).status;
    expect(await statusOf(teams[2]!.team.id)).toBe('waitlisted');
    await banPlayer({ name: 'Gale Three EP Player 1', reason: 'Boosting' });

    const withdrawn = await teams[0]!.captain.delete(`/api/events/${cup}/registrations/${teams[0]!.team.id}`);
    expect(withdrawn.status).toBe(200);
    expect(await statusOf(teams[2]!.team.id)).toBe('waitlisted');
    expect(await statusOf(teams[3]!.team.id)).toBe('registered');
  });
});
