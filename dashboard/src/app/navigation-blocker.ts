import { useEffect, useRef, useState } from 'react';
import type { Blocker, BlockerFunction } from 'react-router-dom';

type Navigation = Parameters<BlockerFunction>[0];

interface Guard {
  shouldBlock: BlockerFunction;
  block(navigation: Navigation, proceed: () => void): void;
}

const guards = new Set<Guard>();

/** True when a page holds `navigation` back; that page then decides whether `proceed` runs. */
export function blockNavigation(navigation: Navigation, proceed: () => void): boolean {
  for (const guard of guards) {
    if (!guard.shouldBlock(navigation)) continue;
    guard.block(navigation, proceed);
    return true;
  }
  return false;
}

const UNBLOCKED: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/**
 * React Router's `useBlocker` for the app's router (app/browser-history.ts), which is not React Router's
 * data router: holds back a link, a `navigate` or Back/Forward while `shouldBlock` says so, until the
 * page proceeds or resets.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  useEffect(() => {
    const guard: Guard = {
      shouldBlock: (navigation) => latest.current(navigation),
      block: (navigation, proceed) =>
        setBlocker({
          state: 'blocked',
          location: navigation.nextLocation,
          reset: () => setBlocker(UNBLOCKED),
          proceed: () => {
            setBlocker(UNBLOCKED);
            proceed();
          },
        }),
    };
    guards.add(guard);
    return () => {
      guards.delete(guard);
    };
  }, []);
  return blocker;
}
