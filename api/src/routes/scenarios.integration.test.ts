import type { EventMatchSummary, EventPointsTables } from '@galaxia/core';
import { bgmiSeasonAfterLobby1, doubleEliminationMidPhase } from '@galaxia/testkit';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/suite-app.ts';

type MatchRow = EventMatchSummary;

/** The testkit's named scenarios, as anyone reads them through the public API. */
describe('testkit scenarios through the API', () => {
  const app = useTestApp();

  it('a 16-team double elimination mid-phase', async () => {
    const season = await doubleEliminationMidPhase(app, { eventName: 'Double Cup' });
    const answer = await app.client().get(`/api/events/${season.tournamentId}/matches?pageSize=50`);
    expect(answer.status).toBe(200);
    const { items } = (await answer.json()) as { items: MatchRow[] };
    const row = (match: MatchRow) => [
      match.name,
      match.status,
      match.teamA?.name,
      match.teamB?.name,
      match.winner,
    ];
    // Completed matches list newest first: read the round in bracket order.
    const byName = (a: MatchRow, b: MatchRow) => a.name.localeCompare(b.name, 'en', { numeric: true });
    expect(
      items
        .filter((match) => match.round === 'Winners Round 1')
        .sort(byName)
        .map(row),
    ).toEqual([
      ['Winners Round 1 Match 1', 'completed', 'Seed 1', 'Seed 16', 'A'],
      ['Winners Round 1 Match 2', 'completed', 'Seed 8', 'Seed 9', 'A'],
      ['Winners Round 1 Match 3', 'completed', 'Seed 4', 'Seed 13', 'A'],
      ['Winners Round 1 Match 4', 'completed', 'Seed 5', 'Seed 12', 'A'],
      ['Winners Round 1 Match 5', 'completed', 'Seed 2', 'Seed 15', 'A'],
      ['Winners Round 1 Match 6', 'completed', 'Seed 7', 'Seed 10', 'A'],
      ['Winners Round 1 Match 7', 'completed', 'Seed 3', 'Seed 14', 'A'],
      ['Winners Round 1 Match 8', 'completed', 'Seed 6', 'Seed 11', 'A'],
    ]);
    expect(items.find((match) => match.displayId === 'wb2-1')).toMatchObject({
      status: 'pending',
      teamA: { name: 'Seed 1' },
      teamB: { name: 'Seed 8' },
    });
    expect(items.find((match) => match.displayId === 'lb1-1')).toMatchObject({
      status: 'pending',
      teamA: { name: 'Seed 16' },
      teamB: { name: 'Seed 9' },
    });
  });

  it('a BGMI season after lobby 1', async () => {
    const season = await bgmiSeasonAfterLobby1(app);
    const answer = await app.client().get(`/api/events/${season.tournamentId}/points-tables`);
    expect(answer.status).toBe(200);
    const [lobbyStage] = ((await answer.json()) as EventPointsTables).phases;
    expect(lobbyStage).toMatchObject({ phaseName: 'Lobby Stage', status: 'active' });
    expect(
      lobbyStage!.lobbies.map((lobby) => [lobby.name, lobby.matches.map((match) => match.status)]),
    ).toEqual([
      ['Lobby A', ['completed', 'upcoming', 'upcoming', 'upcoming']],
      ['Lobby B', ['completed', 'upcoming', 'upcoming', 'upcoming']],
    ]);
    expect(
      lobbyStage!.lobbies[0]!.standings.slice(0, 3).map((row) => [row.team.name, row.kills, row.total]),
    ).toEqual([
      ['Squad 1', 4, 14],
      ['Squad 4', 4, 10],
      ['Squad 5', 4, 9],
    ]);
  });
});
