/**
 * Whether this api process is draining: told to stop (SIGTERM on a deploy), it answers its health check with
 * 503 so the balancer sends no new requests, and asks its live streams to reconnect elsewhere.
 */
export interface ProcessLifecycle {
  readonly draining: boolean;
  /** Runs once, when draining starts (e.g. ending the live-update streams with a reconnect hint). */
  onDrain(hook: () => void): void;
  drain(): void;
}

export function createProcessLifecycle(): ProcessLifecycle {
  let draining = false;
  const hooks: (() => void)[] = [];
  return {
    get draining() {
      return draining;
    },
    onDrain(hook) {
      if (draining) hook();
      else hooks.push(hook);
    },
    drain() {
      if (draining) return;
      draining = true;
      for (const hook of hooks.splice(0)) hook();
    },
  };
}
