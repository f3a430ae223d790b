import { rate } from 'openskill';
import { type SkillRating, UNRATED } from './rating-seeds.ts';

/**
 * One final result as ratings read it: the sides' rostered players, and each side's finishing rank
 * (1 the best; sides ranked alike drew).
 */
export interface RatedResult {
  sides: readonly (readonly string[])[];
  ranks: readonly number[];
}

/**
 * A duel's result: team A's players against team B's, the higher score ranked first, level scores a
 * draw. A double forfeit (nothing scored, nobody won) says nothing of skill: null.
 */
export function duelResult(
  rosterA: readonly string[],
  rosterB: readonly string[],
  score: { scoreA: number; scoreB: number },
): RatedResult | null {
  if (score.scoreA === 0 && score.scoreB === 0) return null;
  const rankA = score.scoreA >= score.scoreB ? 1 : 2;
  const rankB = score.scoreB >= score.scoreA ? 1 : 2;
  return { sides: [rosterA, rosterB], ranks: [rankA, rankB] };
}

/** A battle-royale lobby match: every squad's players with its placement (1 first). */
export function lobbyResult(
  squads: readonly { roster: readonly string[]; placement: number }[],
): RatedResult {
  return { sides: squads.map((squad) => squad.roster), ranks: squads.map((squad) => squad.placement) };
}

/**
 * The players' ratings after one result (openskill's Plackett-Luce model, its defaults): players the
 * result does not name keep theirs; a player without a rating starts from `UNRATED`. A side with no
 * players on record (a team entered without a roster) plays as one unrated newcomer, whose rating is
 * kept nowhere; a result with nobody on record changes nothing. A player named twice counts once, on
 * the first side naming them.
 */
export function rateResult(
  ratings: ReadonlyMap<string, SkillRating>,
  result: RatedResult,
): Map<string, SkillRating> {
  const next = new Map(ratings);
  const seen = new Set<string>();
  const sides: { players: string[]; rank: number }[] = [];
  result.sides.forEach((roster, i) => {
    const players = roster.filter((userId) => !seen.has(userId) && seen.add(userId));
    sides.push({ players, rank: result.ranks[i] ?? Number.MAX_SAFE_INTEGER });
  });
  if (sides.length < 2 || sides.every((side) => side.players.length === 0)) return next;
  const rated = rate(
    sides.map((side) =>
      side.players.length === 0
        ? [{ ...UNRATED }]
        : side.players.map((userId) => ({ ...(ratings.get(userId) ?? UNRATED) })),
    ),
    { rank: sides.map((side) => side.rank) },
  );
  sides.forEach((side, i) => {
    side.players.forEach((userId, j) => {
      const { mu, sigma } = rated[i]![j]!;
      next.set(userId, { mu, sigma });
    });
  });
  return next;
}

/**
 * A community's ratings from its final results, oldest first: every player starts unrated and each
 * result moves the ratings of the players it names.
 */
export const replayResults = (results: readonly RatedResult[]): Map<string, SkillRating> =>
  results.reduce<Map<string, SkillRating>>((ratings, result) => rateResult(ratings, result), new Map());
