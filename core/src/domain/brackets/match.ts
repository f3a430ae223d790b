import type { BracketMatch, BracketMatchSide, SlotSource, SlotTarget } from './types.ts';

interface NewMatch {
  id: string;
  name: string;
  roundKey: string;
  round: number;
  side: BracketMatchSide;
  position: number;
  sourceA: SlotSource;
  sourceB: SlotSource;
  teamA?: string | null;
  teamB?: string | null;
  group?: number;
}

export const newMatch = (m: NewMatch): BracketMatch => ({
  id: m.id,
  name: m.name,
  roundKey: m.roundKey,
  round: m.round,
  side: m.side,
  group: m.group ?? null,
  position: m.position,
  dependsOn: [m.sourceA, m.sourceB],
  winnerTo: null,
  loserTo: null,
  teamA: m.teamA ?? null,
  teamB: m.teamB ?? null,
  scoreA: null,
  scoreB: null,
  winner: null,
  loser: null,
  status: 'upcoming',
});

export const indexMatches = (matches: readonly BracketMatch[]): Record<string, number> => {
  const index: Record<string, number> = {};
  for (let i = 0; i < matches.length; i++) index[matches[i]!.id] = i;
  return index;
};

export const isResolved = (match: BracketMatch): boolean =>
  match.status === 'completed' || match.status === 'bye' || match.status === 'void';

export const fromMatch = (matchId: string, outcome: 'winner' | 'loser'): SlotSource => ({
  type: 'match',
  matchId,
  outcome,
});

/** Fills in the forward links from every match-sourced slot, once, when a bracket is built. */
export const linkForward = (matches: BracketMatch[], index: Record<string, number>): void => {
  for (const match of matches) {
    for (let i = 0; i < 2; i++) {
      const source = match.dependsOn[i]!;
      if (source.type !== 'match') continue;
      const feeder = matches[index[source.matchId]!]!;
      const target: SlotTarget = { matchId: match.id, slot: i === 0 ? 'A' : 'B' };
      if (source.outcome === 'winner') feeder.winnerTo = target;
      else feeder.loserTo = target;
    }
  }
};
