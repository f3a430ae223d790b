import { z } from 'zod';
import { defineJob } from './define-job.ts';

/**
 * Brings the server roles of one registration's people (or a whole tournament's, `teamId` null) in line
 * with the database. The payload names the change, not the roles: the processor reads who should hold
 * what when it runs.
 */
export const discordRolesSchema = z.object({
  tournamentId: z.uuid(),
  teamId: z.uuid().nullable(),
  /** When the change happened: every change gets its own job, so a later one is never dropped as a duplicate. */
  at: z.iso.datetime({ offset: true }),
});
export type DiscordRolesChange = z.infer<typeof discordRolesSchema>;

export const discordRolesJob = defineJob({
  queue: 'discord-roles',
  name: 'discord.roles',
  schema: discordRolesSchema,
  jobId: (change) =>
    `discord.roles.${change.tournamentId}.${change.teamId ?? 'all'}.${Date.parse(change.at)}`,
  attempts: 8,
});
