import { describe, expect, it } from 'vitest';
import type { DatabaseTruth, TruthMatch } from './database-truth.ts';
import { compareDiscordPosts } from './discord-posts.ts';

const EVENT = '11111111-1111-4111-8111-111111111111';
const sage = { id: 'team-sage', name: 'Sage Wall' };
const killjoy = { id: 'team-killjoy', name: 'Killjoy Lockdown' };
const groupMatch: TruthMatch = {
  id: '22222222-2222-4222-8222-222222222222',
  displayId: 'g1-m1',
  name: 'Match 1',
  phaseName: 'Groups',
  teamA: sage,
  teamB: killjoy,
  scoreA: 13,
  scoreB: 10,
  status: 'completed',
  winner: 'A',
  games: null,
  playerLines: [],
};
const final: TruthMatch = {
  ...groupMatch,
  id: '33333333-3333-4333-8333-333333333333',
  displayId: 'final',
  name: 'Grand Final',
  phaseName: 'Playoffs',
  scoreA: 1,
  scoreB: 2,
  winner: 'B',
  games: [
    { scoreA: 13, scoreB: 8 },
    { scoreA: 10, scoreB: 13 },
    { scoreA: 11, scoreB: 13 },
  ],
};
const truth: DatabaseTruth = {
  tournament: { id: EVENT, name: 'Valorant Season Cup', gameId: 'valorant' },
  phases: [
    { name: 'Groups', status: 'completed', startedAutomatically: false },
    { name: 'Playoffs', status: 'completed', startedAutomatically: true },
  ],
  finished: true,
  matches: [groupMatch, final],
  lobbyPhases: [],
  champion: killjoy,
  placings: [
    { place: 1, team: killjoy, points: null },
    { place: 2, team: sage, points: null },
  ],
};

const url = (matchId: string) => `http://galaxia.test/events/${EVENT}/matches/${matchId}`;
const post = (title: string, description: string, link = `http://galaxia.test/events/${EVENT}/brackets`) => ({
  id: String(Math.random()),
  channelId: 'announcements',
  body: { embeds: [{ title, description, url: link }] },
});
/** What the product posts for the season above, in order, as the workers render it. */
const posts = () => [
  post(
    'Groups has started',
    'The matches of Groups in Valorant Season Cup are out. Find yours on the bracket.',
  ),
  post('Match 1: Killjoy Lockdown wins', 'Sage Wall 11 - 13 Killjoy Lockdown', url(groupMatch.id)),
  post(
    'Dispute resolved: Match 1',
    'An organiser set the result: Sage Wall 11 - 13 Killjoy Lockdown',
    url(groupMatch.id),
  ),
  // The correction, posted again: the last word on the match.
  post('Match 1: Sage Wall wins', 'Sage Wall 13 - 10 Killjoy Lockdown', url(groupMatch.id)),
  post(
    'Playoffs has started',
    'The matches of Playoffs in Valorant Season Cup are out. Find yours on the bracket. It started automatically once its qualifiers were known.',
  ),
  post(
    'Grand Final: Killjoy Lockdown wins',
    [
      'Sage Wall 1 - 2 Killjoy Lockdown',
      'Game 1: Sage Wall 13 - 8 Killjoy Lockdown',
      'Game 2: Sage Wall 10 - 13 Killjoy Lockdown',
      'Game 3: Sage Wall 11 - 13 Killjoy Lockdown',
    ].join('\n'),
    url(final.displayId),
  ),
  post(
    'Valorant Season Cup is complete',
    [
      'Champion: Killjoy Lockdown',
      '2nd: Sage Wall',
      'Thanks for playing! The final standings and stats are on the event page.',
    ].join('\n'),
  ),
];

const mismatchesOf = (list: readonly unknown[], of = truth) => {
  const found: { field: string; expected: string; actual: string }[] = [];
  let compared = 0;
  compareDiscordPosts(of, list, (_view, field, expected, actual) => {
    compared += 1;
    if (JSON.stringify(expected) !== JSON.stringify(actual))
      found.push({ field, expected: String(expected), actual: String(actual) });
  });
  return { found, compared };
};

describe('the bot’s posts against the database', () => {
  it('finds nothing wrong when every last word agrees with the database', () => {
    const { found, compared } = mismatchesOf(posts());
    expect(found).toEqual([]);
    expect(compared).toBe(12);
  });

  it('names a corrected match whose last post still shows the score before the correction', () => {
    const list = posts().filter((p) => p.body.embeds[0]?.title !== 'Match 1: Sage Wall wins');
    expect(mismatchesOf(list).found).toEqual([
      {
        field: 'Match 1 last result post',
        expected: 'An organiser set the result: Sage Wall 13 - 10 Killjoy Lockdown',
        actual: 'An organiser set the result: Sage Wall 11 - 13 Killjoy Lockdown',
      },
    ]);
  });

  it('names a result post that gives a team the other team’s score', () => {
    const list = posts().map((p) =>
      p.body.embeds[0]?.title === 'Match 1: Sage Wall wins'
        ? post('Match 1: Sage Wall wins', 'Sage Wall 10 - 13 Killjoy Lockdown', url(groupMatch.id))
        : p,
    );
    expect(mismatchesOf(list).found).toEqual([
      {
        field: 'Match 1 last result score',
        expected: 'Sage Wall 13 - 10 Killjoy Lockdown',
        actual: 'Sage Wall 10 - 13 Killjoy Lockdown',
      },
    ]);
  });

  it('names a completion post that crowns the wrong team, and one posted before the final’s result', () => {
    const list = posts();
    const completion = list.pop()!;
    const wrong = post(
      'Valorant Season Cup is complete',
      'Champion: Sage Wall\n2nd: Killjoy Lockdown\nThanks for playing!',
    );
    list.splice(5, 0, { ...completion, body: wrong.body });
    expect(mismatchesOf(list).found).toEqual([
      {
        field: 'completion post place 1',
        expected: 'Champion: Killjoy Lockdown',
        actual: 'Champion: Sage Wall',
      },
      { field: 'completion post place 2', expected: '2nd: Sage Wall', actual: '2nd: Killjoy Lockdown' },
      { field: 'completion post after every result post', expected: 'true', actual: 'false' },
    ]);
  });

  it('names a completed match nobody posted, a phase start never posted, and a missing completion post', () => {
    const list = posts().filter(
      (p) =>
        !/^(Grand Final: |Playoffs has started|Valorant Season Cup is complete)/.test(
          p.body.embeds[0]!.title,
        ),
    );
    expect(mismatchesOf(list).found).toEqual([
      {
        field: 'Grand Final result post',
        expected: 'Grand Final: Killjoy Lockdown wins',
        actual: 'none posted',
      },
      { field: 'Playoffs started post', expected: 'true', actual: 'false' },
      { field: 'completion posts', expected: '1', actual: '0' },
    ]);
  });

  it('names a phase-start post that says an organiser started what the close of its feeders started', () => {
    const list = posts().map((p) =>
      p.body.embeds[0]!.title === 'Playoffs has started'
        ? post(
            'Playoffs has started',
            'The matches of Playoffs in Valorant Season Cup are out. Find yours on the bracket.',
          )
        : p,
    );
    expect(mismatchesOf(list).found).toEqual([
      { field: 'Playoffs started automatically', expected: 'true', actual: 'false' },
    ]);
  });

  it('names a match-thread card left on a final score the database no longer holds', () => {
    const card = {
      id: 'card',
      channelId: 'thread',
      body: {
        embeds: [
          {
            title: 'Valorant Season Cup: Round 1',
            url: url(groupMatch.id),
            fields: [
              { name: 'Teams', value: 'Sage Wall vs Killjoy Lockdown' },
              { name: 'Status', value: 'Final: Sage Wall 11–13 Killjoy Lockdown' },
            ],
          },
        ],
      },
    };
    expect(mismatchesOf([...posts(), card]).found).toEqual([
      {
        field: 'Match 1 thread card',
        expected: 'Final: Sage Wall 13–10 Killjoy Lockdown',
        actual: 'Final: Sage Wall 11–13 Killjoy Lockdown',
      },
    ]);
  });
});
