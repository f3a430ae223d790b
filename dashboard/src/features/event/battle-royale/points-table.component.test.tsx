import { type LobbyView, lobbyViewSchema, type PointsRowView } from '@galaxia/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../../test-support/render-with-store.tsx';
import { PointsTable } from './points-table.tsx';
import { PointsTableEditor } from './points-table-editor.tsx';

const row = (
  rank: number,
  name: string,
  figures: [number, number, number, number, number],
): PointsRowView => {
  const [matches, wwcd, placementPoints, killPoints, total] = figures;
  return {
    rank,
    team: { id: `t-${rank}`, name, logo: null },
    matches,
    wwcd,
    placementPoints,
    killPoints,
    kills: killPoints,
    total,
    averagePlacement: null,
  };
};

const rows = [
  row(1, 'Soul', [3, 2, 25, 18, 43]),
  row(2, 'GodLike', [3, 1, 20, 15, 35]),
  row(3, 'Blind', [3, 0, 12, 9, 21]),
];

/** Each row's cells as read: an abbreviation by its full title, the team by its name (not its logo's initials). */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((tableRow) =>
      Array.from(
        tableRow.querySelectorAll('th, td'),
        (cell) => cell.querySelector('[title]')?.getAttribute('title') ?? cell.textContent,
      ),
    );

describe('the battle-royale points table', () => {
  it('lists each team with its matches, chicken dinners, placement and kill points and total', () => {
    renderWithStore(<PointsTable title="Lobby A" caption="after 3 matches" rows={rows} qualifying={2} />);
    const table = screen.getByRole('table', { name: 'Lobby A after 3 matches' });
    expect(cellsOf(table)).toEqual([
      [
        '#',
        'Team',
        'Matches',
        'Matches won (winner winner chicken dinner)',
        'Placement points',
        'Kill points',
        'Total points',
      ],
      ['1', 'Soul', '3', '2', '25', '18', '43'],
      ['2', 'GodLike', '3', '1', '20', '15', '35'],
      ['3', 'Blind', '3', '0', '12', '9', '21'],
    ]);
    expect(within(table).getByTitle('Matches won (winner winner chicken dinner)').textContent).toBe('WWCD');
    expect(within(table).getByTitle('Placement points').textContent).toBe('PP');
  });

  it('links its title to the lobby when given one', () => {
    renderWithStore(<PointsTable title="Lobby A" titleHref="/events/ev-1/lobbies/l-1" rows={rows} />);
    expect(screen.getByRole('link', { name: 'Lobby A' }).getAttribute('href')).toBe(
      '/events/ev-1/lobbies/l-1',
    );
  });
});

const lobby: LobbyView = lobbyViewSchema.parse({
  id: 'l-1',
  tournamentId: 'tour-1',
  name: 'Lobby A',
  phaseIndex: 0,
  phaseName: 'Qualifiers',
  pointsTable: { placementPoints: [10, 6, 5, 4], killPoints: 1 },
  phaseActive: true,
  teams: [],
  matches: [],
  standings: [],
  viewer: { teamId: null, canManage: true },
});

describe("the organiser's points table editor", () => {
  it("starts from the phase's table and saves the edited one", async () => {
    const { user, requests } = renderWithStore(<PointsTableEditor lobby={lobby} />, {
      answers: {
        'PUT /api/organiser/tournaments/tour-1/phases/0/points-table': {
          status: 200,
          body: { placementPoints: [15, 12, 10], killPoints: 2 },
        },
      },
    });
    await user.click(screen.getByText('Points table (Qualifiers)'));
    const placements = screen.getByLabelText('Placement points from 1st, comma-separated');
    expect(placements).toHaveProperty('value', '10, 6, 5, 4');
    await user.clear(placements);
    await user.type(placements, '15, 12,10');
    const kills = screen.getByLabelText('Points per kill');
    await user.clear(kills);
    await user.type(kills, '2');
    await user.click(screen.getByRole('button', { name: 'Save table' }));
    expect(await screen.findByText('Points table saved: the standings are recomputed')).toBeTruthy();
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: '/api/organiser/tournaments/tour-1/phases/0/points-table',
        body: { placementPoints: [15, 12, 10], killPoints: 2 },
      },
    ]);
  });

  it("shows the server's refusal under the form", async () => {
    const { user } = renderWithStore(<PointsTableEditor lobby={lobby} />, {
      answers: {
        'PUT /api/organiser/tournaments/tour-1/phases/0/points-table': {
          status: 400,
          body: { error: 'A points table gives whole points from 0 to 100 for up to 25 placements' },
        },
      },
    });
    await user.click(screen.getByText('Points table (Qualifiers)'));
    await user.click(screen.getByRole('button', { name: 'Save table' }));
    expect(
      await screen.findByText('A points table gives whole points from 0 to 100 for up to 25 placements'),
    ).toBeTruthy();
  });
});
