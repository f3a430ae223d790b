import { type EventMatchDetail, eventMatchDetailSchema, type MatchAction } from '@galaxia/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test-support/render-with-store.tsx';
import { MatchActions } from './match-actions.tsx';

const team = (id: string, name: string, players: string[]) => ({
  id,
  name,
  logo: null,
  players: players.map((player) => ({ id: `u-${player}`, name: player, role: 'Member', country: null })),
});

/** Night Owls against Hawks, a best of 3 the signed-in captain of the Night Owls may act on. */
const matchOf = (allowedActions: MatchAction[], overrides: Record<string, unknown> = {}): EventMatchDetail =>
  eventMatchDetailSchema.parse({
    id: 'm-1',
    displayId: 'qf-1',
    name: 'Quarter-final 1',
    phaseName: 'Playoffs',
    round: 'Quarter-finals',
    teamA: team('t-owls', 'Night Owls', ['Asha']),
    teamB: team('t-hawks', 'Hawks', ['Kabir']),
    status: 'scheduled',
    scoreA: null,
    scoreB: null,
    scheduledTime: '2026-12-05T14:30:00.000Z',
    completedTime: null,
    note: null,
    dependsOn: [],
    streamClaimed: false,
    streamer: null,
    bestOf: 3,
    viewerRole: 'team-rep',
    allowedActions,
    ...overrides,
  });

const answered = { status: 200, body: {} };

describe('the match actions', () => {
  it('shows exactly the moves the match allows the viewer, and nothing when there are none', () => {
    const { unmount } = renderWithStore(<MatchActions match={matchOf(['report', 'schedule'])} />);
    const actions = screen.getByRole('region', { name: 'Your actions as Team representative' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Report score', 'Propose a time']);
    unmount();
    renderWithStore(<MatchActions match={matchOf([])} />);
    expect(screen.queryByRole('region', { name: /Your actions/ })).toBeNull();
  });

  it('confirms a reported score with one press and says so', async () => {
    const { user, requests } = renderWithStore(<MatchActions match={matchOf(['confirm', 'dispute'])} />, {
      answers: { 'POST /api/matches/m-1/confirm': answered },
    });
    await user.click(screen.getByRole('button', { name: 'Confirm score' }));
    expect(await screen.findByText('Score confirmed')).toBeTruthy();
    expect(requests).toEqual([{ method: 'POST', path: '/api/matches/m-1/confirm', body: undefined }]);
  });

  it('says why a series report does not add up, and sends nothing', async () => {
    const { user, requests } = renderWithStore(<MatchActions match={matchOf(['report'])} />);
    await user.click(screen.getByRole('button', { name: 'Report score' }));
    const dialog = screen.getByRole('dialog', { name: 'Report score' });
    await user.type(within(dialog).getByLabelText('Game 1: Night Owls score'), '13');
    await user.type(within(dialog).getByLabelText('Game 1: Hawks score'), '9');
    await user.type(within(dialog).getByLabelText('Game 2: Night Owls score'), '7');
    await user.type(within(dialog).getByLabelText('Game 2: Hawks score'), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Report score' }));
    expect(
      within(dialog).getByText('This result does not decide the best of 3: a team needs 2 game wins'),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('reports a best of 3 game by game, adding the deciding game, then closes', async () => {
    const { user, requests } = renderWithStore(<MatchActions match={matchOf(['report'])} />, {
      answers: { 'POST /api/matches/m-1/report': answered },
    });
    await user.click(screen.getByRole('button', { name: 'Report score' }));
    const dialog = screen.getByRole('dialog', { name: 'Report score' });
    expect(within(dialog).getByRole('button', { name: 'Remove last game' })).toHaveProperty(
      'disabled',
      false,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add game' }));
    expect(within(dialog).getByRole('button', { name: 'Add game' })).toHaveProperty('disabled', true);
    const scores = [
      ['13', '9'],
      ['7', '13'],
      ['13', '11'],
    ];
    for (const [game, [a, b]] of scores.entries()) {
      await user.type(within(dialog).getByLabelText(`Game ${game + 1}: Night Owls score`), a!);
      await user.type(within(dialog).getByLabelText(`Game ${game + 1}: Hawks score`), b!);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Report score' }));
    expect(await screen.findByText('Score reported: the other team confirms or disputes it')).toBeTruthy();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/matches/m-1/report',
        body: {
          games: [
            { scoreA: 13, scoreB: 9, playerStats: [] },
            { scoreA: 7, scoreB: 13, playerStats: [] },
            { scoreA: 13, scoreB: 11, playerStats: [] },
          ],
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a dispute for its reason before sending it', async () => {
    const { user, requests } = renderWithStore(<MatchActions match={matchOf(['confirm', 'dispute'])} />, {
      answers: { 'POST /api/matches/m-1/dispute': answered },
    });
    await user.click(screen.getByRole('button', { name: 'Dispute score' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute score' });
    await user.click(within(dialog).getByRole('button', { name: 'Dispute score' }));
    expect(within(dialog).getByText('Say what is wrong with the reported score')).toBeTruthy();
    expect(requests).toEqual([]);
    await user.type(
      within(dialog).getByLabelText('What is wrong with the reported score?'),
      'Game 2 went to the Hawks',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Dispute score' }));
    expect(await screen.findByText('Dispute raised: the organisers will settle it')).toBeTruthy();
    expect(requests).toEqual([
      { method: 'POST', path: '/api/matches/m-1/dispute', body: { reason: 'Game 2 went to the Hawks' } },
    ]);
  });

  it('lets an organiser settle a dispute with a score and a note, checking the score first', async () => {
    const disputed = matchOf(['resolve'], { viewerRole: 'organiser', status: 'disputed', bestOf: 1 });
    const { user, requests } = renderWithStore(<MatchActions match={disputed} />, {
      answers: { 'POST /api/matches/m-1/resolve': answered },
    });
    expect(screen.getByRole('region', { name: 'Your actions as Organiser' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resolve dispute' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve dispute' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(within(dialog).getByText('Scores must be whole numbers of 0 or more')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Night Owls score'), '2');
    await user.type(within(dialog).getByLabelText('Hawks score'), '1');
    await user.type(within(dialog).getByLabelText('Note for both teams (optional)'), 'Replay checked');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(await screen.findByText('Dispute settled')).toBeTruthy();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/matches/m-1/resolve',
        body: { scoreA: 2, scoreB: 1, note: 'Replay checked' },
      },
    ]);
  });

  it("shows the server's refusal of a move as an alert", async () => {
    const { user } = renderWithStore(<MatchActions match={matchOf(['accept-time'])} />, {
      answers: {
        'POST /api/matches/m-1/accept': { status: 409, body: { error: 'The other team changed the time' } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Accept proposed time' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The other team changed the time');
  });
});
