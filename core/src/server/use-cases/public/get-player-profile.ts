import {
  AppError,
  eventTitle,
  gameIdSchema,
  gameName,
  gameStatistics,
  isGameId,
  messages,
  PLAYER_RECENT_MATCHES,
  type PlayerGameFigures,
  type PlayerRecentMatch,
  type ProfilePrivacy,
  type PublicPlayerProfile,
  playerProfileFigures,
  playerStatsFromLines,
  roleLabel,
  shownRating,
} from '@galaxia/core';
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { Actor, PublicContext } from '../../context.ts';
import {
  Community,
  CommunityRating,
  GameAccount,
  Match,
  MatchPlayerStat,
  TeamMember,
  TournamentRegistration,
  User,
  UserSettings,
} from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { fileUrlOrNull } from '../game-accounts/internal/file-url.ts';
import { enteredRegistration } from './internal/event-facts.ts';
import { type MatchRow, PLAYED_OR_TO_PLAY } from './internal/match-view.ts';
import { publishedWhere } from './internal/published-tournament.ts';

const notFound = () =>
  new AppError('NOT_FOUND', 'PUBLIC_EVENT_PLAYER_NOT_FOUND', messages.publicEvent.playerNotFound);

/**
 * Who may open a profile: anyone when it is public; the player and their teammates when it is for
 * friends (teammates are the friends Galaxia knows); only the player when it is private.
 */
async function maySee(
  em: EntityManager,
  privacy: ProfilePrivacy,
  playerId: string,
  teamIds: readonly string[],
  viewer: Actor | null,
): Promise<boolean> {
  if (privacy === 'public' || viewer?.userId === playerId) return true;
  if (privacy === 'private' || viewer === null || teamIds.length === 0) return false;
  const shared = await em.count(TeamMember, {
    user: viewer.userId,
    team: { $in: [...teamIds] },
    status: 'active',
  });
  return shared > 0;
}

async function recentMatches(em: EntityManager, playerId: string, now: Date): Promise<PlayerRecentMatch[]> {
  const registrations = await em.find(
    TournamentRegistration,
    { roster: { $contains: [playerId] }, tournament: publishedWhere(now), ...enteredRegistration },
    { populate: ['tournament', 'team'] },
  );
  if (registrations.length === 0) return [];
  const rows = await em.find(
    Match,
    {
      $or: registrations.map(({ tournament, team }) => ({
        tournament: tournament.id,
        $or: [{ teamA: team.id }, { teamB: team.id }],
      })),
      ...PLAYED_OR_TO_PLAY,
    },
    {
      populate: ['teamA', 'teamB'],
      orderBy: [{ scheduledTime: QueryOrder.DESC_NULLS_LAST }, { playOrder: 'desc' }, { id: 'asc' }],
      limit: PLAYER_RECENT_MATCHES,
    },
  );
  const teamIn = new Map(registrations.map(({ tournament, team }) => [tournament.id, { tournament, team }]));
  return rows.map((row: MatchRow) => {
    const { tournament, team } = teamIn.get(row.tournament.id)!;
    const opponent = row.teamA?.id === team.id ? row.teamB : row.teamA;
    const decided = row.status === 'completed' && row.bracketStatus === 'completed';
    return {
      id: row.id,
      eventId: tournament.id,
      eventTitle: eventTitle(tournament.eventName, tournament.seasonNumber),
      team: team.name,
      opponent: opponent?.name ?? null,
      name: row.name,
      scoreA: row.scoreA ?? null,
      scoreB: row.scoreB ?? null,
      result: !decided ? null : row.winner?.id === team.id ? 'win' : row.winner ? 'loss' : 'draw',
      time: (row.completedTime ?? row.scheduledTime)?.toISOString() ?? null,
    };
  });
}

/**
 * Per game, the player's own figures over the completed matches of published events: only the lines
 * that stand (a ruling replaces the overruled report's lines), counted as that game counts them.
 */
async function gameFigures(em: EntityManager, playerId: string, now: Date): Promise<PlayerGameFigures[]> {
  const lines = await em.find(
    MatchPlayerStat,
    { user: playerId, match: { status: 'completed', tournament: publishedWhere(now) } },
    { populate: ['match.tournament'] },
  );
  const byGame = new Map<string, (typeof lines)[number][]>();
  for (const line of lines) {
    const gameId = line.match.tournament.gameId;
    byGame.set(gameId, [...(byGame.get(gameId) ?? []), line]);
  }
  return [...byGame.entries()].flatMap(([gameId, played]) => {
    if (!isGameId(gameId)) return [];
    const figures = playerProfileFigures(gameStatistics(gameId).kind, playerStatsFromLines(played));
    if (figures.length === 0) return [];
    return [{ game: gameName(gameId), matches: new Set(played.map((line) => line.match.id)).size, figures }];
  });
}

/**
 * The player's rating in each community that shows ratings (its organisers chose so): the others'
 * ratings are not read at all, so they can reach neither the JSON nor the page drawn from it.
 */
async function shownCommunityRatings(em: EntityManager, playerId: string) {
  const rows = await em.find(CommunityRating, { user: playerId });
  if (rows.length === 0) return [];
  const showing = await em.find(
    Community,
    { showRatings: true, server: { $in: rows.map((row) => row.server.id) } },
    { populate: ['server'] },
  );
  const rated = new Map(rows.map((row) => [row.server.id, { mu: Number(row.mu), sigma: Number(row.sigma) }]));
  return showing
    .map((community) => ({
      community: community.server.name,
      slug: community.slug,
      rating: shownRating(rated.get(community.server.id)!),
    }))
    .sort((a, b) => a.community.localeCompare(b.community, 'en'));
}

/**
 * GET /api/players/:id: a player's public profile. A profile the viewer may not see answers the same
 * 404 as one that does not exist. Game accounts show only verified ones, by game and in-game name.
 */
export async function getPlayerProfile(ctx: PublicContext, playerId: string): Promise<PublicPlayerProfile> {
  if (!isUuid(playerId)) throw notFound();
  const user = await ctx.em.findOne(User, { id: playerId });
  if (!user) throw notFound();
  const settings = await ctx.em.findOne(UserSettings, { user: user.id });
  const memberships = await ctx.em.find(
    TeamMember,
    { user: user.id, status: 'active' },
    { populate: ['team'], orderBy: { joinedAt: 'asc' } },
  );
  const teamIds = memberships.map((membership) => membership.team.id);
  if (!(await maySee(ctx.em, settings?.profilePrivacy ?? 'public', user.id, teamIds, ctx.actor))) {
    throw notFound();
  }
  const accounts = await ctx.em.find(
    GameAccount,
    { user: user.id, status: 'verified' },
    { orderBy: { gameId: 'asc', createdAt: 'asc' } },
  );
  return {
    id: user.id,
    name: user.name,
    avatar: user.avatar ?? null,
    nationality: user.nationality ?? null,
    bio: user.bio ?? null,
    teams: memberships.map(({ team, role }) => {
      const gameId = gameIdSchema.parse(team.gameId);
      return {
        id: team.id,
        name: team.name,
        logo: fileUrlOrNull(team.logo),
        gameId,
        game: gameName(gameId),
        role: roleLabel(role),
      };
    }),
    gameAccounts: accounts.map((account) => ({
      game: gameName(gameIdSchema.parse(account.gameId)),
      inGameName: account.inGameName ?? null,
    })),
    recentMatches: await recentMatches(ctx.em, user.id, now()),
    communityRatings: await shownCommunityRatings(ctx.em, user.id),
    figures: await gameFigures(ctx.em, user.id, now()),
  };
}
