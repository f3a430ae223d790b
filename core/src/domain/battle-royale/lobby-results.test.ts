import { describe, expect, it } from 'vitest';
import { checkLobbyResults, type LobbyTeam, placementClashes } from './lobby-results.ts';

const teams: LobbyTeam[] = [
  { id: 'a', name: 'Alpha', roster: ['a1', 'a2'] },
  { id: 'b', name: 'Bravo', roster: ['b1', 'b2'] },
  { id: 'c', name: 'Charlie', roster: ['c1'] },
];

const valid = [
  { teamId: 'a', placement: 2, kills: [{ userId: 'a1', kills: 3 }] },
  {
    teamId: 'b',
    placement: 1,
    kills: [
      { userId: 'b1', kills: 0 },
      { userId: 'b2', kills: 4 },
    ],
  },
  { teamId: 'c', placement: 3, kills: [] },
];

describe('checkLobbyResults', () => {
  it('accepts every team once with placements 1..n and rostered kills', () => {
    expect(() => checkLobbyResults(teams, valid)).not.toThrow();
  });

  it('refuses a missing, repeated or foreign team', () => {
    const message = 'Results must list every team of the lobby exactly once';
    expect(() => checkLobbyResults(teams, valid.slice(0, 2))).toThrow(message);
    expect(() => checkLobbyResults(teams, [...valid.slice(0, 2), { ...valid[0]!, placement: 3 }])).toThrow(
      message,
    );
    expect(() => checkLobbyResults(teams, [...valid.slice(0, 2), { ...valid[2]!, teamId: 'z' }])).toThrow(
      message,
    );
  });

  it('refuses a repeated placement naming the teams that share it', () => {
    expect(() => checkLobbyResults(teams, [valid[0]!, valid[1]!, { ...valid[2]!, placement: 2 }])).toThrow(
      'Place 2 is given to Alpha and Charlie: each place goes to one team',
    );
    expect(
      placementClashes([
        { teamId: 'a', placement: 1 },
        { teamId: 'b', placement: 1 },
        { teamId: 'c', placement: 1 },
        { teamId: 'd', placement: 4 },
      ]),
    ).toEqual([{ placement: 1, teamIds: ['a', 'b', 'c'] }]);
  });

  it('refuses out-of-range placements', () => {
    const message = 'Placements must be 1 to 3, each used once';
    expect(() => checkLobbyResults(teams, [valid[0]!, valid[1]!, { ...valid[2]!, placement: 4 }])).toThrow(
      message,
    );
    expect(() => checkLobbyResults(teams, [valid[0]!, valid[1]!, { ...valid[2]!, placement: 0 }])).toThrow(
      message,
    );
    expect(() => checkLobbyResults(teams, [valid[0]!, valid[1]!, { ...valid[2]!, placement: 2.5 }])).toThrow(
      message,
    );
  });

  it('refuses negative or fractional kills', () => {
    const message = 'Kills must be whole numbers of at least 0';
    expect(() =>
      checkLobbyResults(teams, [
        { ...valid[0]!, kills: [{ userId: 'a1', kills: -1 }] },
        valid[1]!,
        valid[2]!,
      ]),
    ).toThrow(message);
    expect(() =>
      checkLobbyResults(teams, [
        { ...valid[0]!, kills: [{ userId: 'a1', kills: 1.5 }] },
        valid[1]!,
        valid[2]!,
      ]),
    ).toThrow(message);
  });

  it("refuses kills for a player not on the team's roster, or twice for one player", () => {
    expect(() =>
      checkLobbyResults(teams, [{ ...valid[0]!, kills: [{ userId: 'b1', kills: 1 }] }, valid[1]!, valid[2]!]),
    ).toThrow("Kills can only be given for players on Alpha's roster");
    expect(() =>
      checkLobbyResults(teams, [
        {
          ...valid[0]!,
          kills: [
            { userId: 'a1', kills: 1 },
            { userId: 'a1', kills: 2 },
          ],
        },
        valid[1]!,
        valid[2]!,
      ]),
    ).toThrow('A player has more than one kills line');
  });

  it('leaves a no-show squad out: placements run over the squads that played (issue 28)', () => {
    const withNoShow = teams.map((team) => (team.id === 'c' ? { ...team, noShow: true } : team));
    const played = valid.slice(0, 2);
    expect(() => checkLobbyResults(withNoShow, played)).not.toThrow();
    expect(() => checkLobbyResults(withNoShow, valid)).toThrow(
      'Charlie did not check in and scores 0 for this match: leave it out of the results',
    );
    expect(() => checkLobbyResults(withNoShow, [played[0]!, { ...played[1]!, placement: 3 }])).toThrow(
      'Placements must be 1 to 2, each used once',
    );
  });
});
