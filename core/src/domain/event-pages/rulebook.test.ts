import { describe, expect, it } from 'vitest';
import type { GameId } from '../../contracts/games.ts';
import { emptyBreakdown } from '../breakdown/town-hall-breakdown.ts';
import { phaseBestOf } from './best-of.ts';
import { buildRulebook, generatedRulebook, type RulebookInput } from './rulebook.ts';

const bgmi: RulebookInput = {
  gameId: 'bgmi',
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
    const rulebook = buildRulebook(bgmi);
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
      gameId: 'coc',
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
      gameId: 'valorant',
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

const settings = (gameId: GameId, teamSize: { players: number; label: string }): RulebookInput => ({
  gameId,
  teamSize,
  requiresVerification: true,
  substitutes: 1,
  host: 'Galaxia Esports',
  breakdown: { ...emptyBreakdown(), '16': 2, '15': 3 },
  phases: [{ name: 'Playoffs', format: 'Single Elimination', totalTeams: 8 }],
});

const shooter = [
  'Check in 30 minutes before the match.',
  'Disputes must be raised within 15 minutes of the reported result.',
  'A team may register up to 1 substitute',
  'Teams have 10 minutes to join the lobby or forfeit the match.',
  'A player who disconnects has 5 minutes to reconnect.',
  'Playoffs (Single Elimination): best of 3.',
];
const phone = 'Every player needs a device with at least 4GB RAM and a connection of 50+ Mbps.';
const room = 'Room details are shared 15 minutes before the match.';
const war = ['Town Hall', 'TH', 'war', 'stars', 'destruction'];

describe('generatedRulebook: each game by its own rules', () => {
  it.each([
    ['bgmi', 'BGMI', 4, 'Squad'],
    ['pubg', 'PUBG Mobile', 4, 'Squad'],
    ['freefire', 'Free Fire', 4, 'Squad'],
    ['codm', 'Call of Duty Mobile', 5, '5v5'],
  ] as const)('%s: a phone, a custom room and a lobby to join, no war', (gameId, game, players, label) => {
    const markdown = generatedRulebook(settings(gameId, { players, label }));
    for (const rule of [...shooter, phone, room, `Every rostered player needs a verified ${game} account.`])
      expect(markdown).toContain(rule);
    for (const word of war) expect(markdown).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));
  });

  it('valorant: a connection and a lobby to join, but no phone, custom room or war', () => {
    const markdown = generatedRulebook(settings('valorant', { players: 5, label: '5v5' }));
    for (const rule of [...shooter, 'Every player needs a connection of 50+ Mbps.'])
      expect(markdown).toContain(rule);
    expect(markdown).not.toContain('RAM');
    expect(markdown).not.toContain(room);
    // Valorant has no verification method: the organiser's choice cannot ask for it.
    for (const word of war) expect(markdown).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));
  });

  it('clash of clans: the Town Hall breakdown, wars on stars, and nothing of a shooter', () => {
    const markdown = generatedRulebook(settings('coc', { players: 5, label: '5v5' }));
    for (const rule of [
      'Each team plays with exactly 5 players (5v5).',
      'A team may register up to 1 substitute',
      'Every rostered player needs a verified Clash of Clans account.',
      'Each war lineup fields exactly these Town Halls: 2 × TH16, 3 × TH15.',
      "Every player attacks from their own account: nobody may play another player's account.",
      'Check in 30 minutes before the match.',
      'The two clans start the war at the scheduled time, each with its registered lineup.',
      'A war is won on stars; with equal stars, the higher destruction percentage wins.',
      'Playoffs (Single Elimination): best of 3.',
      'Disputes must be raised within 15 minutes of the reported result.',
    ])
      expect(markdown).toContain(rule);
    for (const word of ['RAM', 'Mbps', 'lobby', 'Room details', 'reconnect', 'screen recording'])
      expect(markdown).not.toContain(word);
  });

  it('leaves the Town Halls out until a breakdown is saved', () => {
    const markdown = generatedRulebook({ ...settings('coc', { players: 5, label: '5v5' }), breakdown: null });
    expect(markdown).not.toContain('Town Hall');
  });

  it('writes Markdown: a heading per category, rules as a list, the notice quoted, names kept as typed', () => {
    const markdown = generatedRulebook({
      ...settings('valorant', { players: 5, label: '5v5' }),
      host: 'Team <b>_Kings_</b>',
      phases: [{ name: '*Finals*', format: 'Single Elimination', totalTeams: 4 }],
    });
    expect(markdown.match(/^## .+$/gm)).toEqual([
      '## Team Requirements',
      '## Technical Requirements',
      '## Match Procedures',
      '## Match Format',
      '## Results and Disputes',
    ]);
    expect(markdown).toContain('- Check in 30 minutes before the match.\n');
    expect(markdown).toContain('- \\*Finals\\* (Single Elimination): best of 3.');
    expect(markdown).toContain(
      "> **Important Notice**\n>\n> Breaking these rules can lead to a forfeit or disqualification. The organisers of Team \\<b\\>\\_Kings\\_\\</b\\> post every rule change in the event's announcements.\n",
    );
  });

  it("names the organiser's best-of per round, runs of one length together", () => {
    const markdown = generatedRulebook({
      ...settings('valorant', { players: 5, label: '5v5' }),
      phases: [
        { name: 'Playoffs', format: 'Single Elimination', totalTeams: 16, bestOf: { 'r-3': 5, 'r-4': 7 } },
      ],
    });
    expect(markdown).toContain(
      '- Playoffs (Single Elimination): Round 1 best of 1, Quarter-finals best of 3, Semi-finals best of 5, Final best of 7.',
    );
    // The organiser chose the series: the rulebook's default would only contradict the phase lines.
    expect(markdown).not.toContain('from the quarter-finals');
    const both = generatedRulebook({
      ...settings('coc', { players: 4, label: '4v4' }),
      phases: [
        { name: 'League', format: 'Group Stage', totalTeams: 6, numberOfGroups: 2 },
        { name: 'Knockouts', format: 'Single Elimination', totalTeams: 4, bestOf: { 'r-1': 1, 'r-2': 1 } },
      ],
    });
    expect(both).toContain(
      '## Match Format\n\n- League (Group Stage): best of 1.\n- Knockouts (Single Elimination): Semi-finals to Final best of 1.\n',
    );
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
