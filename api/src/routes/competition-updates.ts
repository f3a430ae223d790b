import type { Redis } from '@galaxia/core/server';

type Listener = (message: string) => void;

/**
 * One Redis subscriber per api process, shared by every open page: a channel is subscribed while
 * someone listens to it, and the connection is closed once nobody listens to anything.
 */
export function createUpdatesHub(redis: Pick<Redis, 'duplicate'>) {
  let subscriber: Redis | null = null;
  const listeners = new Map<string, Set<Listener>>();

  const deliver = (channel: string, message: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(message);
  };

  return {
    /** Starts delivering the channel's messages; the answer stops it. */
    async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
      if (!subscriber) {
        subscriber = redis.duplicate();
        subscriber.on('message', deliver);
        // ioredis reconnects by itself; pages poll meanwhile, so a lost connection is only worth a line.
        subscriber.on('error', (error: Error) => console.error('[api] live updates:', error.message));
      }
      const connection = subscriber;
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        await connection.subscribe(channel);
      }
      channelListeners.add(listener);
      const own = channelListeners;
      return async () => {
        own.delete(listener);
        if (own.size === 0 && listeners.get(channel) === own) {
          listeners.delete(channel);
          await connection.unsubscribe(channel).catch(() => undefined);
        }
        if (listeners.size === 0 && subscriber === connection) {
          subscriber = null;
          await connection.quit().catch(() => undefined);
        }
      };
    },
  };
}

export type UpdatesHub = ReturnType<typeof createUpdatesHub>;
