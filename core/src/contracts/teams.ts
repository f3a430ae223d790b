import { z } from 'zod';
import { INT4_MAX } from '../domain/limits.ts';
import { messages } from '../domain/messages/catalogue.ts';
import { coded } from './coded-error.ts';
import { isoDateTime } from './date-time.ts';
import { gameIdSchema } from './games.ts';
import { matchStatusSchema } from './matches.ts';
import { idSchema, optionalText, text } from './text-fields.ts';

export const TEAM_NAME_MAX_LENGTH = 40;

export const playerStatsSchema = z.object({
  totalOffense: z.number().min(0),
  totalDefense: z.number().min(0),
  avgArmy: z.number().min(0),
  avgAttack: z.number().min(0),
  /** Duel games: kills and deaths summed over the completed matches' lines, K/D to two decimals. */
  kills: z.number().min(0),
  deaths: z.number().min(0),
  kd: z.number().min(0),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

export const playerSchema = z.object({
  id: text().min(1),
  name: text().min(1),
  image: text().nullable(),
  nationality: text().nullable(),
  role: text(),
  stats: playerStatsSchema,
});
export type Player = z.infer<typeof playerSchema>;

export const matchResultSchema = z.enum(['win', 'loss', 'draw']);
export type MatchResult = z.infer<typeof matchResultSchema>;

export const matchHistoryEntrySchema = z.object({
  /** The match id: entries link to the match page. */
  id: text().min(1),
  /** Null while the opponent is still to come out of an earlier match. */
  opponent: text().min(1).nullable(),
  status: matchStatusSchema,
  /** Null until the match is completed. */
  result: matchResultSchema.nullable(),
  scheduledTime: isoDateTime.nullable(),
  round: text(),
});
export type MatchHistoryEntry = z.infer<typeof matchHistoryEntrySchema>;

export const teamSchema = z.object({
  id: text().min(1),
  name: text().min(1),
  /** `/api/files/<id>` of the uploaded logo; null when the team has none. */
  logo: text().nullable(),
  description: text().nullable(),
  playerCount: z.int().min(0).max(INT4_MAX),
  region: text().nullable(),
  /** Year the team was founded. */
  founded: z.int().min(1900).max(2200).nullable(),
  players: z.array(playerSchema),
  matchHistory: z.array(matchHistoryEntrySchema),
});
export type Team = z.infer<typeof teamSchema>;

export const teamMemberRoleSchema = z.enum(['Captain', 'Member']);
export type TeamMemberRole = z.infer<typeof teamMemberRoleSchema>;

/** A team as the organiser area lists it. */
export const galaxiaTeamSchema = z.object({
  id: text().min(1),
  name: text().min(1),
  gameId: gameIdSchema,
  logo: text().nullable(),
  playerCount: z.int().min(0).max(INT4_MAX),
});
export type GalaxiaTeam = z.infer<typeof galaxiaTeamSchema>;

export const membershipStatusSchema = z.enum(['active', 'invited']);

export const teamMemberViewSchema = z.object({
  userId: text(),
  name: text(),
  avatar: text().nullable(),
  role: teamMemberRoleSchema,
  status: membershipStatusSchema,
});
export type TeamMemberView = z.infer<typeof teamMemberViewSchema>;

/** A team with its roster: captain first, then players, then open invitations. */
export const teamDetailSchema = galaxiaTeamSchema.extend({
  description: text().nullable(),
  region: text().nullable(),
  founded: z.int().nullable(),
  members: z.array(teamMemberViewSchema),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** One of my teams: my role, and `invited` until I accept. */
export const myTeamSchema = galaxiaTeamSchema.extend({
  role: teamMemberRoleSchema,
  membership: membershipStatusSchema,
  members: z.array(teamMemberViewSchema),
});
export type MyTeam = z.infer<typeof myTeamSchema>;

export const TEAM_REGION_MAX_LENGTH = 60;
export const TEAM_DESCRIPTION_MAX_LENGTH = 500;

/** The logo travels as its own multipart file, so only the fields are here. */
export const createTeamPayloadSchema = z.object({
  name: text()
    .trim()
    .min(1, coded('TEAM_NAME_REQUIRED', messages.team.nameRequired))
    .max(TEAM_NAME_MAX_LENGTH, messages.team.nameTooLong(TEAM_NAME_MAX_LENGTH)),
  gameId: gameIdSchema,
  region: optionalText('Region', TEAM_REGION_MAX_LENGTH),
  description: optionalText('Description', TEAM_DESCRIPTION_MAX_LENGTH),
});
export type CreateTeamPayload = z.infer<typeof createTeamPayloadSchema>;

const optionalId = text()
  .trim()
  .max(64)
  .optional()
  .transform((value) => value || undefined);

/** The web form knows a Galaxia user id; the bot knows the Discord id of the mentioned member. */
export const inviteTeamMemberSchema = z
  .object({ discordId: optionalId, userId: optionalId })
  .refine(
    (target) => Boolean(target.discordId) !== Boolean(target.userId),
    coded('TEAMS_INVITE_TARGET_REQUIRED', messages.teams.inviteTargetRequired),
  );
export type InviteTeamMemberPayload = z.infer<typeof inviteTeamMemberSchema>;

export const FOUNDED_MIN_YEAR = 1900;
export const FOUNDED_MAX_YEAR = 2100;

/** PATCH /api/teams/:id: what the captain edits on the team page; blanks clear a field. */
export const updateTeamProfileSchema = z.object({
  description: text()
    .trim()
    .max(TEAM_DESCRIPTION_MAX_LENGTH, messages.form.tooLong('Description', TEAM_DESCRIPTION_MAX_LENGTH))
    .default(''),
  region: text()
    .trim()
    .max(TEAM_REGION_MAX_LENGTH, messages.form.tooLong('Region', TEAM_REGION_MAX_LENGTH))
    .default(''),
  founded: z
    .int(messages.teams.foundedInvalid(FOUNDED_MIN_YEAR, FOUNDED_MAX_YEAR))
    .min(FOUNDED_MIN_YEAR, messages.teams.foundedInvalid(FOUNDED_MIN_YEAR, FOUNDED_MAX_YEAR))
    .max(FOUNDED_MAX_YEAR, messages.teams.foundedInvalid(FOUNDED_MIN_YEAR, FOUNDED_MAX_YEAR))
    .nullable()
    .default(null),
});
export type UpdateTeamProfilePayload = z.infer<typeof updateTeamProfileSchema>;

/** The member who becomes captain. */
export const transferCaptaincyPayloadSchema = z.object({ userId: idSchema });
export type TransferCaptaincyPayload = z.infer<typeof transferCaptaincyPayloadSchema>;
