import type { Redis } from '@galaxia/core/server';

type Listener = (frame: string) => void;
/** Turns a channel's raw message into what listeners get (null: nothing), once for all of them. */
type Frame = (channel: string, message: string) => Promise<string | null>;

/**
 * One Redis subscriber per api process, shared by every open page: a channel is subscribed while
 * someone listens to it, and the connection is closed once nobody listens to anything.
 */
export function createUpdatesHub(redis: Pick<Redis, 'duplicate'>, frame: Frame) {
  let subscriber: Redis | null = null;
  const listeners = new Map<string, Set<Listener>>();
  // Frames are built asynchronously; chaining them per channel keeps the updates in publish order.
  const queues = new Map<string, Promise<void>>();

  const deliver = (channel: string, message: string) => {
    const previous = queues.get(channel) ?? Promise.resolve();
    const next = previous
      .then(() => frame(channel, message))
      .then((built) => {
        if (built === null) return;
        for (const listener of listeners.get(channel) ?? []) listener(built);
      })
      .catch((error: Error) => console.error('[api] live updates:', error.message))
      .finally(() => {
        if (queues.get(channel) === next) queues.delete(channel);
      });
    queues.set(channel, next);
  };

  return {
    /** Starts delivering the channel's frames; the answer stops it. */
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
