import { type ChildProcess, spawn } from 'node:child_process';

export interface Supervised {
  /** The running process, or null while it waits to be restarted. */
  readonly child: ChildProcess | null;
  readonly restarts: number;
  /** Stops restarting and ends the process (SIGTERM, then SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Runs a node entry point and starts it again whenever it dies, so a crashed worker (or api) comes back
 * while the others keep serving. Restarts back off from 1 s to 30 s while it keeps crashing, and the
 * delay resets once it has stayed up for a minute.
 */
export function supervise(
  label: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; log: (line: string) => void; stdio?: 'inherit' | 'ignore' },
): Supervised {
  let child: ChildProcess | null = null;
  let restarts = 0;
  let delayMs = 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const start = () => {
    const startedAt = Date.now();
    const current = spawn(process.execPath, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: options.stdio ?? 'inherit',
    });
    child = current;
    current.once('exit', (code, signal) => {
      if (child === current) child = null;
      if (stopped) return;
      if (Date.now() - startedAt > 60_000) delayMs = 1000;
      options.log(`${label} exited (${signal ?? code}); restarting in ${delayMs / 1000} s`);
      timer = setTimeout(() => {
        restarts++;
        start();
      }, delayMs);
      delayMs = Math.min(delayMs * 2, 30_000);
    });
  };
  start();

  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    async stop(graceMs = 15_000) {
      stopped = true;
      clearTimeout(timer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => running.kill('SIGKILL'), graceMs);
        running.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        running.kill('SIGTERM');
      });
    },
  };
}
