import {
  duelResult,
  lobbyResult,
  type RatedResult,
  rateResult,
  ratingSeedOrder,
  replayResults,
  type SkillRating,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import { CommunityRating, LobbyResult, Match, TournamentRegistration } from '../../db/entities/index.ts';

/**
 * A phase's teams in "seed by rating" order: each team rated from its registered roster by the
 * ratings its players hold in the tournament's community (`community_ratings`); teams rated alike, and
 * teams without an entry of their own (qualifiers invited in), keep the order they came in.
 */
export async function ratingSeeds(
  em: EntityManager,
  tournament: { id: string; server: { id: string } },
  lineup: readonly string[],
): Promise<string[]> {
  return (await ratedSeeds(em, tournament, lineup)).map((team) => team.id);
}

/** `ratingSeeds` with each team's rating, which the organiser's console shows beside its name. */
export async function ratedSeeds(
  em: EntityManager,
  tournament: { id: string; server: { id: string } },
  lineup: readonly string[],
): Promise<{ id: string; rating: SkillRating }[]> {
  if (lineup.length === 0) return [];
  const entries = await em.find(
    TournamentRegistration,
    { tournament: tournament.id, team: { $in: [...lineup] } },
    { fields: ['team', 'roster'] },
  );
  const rosters = new Map(entries.map((entry) => [entry.team.id, entry.roster]));
  const players = [...new Set(entries.flatMap((entry) => entry.roster))];
  const rows = players.length
    ? await em.find(CommunityRating, { server: tournament.server.id, user: { $in: players } })
    : [];
  const ratings = new Map(rows.map((row) => [row.user.id, { mu: Number(row.mu), sigma: Number(row.sigma) }]));
  return ratingSeedOrder(
    lineup.map((id) => ({ id, roster: rosters.get(id) ?? [] })),
    ratings,
  );
}

/** A team's roster in a tournament, by `key`: its entry there, a live one before a withdrawn one. */
function rostersBy<E extends { roster: string[]; status: string }>(
  entries: readonly E[],
  key: (entry: E) => string,
): Map<string, string[]> {
  const rosters = new Map<string, string[]>();
  for (const entry of entries)
    if (!rosters.has(key(entry)) || entry.status !== 'withdrawn') rosters.set(key(entry), entry.roster);
  return rosters;
}

/**
 * A result that has just become final is its server's newest, so rating it on top of the stored ratings
 * gives what a replay of every result would: only its players' rows are read and written. (Replaying
 * everything on each lobby result of a 10,000-squad qualifier would rewrite 40,000 rows per result.)
 * Corrections and cleared results, which change the past, replay (`recomputeCommunityRatings`).
 */
export async function rateNewResult(
  em: EntityManager,
  tournament: { id: string; server: { id: string } },
  result:
    | { kind: 'duel'; teamA: string; teamB: string; scoreA: number; scoreB: number }
    | { kind: 'lobby'; placings: readonly { teamId: string; placement: number }[] },
): Promise<void> {
  const teams = result.kind === 'duel' ? [result.teamA, result.teamB] : result.placings.map((p) => p.teamId);
  const entries = await em.find(
    TournamentRegistration,
    { tournament: tournament.id, team: { $in: teams } },
    { fields: ['team', 'roster', 'status'] },
  );
  const rosters = rostersBy(entries, (entry) => entry.team.id);
  const roster = (teamId: string) => rosters.get(teamId) ?? [];
  const rated: RatedResult | null =
    result.kind === 'duel'
      ? duelResult(roster(result.teamA), roster(result.teamB), result)
      : lobbyResult(result.placings.map((p) => ({ roster: roster(p.teamId), placement: p.placement })));
  if (!rated) return;
  const players = [...new Set(rated.sides.flat())];
  if (players.length === 0) return;
  const rows = await em.find(CommunityRating, { server: tournament.server.id, user: { $in: players } });
  const before = new Map(rows.map((row) => [row.user.id, { mu: Number(row.mu), sigma: Number(row.sigma) }]));
  const after = rateResult(before, rated);
  const updatedAt = now();
  const existing = new Map(rows.map((row) => [row.user.id, row]));
  for (const userId of players) {
    const next = after.get(userId);
    if (!next) continue;
    const row = existing.get(userId);
    if (row) Object.assign(row, { mu: next.mu, sigma: next.sigma, updatedAt });
    else em.create(CommunityRating, { server: tournament.server.id, user: userId, ...next, updatedAt });
  }
  await em.flush();
}

/**
 * Recomputes a server's community ratings from every final result of its tournaments, oldest first:
 * duels (completed matches, each team's registered roster) and battle-royale lobby matches (each squad's
 * placement). Called, in the result's own transaction, where a result is corrected or cleared: replaying
 * everything is the simplest way a correction of an old result stays right (openskill's updates depend
 * on order). A new result takes `rateNewResult`.
 */
export async function recomputeCommunityRatings(em: EntityManager, serverId: string): Promise<void> {
  await em.flush();
  // A fresh condition for each query: the ORM may rewrite the one it is given.
  const inServer = () => ({ tournament: { server: serverId } });
  const [matches, placings, entries] = await Promise.all([
    em.find(
      Match,
      { ...inServer(), status: 'completed', teamA: { $ne: null }, teamB: { $ne: null } },
      { fields: ['tournament', 'teamA', 'teamB', 'scoreA', 'scoreB', 'completedTime'] },
    ),
    em.find(
      LobbyResult,
      { ...inServer(), lobbyMatch: { status: 'completed' } },
      { fields: ['tournament', 'team', 'placement', 'lobbyMatch.resultsEnteredAt'] },
    ),
    em.find(TournamentRegistration, inServer(), { fields: ['tournament', 'team', 'roster', 'status'] }),
  ]);
  const rosters = rostersBy(entries, (entry) => `${entry.tournament.id}:${entry.team.id}`);
  const roster = (tournamentId: string, teamId: string) => rosters.get(`${tournamentId}:${teamId}`) ?? [];

  const results: { at: number; id: string; result: RatedResult }[] = [];
  for (const match of matches) {
    const result = duelResult(
      roster(match.tournament.id, match.teamA!.id),
      roster(match.tournament.id, match.teamB!.id),
      {
        scoreA: match.scoreA ?? 0,
        scoreB: match.scoreB ?? 0,
      },
    );
    if (result) results.push({ at: match.completedTime?.getTime() ?? 0, id: match.id, result });
  }
  const lobbies = new Map<string, { at: number; squads: { roster: string[]; placement: number }[] }>();
  for (const placing of placings) {
    const lobbyMatch = placing.lobbyMatch;
    const lobby = lobbies.get(lobbyMatch.id) ?? {
      at: lobbyMatch.resultsEnteredAt?.getTime() ?? 0,
      squads: [],
    };
    lobby.squads.push({
      roster: roster(placing.tournament.id, placing.team.id),
      placement: placing.placement,
    });
    lobbies.set(lobbyMatch.id, lobby);
  }
  for (const [id, lobby] of lobbies) results.push({ at: lobby.at, id, result: lobbyResult(lobby.squads) });
  results.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const ratings = replayResults(results.map((entry) => entry.result));
  await em.nativeDelete(CommunityRating, { server: serverId });
  if (ratings.size === 0) return;
  const updatedAt = now();
  await em.insertMany(
    CommunityRating,
    [...ratings].map(([userId, { mu, sigma }]) => ({
      id: crypto.randomUUID(),
      server: serverId,
      user: userId,
      mu,
      sigma,
      updatedAt,
    })),
  );
}
