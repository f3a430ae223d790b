import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * How long a new page may take to draw its heading (a lazy page's module, its first read): on a slow
 * phone or a busy server the read arrives seconds later and redraws the heading, which drops the focus.
 */
const HEADING_WAIT_MS = 10_000;

/** The page last announced, across layouts (signing in goes from the public layout to the organiser's). */
let announcedPath: string | null = null;

/**
 * A page change is told to screen readers as a new page load would be: the tab takes the new page's title,
 * and focus moves to its main heading (or to the main region while it has none), so keyboard users carry on
 * from the top of the content rather than from the link they left. Not on the first load (the server's HTML
 * has the title, and the browser starts at the top), nor for a #fragment, which scrolls to its own target.
 */
export function PageAnnouncer() {
  const { pathname, hash } = useLocation();

  // A layout effect: it runs before the new page's own effects, which may name it more precisely.
  useLayoutEffect(() => {
    const previous = announcedPath;
    announcedPath = pathname;
    if (previous === null || previous === pathname) return;
    nameTab(pathname);
    if (hash) return;
    const focusedBefore = document.activeElement;
    const started = performance.now();
    let focusedHeading: HTMLElement | null = null;
    let frame = requestAnimationFrame(function look() {
      const main = document.getElementById('main');
      const active = document.activeElement;
      // The reader moved on, or the new page put focus somewhere itself (a field that focuses itself).
      if (focusedHeading && active !== focusedHeading && active !== document.body) return;
      if (!focusedHeading && active !== focusedBefore && active !== main && main?.contains(active)) return;
      // Watched for a moment: a heading redrawn as the page's reads arrive takes the focus with it.
      const heading = main?.querySelector<HTMLElement>('h1');
      if (heading && active !== heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        focusedHeading = heading;
      }
      if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(look);
      else if (!focusedHeading) main?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return null;
}

/**
 * The titles of every page and the public site's texts they come from load with the first navigation, not
 * with the first page (whose title is in the server's HTML): the home page's first load stays small. A page
 * that named its tab more precisely meanwhile (`usePageTitle`) keeps its name.
 */
function nameTab(pathname: string) {
  const before = document.title;
  void import('@galaxia/core/page-titles').then(({ pageTitleOf }) => {
    if (announcedPath === pathname && document.title === before) document.title = pageTitleOf(pathname);
  });
}
