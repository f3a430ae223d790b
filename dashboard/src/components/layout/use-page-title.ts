import { pageTitleOf } from '@galaxia/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Names the tab more precisely than its address can, once the page has read what it shows (an event's title). */
export function usePageTitle(names: { event?: string; item?: string } | null) {
  const { pathname } = useLocation();
  const event = names?.event;
  const item = names?.item;
  useEffect(() => {
    if (event || item) document.title = pageTitleOf(pathname, { event, item });
  }, [pathname, event, item]);
}
