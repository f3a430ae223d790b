import { describe, expect, it } from 'vitest';
import { rulebookSchema } from '../../contracts/public-event.ts';
import { phaseBestOf } from './best-of.ts';
import { buildRulebook } from './rulebook.ts';

const bgmi = {
  game: 'BGMI',
  teamSize: { players: 4, label: 'Squad' },
  requiresVerification: true,
  host: 'Galaxia Esports',
  phases: [
    { name: 'Qualifiers', format: 'Swiss' as const, totalTeams: 256 },
    { name: 'Group Stage', format: 'Group Stage' as const, totalTeams: 64 },
    { name: 'Playoffs', format: 'Single Elimination' as const, totalTeams: 32 },
    { name: 'Finals', format: 'Double Elimination' as const, totalTeams: 8 },
  ],
};

describe('buildRulebook', () => {
  it('gives five categories and the notice with the spec constants', () => {
    const rulebook = rulebookSchema.parse(buildRulebook(bgmi));
    expect(rulebook).toEqual({
      categories: [
        {
          title: 'Team Requirements',
          rules: [
            'Each team plays with exactly 4 players (Squad).',
            'A team may register up to 2 substitutes; the captain may swap one for a starter until the team checks in.',
            'Every rostered player needs a verified BGMI account.',
            'Only players on the registered roster may play.',
          ],
        },
        {
          title: 'Technical Requirements',
          rules: [
            'Every player needs a device with at least 4GB RAM and a connection of 50+ Mbps.',
            'A player who disconnects has 5 minutes to reconnect.',
            'Keep a screen recording of every match: it is your evidence in a dispute.',
          ],
        },
        {
          title: 'Match Procedures',
          rules: [
            'Check in 30 minutes before the match.',
            'Room details are shared 15 minutes before the match.',
            'Teams have 10 minutes to join the lobby or forfeit the match.',
          ],
        },
        {
          title: 'Match Format',
          rules: [
            'Matches are best of 3 from the quarter-finals, best of 1 in earlier rounds.',
            'Qualifiers (Swiss): best of 1.',
            'Group Stage: best of 1.',
            'Playoffs (Single Elimination): best of 1 until the quarter-finals, best of 3 from the quarter-finals.',
            'Finals (Double Elimination): best of 3.',
          ],
        },
        {
          title: 'Results and Disputes',
          rules: [
            'Both team representatives report the result; the other team confirms or disputes it.',
            'Disputes must be raised within 15 minutes of the reported result.',
            'The organisers settle every dispute and their decision is final.',
          ],
        },
      ],
      notice: {
        title: 'Important Notice',
        text: "Breaking these rules can lead to a forfeit or disqualification. The organisers of Galaxia Esports post every rule change in the event's announcements.",
      },
    });
  });

  it('fits other games and sizes, and leaves out what does not apply', () => {
    const clash = buildRulebook({
      ...bgmi,
      game: 'Clash of Clans',
      teamSize: { players: 1, label: '1v1' },
      requiresVerification: false,
      phases: [],
    });
    expect(clash.categories[0]!.rules).toEqual([
      'Each team plays with exactly 1 player (1v1).',
      'A team may register up to 2 substitutes; the captain may swap one for a starter until the team checks in.',
      'Only players on the registered roster may play.',
    ]);
    expect(clash.categories[3]!.rules).toHaveLength(1);
    expect(buildRulebook({ ...bgmi, teamSize: null }).categories[0]!.rules[0]).toBe(
      'A team may register up to 2 substitutes; the captain may swap one for a starter until the team checks in.',
    );
  });

  it("states a 5v5 and the tournament's own number of substitutes", () => {
    const valorant = buildRulebook({
      ...bgmi,
      game: 'Valorant',
      teamSize: { players: 5, label: '5v5' },
      requiresVerification: false,
      substitutes: 1,
    });
    expect(valorant.categories[0]!.rules.slice(0, 2)).toEqual([
      'Each team plays with exactly 5 players (5v5).',
      'A team may register up to 1 substitute; the captain may swap one for a starter until the team checks in.',
    ]);
    expect(buildRulebook({ ...bgmi, substitutes: 0 }).categories[0]!.rules[1]).toBe(
      'This event takes no substitutes.',
    );
  });

  it('describes lobby phases by lobbies, matches and the points table, with no series rule when every phase is one', () => {
    const season = buildRulebook({
      ...bgmi,
      phases: [
        {
          name: 'Lobby Stage',
          format: 'Battle Royale',
          totalTeams: 32,
          numberOfGroups: 2,
          matchesPerLobby: 4,
        },
        {
          name: 'Grand Final',
          format: 'Battle Royale',
          totalTeams: 16,
          numberOfGroups: 1,
          matchesPerLobby: 6,
        },
      ],
    });
    expect(season.categories[3]!.rules).toEqual([
      'Lobby matches score placement points plus kill points; the points table ranks teams by total points, then match wins, placement points, kill points and the best placement in the latest match.',
      'Lobby Stage (Battle Royale): 2 lobbies, 4 matches in each.',
      'Grand Final (Battle Royale): 1 lobby, 6 matches in each.',
    ]);
  });
});

describe('phaseBestOf', () => {
  it('plays best of 3 from the quarter-finals (eight teams left) and best of 1 before', () => {
    expect(phaseBestOf({ format: 'Single Elimination', totalTeams: 8 })).toEqual({
      kind: 'single',
      bestOf: 3,
    });
    expect(phaseBestOf({ format: 'Double Elimination', totalTeams: 16 })).toEqual({
      kind: 'from-quarter-finals',
      earlier: 1,
      bestOf: 3,
    });
    expect(phaseBestOf({ format: 'Group Stage', totalTeams: 8 })).toEqual({ kind: 'single', bestOf: 1 });
  });
});
