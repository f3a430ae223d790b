/** A Discord REST call with the bot's token; rate limits are the caller's (it waits and retries 429s). */
export type DiscordCall = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<unknown>;

export interface ThreadMessage {
  content?: string;
  embeds?: Record<string, unknown>[];
  components?: Record<string, unknown>[];
}

/** What the match threads need of Discord. */
export interface ThreadDiscord {
  createPrivateThread(channelId: string, name: string): Promise<{ id: string }>;
  addMember(threadId: string, discordUserId: string): Promise<void>;
  post(channelId: string, message: ThreadMessage): Promise<{ id: string }>;
  edit(channelId: string, messageId: string, message: ThreadMessage): Promise<void>;
  pin(channelId: string, messageId: string): Promise<void>;
  archive(threadId: string): Promise<void>;
  /** Opens an archived (and locked) thread again, so its card can be edited and a line posted. */
  unarchive(threadId: string): Promise<void>;
  directMessage(discordUserId: string, message: ThreadMessage): Promise<void>;
}

/** Discord's GUILD_PRIVATE_THREAD channel type. */
export const PRIVATE_THREAD = 12;
/** Threads close themselves after a week without messages (Discord's longest). */
const AUTO_ARCHIVE_MINUTES = 10_080;
const NAME_MAX_LENGTH = 100;

/** Posts never ping: the people were added to the thread already, which is the notice Discord gives. */
const quiet = (message: ThreadMessage) => ({ ...message, allowed_mentions: { parse: [] } });

/** The thread operations as Discord's REST paths, over whichever client holds the bot's token. */
export function threadDiscordOver(call: DiscordCall): ThreadDiscord {
  return {
    async createPrivateThread(channelId, name) {
      return (await call('POST', `/channels/${channelId}/threads`, {
        name: name.slice(0, NAME_MAX_LENGTH),
        type: PRIVATE_THREAD,
        invitable: false,
        auto_archive_duration: AUTO_ARCHIVE_MINUTES,
      })) as { id: string };
    },
    async addMember(threadId, discordUserId) {
      await call('PUT', `/channels/${threadId}/thread-members/${discordUserId}`);
    },
    async post(channelId, message) {
      return (await call('POST', `/channels/${channelId}/messages`, quiet(message))) as { id: string };
    },
    async edit(channelId, messageId, message) {
      await call('PATCH', `/channels/${channelId}/messages/${messageId}`, quiet(message));
    },
    async pin(channelId, messageId) {
      await call('PUT', `/channels/${channelId}/pins/${messageId}`);
    },
    async archive(threadId) {
      await call('PATCH', `/channels/${threadId}`, { archived: true, locked: true });
    },
    async unarchive(threadId) {
      await call('PATCH', `/channels/${threadId}`, { archived: false, locked: false });
    },
    async directMessage(discordUserId, message) {
      const channel = (await call('POST', '/users/@me/channels', { recipient_id: discordUserId })) as {
        id: string;
      };
      await call('POST', `/channels/${channel.id}/messages`, quiet(message));
    },
  };
}

/** The HTTP status of a failed Discord call, whichever client made it. */
export const discordStatusOf = (error: unknown): number | null => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
};
