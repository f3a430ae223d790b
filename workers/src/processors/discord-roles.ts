import { DiscordRestError, discordRolesJob, loadRolePlan } from '@galaxia/core/server';
import { UnrecoverableError } from 'bullmq';
import type { WorkerServices } from '../worker-services.ts';
import type { Processor } from './processor.ts';

/** Discord's role routes share a per-guild bucket of about 10 a second. */
const ROLE_JOBS_PER_SECOND = 2;
/** "Unknown Member": the person left the server; there is nothing to grant or take. */
const UNKNOWN_MEMBER = 10007;

/**
 * Grants or removes the server's participant and captain roles so they match who is entered now. A
 * 429 waits as long as Discord says (in the client, or through the queue's retry); a member who left the
 * server is skipped; missing access ends the job, since retrying cannot fix it.
 */
export function discordRolesProcessor(
  services: Pick<WorkerServices, 'orm' | 'discordGuild'>,
): Processor<typeof discordRolesJob> {
  return {
    definition: discordRolesJob,
    queue: { limiter: { max: ROLE_JOBS_PER_SECOND, duration: 1000 } },
    async run(change) {
      const discord = services.discordGuild;
      if (!discord) return { outcome: 'no-bot' };
      const plan = await loadRolePlan(services.orm.em.fork(), change);
      if (!plan) return { outcome: 'stale' };
      if (!plan.participantRoleId && !plan.captainRoleId) return { outcome: 'no-roles' };
      let changed = 0;
      for (const member of plan.members) {
        const wanted: [string | null, boolean][] = [
          [plan.participantRoleId, member.participant],
          [plan.captainRoleId, member.captain],
        ];
        for (const [roleId, holds] of wanted) {
          if (!roleId) continue;
          try {
            if (holds) await discord.addRole(plan.guildId, member.discordId, roleId);
            else await discord.removeRole(plan.guildId, member.discordId, roleId);
            changed += 1;
          } catch (error) {
            if (error instanceof DiscordRestError && error.code === UNKNOWN_MEMBER) continue;
            if (error instanceof DiscordRestError && (error.status === 403 || error.status === 404)) {
              throw new UnrecoverableError(error.message);
            }
            throw error;
          }
        }
      }
      return { outcome: 'synced', changed };
    },
  };
}
