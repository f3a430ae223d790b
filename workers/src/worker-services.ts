import type {
  CompetitionPorts,
  DiscordGuildPort,
  JobQueues,
  Mailer,
  Orm,
  WebhookTargetPolicy,
} from '@galaxia/core/server';
import type { CocClient } from './clients/coc-client.ts';
import type { DiscordRestClient } from './clients/discord-rest-client.ts';
import type { TwitchClient } from './clients/twitch-client.ts';
import type { YouTubeClient } from './clients/youtube-client.ts';

/** What processors reach outside Redis: the database, the game's and Discord's APIs, stored uploads. */
export interface WorkerServices {
  orm: Orm;
  coc: CocClient;
  discord: DiscordRestClient;
  /** Guild roles and members (participant and captain roles); absent without a bot token. */
  discordGuild?: DiscordGuildPort | undefined;
  uploadDir: string;
  /** Unreferenced uploads are removed once this old (ORPHAN_FILE_GRACE_HOURS); 24 when unset. */
  orphanFileGraceHours?: number;
  publicUrl: string;
  /** Viewer-count sources, present only when configured. */
  twitch?: TwitchClient | undefined;
  youtube?: YouTubeClient | undefined;
  /** Mail copies of notifications (SMTP_URL, or the dev outbox outside production). */
  mailer?: Mailer | undefined;
  /** Where the jobs the workers make go (webhook deliveries). */
  queues: JobQueues;
  /** Which webhook addresses deliveries may reach (public only in production). */
  webhookTargets: WebhookTargetPolicy;
  /** Live updates to the site's pages (Redis pub/sub) and the jobs a write leaves: `NO_PORTS` for none. */
  ports: CompetitionPorts;
}
