import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in server-rendered HTML and until the browser has hydrated it: a button that needs JavaScript
 * stays disabled until its click can do something.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
