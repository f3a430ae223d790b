/** A player's rating as openskill keeps it: a mean skill and its uncertainty. */
export interface SkillRating {
  mu: number;
  sigma: number;
}

/** openskill's starting rating: what a player without results in the community counts as. */
export const UNRATED: SkillRating = { mu: 25, sigma: 25 / 3 };

/** The conservative figure ratings are compared by (openskill's ordinal): mean less three uncertainties. */
export const ordinalOf = (rating: SkillRating): number => rating.mu - 3 * rating.sigma;

/** The ordinal as people read it, on a public player page: one decimal, never "-0". */
export const shownRating = (rating: SkillRating): number => Math.round(ordinalOf(rating) * 10) / 10 + 0;

/**
 * A team's rating from its roster's: the players' mean skill, with their typical uncertainty (the root
 * mean square of theirs). Means rather than openskill's sums, so a roster carrying substitutes is not
 * rated above a full one for its size; and not the uncertainty of the mean, which shrinks with every
 * player added and would rate fifteen newcomers far above one. A player without a rating counts as
 * `UNRATED`, so a team of newcomers rates openskill's start (ordinal 0) whatever its size.
 */
export function teamRating(
  roster: readonly string[],
  ratings: ReadonlyMap<string, SkillRating>,
): SkillRating {
  if (roster.length === 0) return UNRATED;
  const players = roster.map((userId) => ratings.get(userId) ?? UNRATED);
  const mu = players.reduce((sum, player) => sum + player.mu, 0) / players.length;
  const sigma = Math.sqrt(players.reduce((sum, player) => sum + player.sigma ** 2, 0) / players.length);
  return { mu, sigma };
}

/**
 * "Seed by rating": the teams strongest first by their rating's ordinal; teams rated alike keep the
 * order they came in (registration), so a season without ratings seeds as registered.
 */
export function ratingSeedOrder(
  teams: readonly { id: string; roster: readonly string[] }[],
  ratings: ReadonlyMap<string, SkillRating>,
): { id: string; rating: SkillRating }[] {
  return teams
    .map((team, index) => ({ id: team.id, index, rating: teamRating(team.roster, ratings) }))
    .sort((a, b) => ordinalOf(b.rating) - ordinalOf(a.rating) || a.index - b.index)
    .map(({ id, rating }) => ({ id, rating }));
}
