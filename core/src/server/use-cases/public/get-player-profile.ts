import {
  AppError,
  eventTitle,
  gameIdSchema,
  gameName,
  messages,
  PLAYER_RECENT_MATCHES,
  type PlayerRecentMatch,
  type ProfilePrivacy,
  type PublicPlayerProfile,
  roleLabel,
} from '@galaxia/core';
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../../clock.ts';
import type { Actor, PublicContext } from '../../context.ts';
import {
  GameAccount,
  Match,
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

const notFound = () => new AppError('NOT_FOUND', messages.publicEvent.playerNotFound);

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
  };
}
