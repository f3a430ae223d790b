import type { CompetitionPorts, DiscordGuildPort, JobQueues, Orm, Redis } from '@galaxia/core/server';

/** What command handlers reach: the database, the job queues, the site's address for links. */
export interface BotServices {
  orm: Orm;
  queues: Pick<JobQueues, 'enqueue' | 'putSecret'>;
  /** Notifications, reminders and live page updates the competition use cases hand out after commit. */
  competitionPorts: CompetitionPorts;
  publicUrl: string;
  /** Interaction de-duplication and the per-person rate limits shared with the website. */
  redis: Redis;
  /** The server's channels, roles and members as Discord lists them (bot token). */
  discordGuild: DiscordGuildPort;
}
