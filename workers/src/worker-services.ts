import type { Orm } from '@galaxia/core/server';
import type { CocClient } from './clients/coc-client.ts';
import type { DiscordRestClient } from './clients/discord-rest-client.ts';

/** What processors reach outside Redis: the database, the game's and Discord's APIs, stored uploads. */
export interface WorkerServices {
  orm: Orm;
  coc: CocClient;
  discord: DiscordRestClient;
  uploadDir: string;
  publicUrl: string;
}
