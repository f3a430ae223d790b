import { bgmiSeasonAfterLobby1, playSeasonMatch, registeredSeason, startSeasonPhase } from '@galaxia/testkit';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../test-support/actors.ts';
import { useTestApp } from '../test-support/suite-app.ts';

/** Issue 30 item 6: the organiser's CSV downloads, read back the way a spreadsheet would. */
describe('CSV exports for organisers', () => {
  const app = useTestApp();
  const teams = ['टीम सितारा', 'Alpha, "The" Squad', '=HYPERLINK("x")', 'Night Owls'];

  async function playoffs() {
    const season = await registeredSeason(
      app,
      [{ name: 'Playoffs', format: 'Single Elimination', participatingTeams: 4, isFinal: true }],
      { eventName: 'भारत Cup', teams, format: 2, people: { isDemo: true } },
    );
    await startSeasonPhase(app, season);
    // sf-1 is seed 1 v seed 4, sf-2 seed 2 v seed 3.
    await playSeasonMatch(app, season, 'sf-1', 'A');
    return season;
  }

  async function download(client: Awaited<ReturnType<typeof signedIn>>, path: string) {
    const answer = await client.get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    // A byte-order mark, so Excel reads the UTF-8 Devanagari as such.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    return { text, rows: parse(text) as string[][], disposition: answer.headers.get('content-disposition') };
  }

  it('lists every entry with one row per player, names with commas, quotes and Devanagari intact', async () => {
    const season = await playoffs();
    const organiser = await signedIn(app, { id: season.organiser.userId });
    const { rows, text, disposition } = await download(
      organiser,
      `/api/organiser/tournaments/${season.tournamentId}/exports/registrations`,
    );
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('भारत-cup-season-1-registrations.csv')}`,
    );
    expect(text).toContain('"Alpha, ""The"" Squad"');
    expect(rows[0]).toEqual([
      'Team',
      'Status',
      'Registered at',
      'Checked in at',
      'Awaiting verification',
      'Player',
      'Substitute',
      'Verification',
    ]);
    expect(
      rows.slice(1).map((row) => [row[0], row[1], row[2], row[3], row[4], row[5], row[6], row[7]]),
    ).toEqual([
      [
        'टीम सितारा',
        'registered',
        '2026-01-01T10:00:00.000Z',
        '',
        'no',
        'टीम सितारा Captain',
        'no',
        'accepted',
      ],
      [
        'टीम सितारा',
        'registered',
        '2026-01-01T10:00:00.000Z',
        '',
        'no',
        'टीम सितारा Player 1',
        'no',
        'accepted',
      ],
      [
        'Alpha, "The" Squad',
        'registered',
        '2026-01-01T10:01:00.000Z',
        '',
        'no',
        'Alpha, "The" Squad Captain',
        'no',
        'accepted',
      ],
      [
        'Alpha, "The" Squad',
        'registered',
        '2026-01-01T10:01:00.000Z',
        '',
        'no',
        'Alpha, "The" Squad Player 1',
        'no',
        'accepted',
      ],
      // A spreadsheet must not run a team's name as a formula.
      [
        `'=HYPERLINK("x")`,
        'registered',
        '2026-01-01T10:02:00.000Z',
        '',
        'no',
        `'=HYPERLINK("x") Captain`,
        'no',
        'accepted',
      ],
      [
        `'=HYPERLINK("x")`,
        'registered',
        '2026-01-01T10:02:00.000Z',
        '',
        'no',
        `'=HYPERLINK("x") Player 1`,
        'no',
        'accepted',
      ],
      [
        'Night Owls',
        'registered',
        '2026-01-01T10:03:00.000Z',
        '',
        'no',
        'Night Owls Captain',
        'no',
        'accepted',
      ],
      [
        'Night Owls',
        'registered',
        '2026-01-01T10:03:00.000Z',
        '',
        'no',
        'Night Owls Player 1',
        'no',
        'accepted',
      ],
    ]);
  });

  it('gives each duel match its score and winner, and each battle-royale squad its placement and kills', async () => {
    const season = await playoffs();
    const organiser = await signedIn(app, { id: season.organiser.userId });
    const { rows } = await download(
      organiser,
      `/api/organiser/tournaments/${season.tournamentId}/exports/results`,
    );
    expect(rows[0]?.slice(0, 10)).toEqual([
      'Row',
      'Phase',
      'Match',
      'Game',
      'Status',
      'Team A',
      'Team B',
      'Score A',
      'Score B',
      'Winner',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 10))).toEqual([
      [
        'match',
        'Playoffs',
        'Semi-final 1',
        '',
        'completed',
        'टीम सितारा',
        'Night Owls',
        '2',
        '1',
        'टीम सितारा',
      ],
      // The best-of-3 semi-final was reported as its games: one row each.
      ...[
        ['1', '1', '0'],
        ['2', '0', '1'],
        ['3', '1', '0'],
      ].map(([game, a, b]) => [
        'game',
        'Playoffs',
        'Semi-final 1',
        game,
        'completed',
        'टीम सितारा',
        'Night Owls',
        a,
        b,
        '',
      ]),
      [
        'match',
        'Playoffs',
        'Semi-final 2',
        '',
        'pending',
        'Alpha, "The" Squad',
        `'=HYPERLINK("x")`,
        '',
        '',
        '',
      ],
      ['match', 'Playoffs', 'Final', '', 'upcoming', 'टीम सितारा', '', '', '', ''],
    ]);

    const bgmi = await bgmiSeasonAfterLobby1(app, { people: { isDemo: true }, killsOf: (seed) => seed });
    const bgmiOrganiser = await signedIn(app, { id: bgmi.organiser.userId });
    const lobby = await download(
      bgmiOrganiser,
      `/api/organiser/tournaments/${bgmi.tournamentId}/exports/results`,
    );
    const squadRows = lobby.rows.filter((row) => row[0] === 'lobby team');
    // Two lobbies have played Match 1: 16 squads each.
    expect(squadRows).toHaveLength(32);
    const first = squadRows[0]!;
    expect([first[1], first[2], first[10], first[12], first[13]]).toEqual([
      'Lobby Stage',
      'Lobby A · Match 1',
      'Squad 1',
      '1',
      '4',
    ]);
    const players = lobby.rows.filter((row) => row[0] === 'player' && row[10] === 'Squad 1');
    expect(players.map((row) => [row[11], row[13]])).toEqual([
      ['Squad 1 Captain', '1'],
      ['Squad 1 Player 1', '1'],
      ['Squad 1 Player 2', '1'],
      ['Squad 1 Player 3', '1'],
    ]);
  });

  it('gives the points tables the public sees', async () => {
    const bgmi = await bgmiSeasonAfterLobby1(app, { people: { isDemo: true } });
    const organiser = await signedIn(app, { id: bgmi.organiser.userId });
    const { rows } = await download(
      organiser,
      `/api/organiser/tournaments/${bgmi.tournamentId}/exports/standings`,
    );
    const tables = await (await app.client().get(`/api/events/${bgmi.tournamentId}/points-tables`)).json();
    const overall = (
      tables as { phases: { overall: { rank: number; team: { name: string }; total: number }[] }[] }
    ).phases[0]!.overall;
    const exported = rows
      .filter((row) => row[1] === 'Overall')
      .map((row) => [Number(row[2]), row[3], Number(row[8])]);
    expect(exported).toEqual(overall.map((row) => [row.rank, row.team.name, row.total]));
    expect(exported).toHaveLength(32);
  });

  it('answers a stranger as if the tournament did not exist, and names the exports to a wrong kind', async () => {
    const season = await playoffs();
    const stranger = await signedIn(app, { id: season.teams[0]!.captain.userId });
    const refused = await stranger.get(
      `/api/organiser/tournaments/${season.tournamentId}/exports/registrations`,
    );
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: 'Tournament not found' });

    expect(
      (await app.client().get(`/api/organiser/tournaments/${season.tournamentId}/exports/results`)).status,
    ).toBe(401);

    const organiser = await signedIn(app, { id: season.organiser.userId });
    const wrong = await organiser.get(`/api/organiser/tournaments/${season.tournamentId}/exports/payments`);
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain(
      'Choose an export: registrations, results or standings',
    );
  });
});
