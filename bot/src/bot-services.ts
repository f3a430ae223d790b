import type { CompetitionPorts, JobQueues, Orm } from '@galaxia/core/server';

/** What command handlers reach: the database, the job queues, the site's address for links. */
export interface BotServices {
  orm: Orm;
  queues: Pick<JobQueues, 'enqueue' | 'putSecret'>;
  /** Notifications, reminders and live page updates the competition use cases hand out after commit. */
  competitionPorts: CompetitionPorts;
  publicUrl: string;
}
