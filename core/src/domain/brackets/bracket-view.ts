import type { Bracket, BracketMatchView, BracketTeam } from '../../contracts/bracket.ts';
import type { BracketMatch, BracketState } from './types.ts';

const teamView = (
  id: string | null,
  score: number | null,
  names: ReadonlyMap<string, string> | Readonly<Record<string, string>>,
): BracketTeam | null => {
  if (id === null) return null;
  const name = names instanceof Map ? names.get(id) : (names as Readonly<Record<string, string>>)[id];
  return { id, name: name ?? id, score };
};

const matchView = (
  match: BracketMatch,
  names: ReadonlyMap<string, string> | Readonly<Record<string, string>>,
): BracketMatchView => ({
  id: match.id,
  name: match.name,
  teams: [teamView(match.teamA, match.scoreA, names), teamView(match.teamB, match.scoreB, names)],
  status: match.status,
  winnerId: match.winner,
});

/** The public shape of a bracket: its planned rounds in play order, each with its matches. */
export const toBracketView = (
  bracket: BracketState,
  teamNames: ReadonlyMap<string, string> | Readonly<Record<string, string>>,
): Bracket => {
  const byRound = new Map<string, BracketMatchView[]>(bracket.rounds.map((round) => [round.key, []]));
  for (const match of bracket.matches) byRound.get(match.roundKey)!.push(matchView(match, teamNames));
  return {
    format: bracket.format,
    rounds: bracket.rounds.map((round) => ({
      id: round.key,
      name: round.name,
      matches: byRound.get(round.key)!,
    })),
  };
};
