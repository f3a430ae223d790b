import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A page change fades in after a 50 ms delay. */
const PAGE_TRANSITION_DELAY_MS = 50;
const FADE_MS = 250;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Fades the routed page in whenever the path changes (not on query-string changes such as filters). */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const shownPath = useRef(pathname);

  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (prefersReducedMotion()) return;
    ref.current?.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: FADE_MS,
      delay: PAGE_TRANSITION_DELAY_MS,
      easing: 'ease-out',
      fill: 'backwards',
    });
  }, [pathname]);

  return <div ref={ref}>{children}</div>;
}
