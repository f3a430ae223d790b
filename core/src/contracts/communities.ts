import { z } from 'zod';
import { circuitTableProblem } from '../domain/communities/circuit-leaderboard.ts';
import { communitySlugProblem } from '../domain/communities/community-slug.ts';
import { isDiscordInviteLink } from '../domain/event-pages/discord-invite.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { eventListItemSchema } from './events.ts';
import { finalPlacingSchema } from './placings.ts';
import { text } from './text-fields.ts';

const copy = messages.community;

export const COMMUNITY_STAFF_ROLES = ['co_organiser', 'results_admin', 'streamer'] as const;
export const communityStaffRoleSchema = z.enum(COMMUNITY_STAFF_ROLES, { error: copy.staff.roleUnknown });
export type CommunityStaffRole = z.infer<typeof communityStaffRoleSchema>;

/** POST /api/organiser/servers/:guildId/staff: a person by Discord id or by their Galaxia name. */
export const communityStaffGrantSchema = z
  .object({
    role: communityStaffRoleSchema,
    discordId: text()
      .regex(/^\d{15,20}$/, copy.staff.personRequired)
      .optional(),
    name: text().trim().max(100, copy.staff.personRequired).optional(),
  })
  .refine((grant) => Boolean(grant.discordId || grant.name), {
    error: copy.staff.personRequired,
    path: ['name'],
  });
export type CommunityStaffGrant = z.infer<typeof communityStaffGrantSchema>;

export const COMMUNITY_BAN_REASON_MAX = 500;
const banText = copy.bans;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * POST /api/organiser/servers/:guildId/bans: bans a player (by Galaxia name) from every tournament of
 * the server, with a reason for staff, whether the player is told it, and an end (blank: no end date).
 * Banning someone already banned replaces their ban.
 */
export const communityBanInputSchema = z.object({
  name: text({ error: copy.staff.personRequired })
    .trim()
    .min(1, copy.staff.personRequired)
    .max(100, copy.staff.personRequired),
  reason: text({ error: banText.reasonRequired })
    .trim()
    .min(1, banText.reasonRequired)
    .max(COMMUNITY_BAN_REASON_MAX, banText.reasonTooLong(COMMUNITY_BAN_REASON_MAX)),
  showReason: z.boolean().default(false),
  /** An ISO date-time with its offset (`2026-12-01T18:00:00.000Z`); blank or left out: no end date. */
  until: text({ error: banText.untilInvalid })
    .trim()
    .refine((value) => value === '' || (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))), {
      error: banText.untilInvalid,
    })
    .default(''),
});
export type CommunityBanInput = z.input<typeof communityBanInputSchema>;
export type CommunityBanRequest = z.output<typeof communityBanInputSchema>;

/** The bans in force in a community, for its organisers only: newest first. */
export const communityBansViewSchema = z.object({
  bans: z.array(
    z.object({
      userId: text(),
      name: text(),
      reason: text(),
      showReason: z.boolean(),
      /** ISO date-time; null: no end date. */
      until: text().nullable(),
      bannedBy: text(),
      bannedAt: text(),
    }),
  ),
});
export type CommunityBansView = z.infer<typeof communityBansViewSchema>;

/**
 * POST /api/organiser/servers/:guildId/team-bans: bans a team (by its name) from every tournament of
 * the server, with the same reason, telling and end as a player's ban. Banning it again replaces it.
 */
export const communityTeamBanInputSchema = communityBanInputSchema.extend({
  name: text({ error: banText.teamRequired })
    .trim()
    .min(1, banText.teamRequired)
    .max(60, banText.teamRequired),
});
export type CommunityTeamBanInput = z.input<typeof communityTeamBanInputSchema>;
export type CommunityTeamBanRequest = z.output<typeof communityTeamBanInputSchema>;

/** The teams banned in a community, for its organisers only: newest first. */
export const communityTeamBansViewSchema = z.object({
  bans: z.array(
    z.object({
      teamId: text(),
      name: text(),
      game: text(),
      reason: text(),
      showReason: z.boolean(),
      /** ISO date-time; null: no end date. */
      until: text().nullable(),
      bannedBy: text(),
      bannedAt: text(),
    }),
  ),
});
export type CommunityTeamBansView = z.infer<typeof communityTeamBansViewSchema>;

export const COMMUNITY_DESCRIPTION_MAX = 5000;
export const COMMUNITY_SOCIALS_MAX = 6;
const SOCIAL_URL_MAX = 200;
const SOCIAL_LABEL_MAX = 40;

/**
 * A community's address as the admin types it: trimmed and lower-cased, then held to the slug rule
 * (core `communitySlugProblem`), so "Clash-India " is saved as "clash-india" and "<script>" is refused.
 */
export const communitySlugSchema = text({ error: copy.slug.required })
  .trim()
  .toLowerCase()
  .superRefine((slug, ctx) => {
    const problem = communitySlugProblem(slug);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const httpsUrl = text()
  .trim()
  .max(SOCIAL_URL_MAX, coded('COMMUNITY_SOCIAL_INVALID', copy.socialInvalid))
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      return new URL(value).protocol === 'https:';
    },
    coded('COMMUNITY_SOCIAL_INVALID', copy.socialInvalid),
  );

export const communitySocialSchema = z.object({
  label: text()
    .trim()
    .min(1, coded('COMMUNITY_SOCIAL_LABEL_REQUIRED', copy.socialLabelRequired))
    .max(SOCIAL_LABEL_MAX, coded('COMMUNITY_SOCIAL_LABEL_REQUIRED', copy.socialLabelRequired)),
  url: httpsUrl,
});
export type CommunitySocial = z.infer<typeof communitySocialSchema>;

/** What a server's admin saves for its community page. Pictures are uploaded on their own. */
export const communitySettingsSchema = z.object({
  slug: communitySlugSchema,
  /** Markdown; shown without raw HTML (the dashboard's MarkdownText). */
  description: text()
    .trim()
    .max(COMMUNITY_DESCRIPTION_MAX, copy.descriptionTooLong(COMMUNITY_DESCRIPTION_MAX))
    .default(''),
  inviteUrl: text()
    .trim()
    .max(SOCIAL_URL_MAX, coded('COMMUNITY_INVITE_INVALID', copy.inviteInvalid))
    .refine(
      (link) => link === '' || isDiscordInviteLink(link),
      coded('COMMUNITY_INVITE_INVALID', copy.inviteInvalid),
    )
    .default(''),
  socials: z
    .array(communitySocialSchema)
    .max(COMMUNITY_SOCIALS_MAX, copy.tooManySocials(COMMUNITY_SOCIALS_MAX))
    .default([]),
  /** Whether players' ratings in this community show on their public pages; off unless chosen. */
  showRatings: z.boolean().default(false),
});
export type CommunitySettingsInput = z.input<typeof communitySettingsSchema>;
export type CommunitySettings = z.output<typeof communitySettingsSchema>;

export const communityImageKindSchema = z.enum(['banner', 'icon']);
export type CommunityImageKind = z.infer<typeof communityImageKindSchema>;

/** The organiser's view of their server's community page: null fields before the first save. */
export const communitySettingsViewSchema = z.object({
  serverId: text(),
  name: text(),
  slug: text().nullable(),
  description: text(),
  inviteUrl: text(),
  socials: z.array(communitySocialSchema),
  showRatings: z.boolean(),
  banner: text().nullable(),
  icon: text().nullable(),
  /** Whether the viewer manages the community's staff (its Discord admins; not a co-organiser). */
  canManageStaff: z.boolean(),
  /** Every series the server has run, with its circuit points table (empty: no leaderboard). */
  series: z.array(
    z.object({ name: text(), table: z.array(z.object({ from: z.int(), to: z.int(), points: z.int() })) }),
  ),
});
export type CommunitySettingsView = z.infer<typeof communitySettingsViewSchema>;

const championSeasonSchema = z.object({
  eventId: text(),
  title: text(),
  seasonNumber: z.int(),
  champion: finalPlacingSchema.shape.team,
});

export const communityStaffMemberSchema = z.object({
  name: text(),
  role: text(),
});

/** The organiser's staff list: each grant with the ids needed to remove it. */
export const communityStaffViewSchema = z.object({
  staff: z.array(
    z.object({ userId: text(), name: text(), role: communityStaffRoleSchema, grantedAt: text() }),
  ),
  audit: z.array(
    z.object({
      name: text(),
      role: communityStaffRoleSchema,
      action: z.enum(['granted', 'removed']),
      by: text(),
      at: text(),
    }),
  ),
});
export type CommunityStaffView = z.infer<typeof communityStaffViewSchema>;

const circuitText = copy.circuit;
const place = z
  .int({ error: circuitText.placeInvalid })
  .min(1, circuitText.placeInvalid)
  .max(1024, circuitText.placeInvalid);

/** An organiser's circuit points table: places in order, never overlapping (core `circuitTableProblem`). */
export const circuitPointsTableSchema = z
  .array(
    z.object({
      from: place,
      to: place,
      points: z
        .int({ error: circuitText.pointsInvalid })
        .min(0, circuitText.pointsInvalid)
        .max(100_000, circuitText.pointsInvalid),
    }),
  )
  .max(32, circuitText.tooManyLines)
  .superRefine((table, ctx) => {
    const problem = circuitTableProblem(table);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** PUT /api/organiser/servers/:guildId/circuit: one series' points table (empty removes its leaderboard). */
export const circuitPointsInputSchema = z.object({
  series: text().trim().min(1, circuitText.seriesUnknown).max(120, circuitText.seriesUnknown),
  table: circuitPointsTableSchema,
});
export type CircuitPointsInput = z.infer<typeof circuitPointsInputSchema>;

const circuitRowSchema = z.object({
  rank: z.int(),
  id: text(),
  name: text(),
  points: z.int(),
  titles: z.int(),
  bestPlace: z.int(),
  seasons: z.int(),
});

/** One series' circuit on the community page: its table, the tiebreaks in order, teams and players. */
export const communityCircuitSchema = z.object({
  series: text(),
  table: circuitPointsTableSchema,
  tiebreaks: z.array(text()),
  teams: z.array(circuitRowSchema),
  players: z.array(circuitRowSchema),
});
export type CommunityCircuit = z.infer<typeof communityCircuitSchema>;

/** GET /api/communities/:slug: the public page. */
export const communityPageSchema = z.object({
  slug: text(),
  name: text(),
  icon: text().nullable(),
  banner: text().nullable(),
  description: text(),
  inviteUrl: text().nullable(),
  socials: z.array(communitySocialSchema),
  upcoming: z.array(eventListItemSchema),
  ongoing: z.array(eventListItemSchema),
  past: z.array(eventListItemSchema),
  /** One entry per series (tournaments sharing a name), newest season first. */
  champions: z.array(z.object({ series: text(), seasons: z.array(championSeasonSchema) })),
  staff: z.array(communityStaffMemberSchema),
  /** The circuit leaderboard of each series whose organisers set a points table. */
  circuits: z.array(communityCircuitSchema),
});
export type CommunityPage = z.infer<typeof communityPageSchema>;

/** POST /api/organiser/tournaments/:id/next-season: the new season's draft. */
export const nextSeasonSchema = z.object({ id: text(), title: text(), publishDate: text() });
export type NextSeason = z.infer<typeof nextSeasonSchema>;
