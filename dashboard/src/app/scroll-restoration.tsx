import { useEffect, useLayoutEffect } from 'react';
import { type Location, useLocation } from 'react-router-dom';

const STORAGE_KEY = 'galaxia-scroll-positions';

/** How far down each history entry was left, by location key; kept across reloads of the tab. */
let positions: Record<string, number> | null = null;
let resetOnNextPage = true;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** Called as a navigation leaves `location`. `keepScroll`: the next page opens where this one was. */
export function rememberScroll(location: Location, keepScroll = false): void {
  savedPositions()[location.key] = window.scrollY;
  resetOnNextPage = !keepScroll;
}

function elementOfHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // not a decodable element id
  }
}

/**
 * A new page opens at its top (or at its #hash); Back and Forward return to where the reader was, as
 * React Router's <ScrollRestoration> does for its data router.
 */
export function ScrollRestoration() {
  const location = useLocation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    const save = () => {
      rememberScroll(location);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or refused: Back after a reload opens at the top, nothing worse.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [location]);

  useLayoutEffect(() => {
    const reset = resetOnNextPage;
    resetOnNextPage = true;
    // Each scroll call stands alone: browsers now answer them with a promise, which an effect must not return.
    const y = savedPositions()[location.key];
    if (typeof y === 'number') {
      window.scrollTo(0, y);
      return;
    }
    const target = location.hash ? elementOfHash(location.hash) : null;
    if (target) target.scrollIntoView();
    else if (reset) window.scrollTo(0, 0);
  }, [location]);

  return null;
}
