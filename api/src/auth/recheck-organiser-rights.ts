import { now, type Orm, refreshOrganiserRights } from '@galaxia/core/server';
import type { RequestHandler } from 'express';
import { DiscordRefusal, fetchDiscordGuilds } from './discord-oauth.ts';

/** How long Discord's word on someone's servers is trusted before the next request asks again. */
const RIGHTS_RECHECK_MS = 15 * 60 * 1000;

/**
 * Organiser rights come from Discord (owner, ADMINISTRATOR or MANAGE_GUILD). A session that has not
 * checked them for 15 minutes asks Discord again with the person's own token before the request runs,
 * so an admin removed from a server loses its tournaments on their next request after that. When
 * Discord refuses the token, the rights go; when Discord cannot be reached, the request goes on as before
 * and the next one asks again.
 */
export function recheckOrganiserRights(deps: { orm: Orm; discordApiUrl: string }): RequestHandler {
  return async (req, _res, next) => {
    const session = req.session;
    const actor = session?.actor;
    const token = session?.discordAccessToken;
    if (!actor || !token || now().getTime() - (session.rightsCheckedAt ?? 0) < RIGHTS_RECHECK_MS)
      return next();
    try {
      const guilds = await fetchDiscordGuilds({ apiUrl: deps.discordApiUrl }, token).catch((error) => {
        if (error instanceof DiscordRefusal) return [];
        throw error;
      });
      session.servers = await refreshOrganiserRights(deps.orm.em.fork(), actor.userId, guilds);
      session.rightsCheckedAt = now().getTime();
    } catch (error) {
      console.error('[api] could not re-check organiser rights with Discord:', (error as Error).message);
    }
    next();
  };
}
