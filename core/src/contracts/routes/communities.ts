import { z } from 'zod';
import {
  communityBanInputSchema,
  communityBansViewSchema,
  communityPageSchema,
  communitySettingsSchema,
  communitySettingsViewSchema,
  communityTeamBanInputSchema,
  communityTeamBansViewSchema,
} from '../communities.ts';
import { snowflakeSchema } from '../guild-settings.ts';
import { idSchema } from '../text-fields.ts';
import { route } from './route-contract.ts';

const guildParams = z.object({ guildId: snowflakeSchema });

/**
 * A server's community: its public page at /c/<slug>, the organisers' editor of it, and its bans. The
 * page spans the server's tournaments, so it is kept with the reads across tournaments and a saved
 * page drops every public answer.
 */
export const communityRoutes = {
  page: route({
    method: 'get',
    path: '/communities/:slug',
    access: 'public',
    summary: "A server's community page: its tournaments, champions, circuits and staff",
    response: communityPageSchema,
    cache: { reads: 'across' },
  }),
  settings: route({
    method: 'get',
    path: '/organiser/servers/:guildId/community',
    access: 'user',
    summary: "The server's community page as its organisers edit it",
    params: guildParams,
    response: communitySettingsViewSchema,
  }),
  saveSettings: route({
    method: 'put',
    path: '/organiser/servers/:guildId/community',
    access: 'user',
    summary: "Saves the server's community page (address, description, links)",
    params: guildParams,
    body: communitySettingsSchema,
    response: communitySettingsViewSchema,
    cache: { invalidates: 'all' },
  }),
  bans: route({
    method: 'get',
    path: '/organiser/servers/:guildId/bans',
    access: 'user',
    summary: "The bans in force in the server's community (its organisers only)",
    params: guildParams,
    response: communityBansViewSchema,
  }),
  // Bans are never shown on public pages.
  ban: route({
    method: 'post',
    path: '/organiser/servers/:guildId/bans',
    access: 'user',
    summary: "Bans a player from every tournament of the server, or replaces the player's ban",
    params: guildParams,
    body: communityBanInputSchema,
    response: communityBansViewSchema,
    cache: { invalidates: 'nothing' },
  }),
  liftBan: route({
    method: 'delete',
    path: '/organiser/servers/:guildId/bans/:userId',
    access: 'user',
    summary: "Lifts a player's ban",
    params: guildParams.extend({ userId: idSchema }),
    response: communityBansViewSchema,
    cache: { invalidates: 'nothing' },
  }),
  teamBans: route({
    method: 'get',
    path: '/organiser/servers/:guildId/team-bans',
    access: 'user',
    summary: "The teams banned in the server's community (its organisers only)",
    params: guildParams,
    response: communityTeamBansViewSchema,
  }),
  banTeam: route({
    method: 'post',
    path: '/organiser/servers/:guildId/team-bans',
    access: 'user',
    summary: "Bans a team from every tournament of the server, or replaces the team's ban",
    params: guildParams,
    body: communityTeamBanInputSchema,
    response: communityTeamBansViewSchema,
    cache: { invalidates: 'nothing' },
  }),
  liftTeamBan: route({
    method: 'delete',
    path: '/organiser/servers/:guildId/team-bans/:teamId',
    access: 'user',
    summary: "Lifts a team's ban",
    params: guildParams.extend({ teamId: idSchema }),
    response: communityTeamBansViewSchema,
    cache: { invalidates: 'nothing' },
  }),
};
