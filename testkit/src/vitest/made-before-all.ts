import { afterAll, beforeAll } from 'vitest';

/**
 * Stands for a value a beforeAll hook makes, so a describe block can name it once at its top: every
 * property read goes to the value as it is by then (reading it earlier throws).
 */
export function madeBeforeAll<T extends object>(read: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = read();
      if (!target) throw new Error(`${what} is made in beforeAll: use it inside a hook or a test`);
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Starts something before the enclosing describe block's tests and closes it after them; answers a
 * stand-in for it (see `madeBeforeAll`).
 */
export function startedBeforeAll<T extends { close(): Promise<unknown> }>(
  start: () => Promise<T>,
  what: string,
): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  return madeBeforeAll(() => started, what);
}
