import { z } from 'zod';
import {
  circuitPointsInputSchema,
  communityBanInputSchema,
  communityBansViewSchema,
  communityImageKindSchema,
  communityPageSchema,
  communitySettingsSchema,
  communitySettingsViewSchema,
  communityStaffGrantSchema,
  communityStaffRoleSchema,
  communityStaffViewSchema,
  communityTeamBanInputSchema,
  communityTeamBansViewSchema,
  nextSeasonSchema,
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
  // A multipart form with one `image`, checked by its magic bytes.
  setImage: route({
    method: 'post',
    path: '/organiser/servers/:guildId/community/:kind',
    access: 'user',
    summary: "Sets the community page's banner or icon (multipart form, `image`)",
    params: guildParams.extend({ kind: communityImageKindSchema }),
    response: communitySettingsViewSchema,
    cache: { invalidates: 'all' },
  }),
  saveCircuit: route({
    method: 'put',
    path: '/organiser/servers/:guildId/circuit',
    access: 'user',
    summary: "Sets one series' circuit points table (an empty one removes its leaderboard)",
    params: guildParams,
    body: circuitPointsInputSchema,
    response: communitySettingsViewSchema,
    cache: { invalidates: 'all' },
  }),
  staff: route({
    method: 'get',
    path: '/organiser/servers/:guildId/staff',
    access: 'user',
    summary: "The community's staff (moderators, casters, results admins) and who may be appointed",
    params: guildParams,
    response: communityStaffViewSchema,
  }),
  // The community page lists its staff.
  grantStaff: route({
    method: 'post',
    path: '/organiser/servers/:guildId/staff',
    access: 'user',
    summary: 'Appoints a person to a staff role in the community',
    params: guildParams,
    body: communityStaffGrantSchema,
    response: communityStaffViewSchema,
    cache: { invalidates: 'all' },
  }),
  removeStaff: route({
    method: 'delete',
    path: '/organiser/servers/:guildId/staff/:userId/:role',
    access: 'user',
    summary: "Takes a person off one of the community's staff roles",
    params: guildParams.extend({ userId: z.uuid(), role: communityStaffRoleSchema }),
    response: communityStaffViewSchema,
    cache: { invalidates: 'all' },
  }),
  // A finished season's settings copied into a new draft, every date moved forward by whole weeks.
  nextSeason: route({
    method: 'post',
    path: '/organiser/tournaments/:id/next-season',
    access: 'organiser',
    summary: "Starts the series' next season as a draft, from a finished season's settings",
    response: nextSeasonSchema,
    status: 201,
    cache: { invalidates: { tournament: 'id' } },
  }),
};
