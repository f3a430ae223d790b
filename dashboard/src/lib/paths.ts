import { sitePaths } from '@galaxia/core';

/** The site's pages come from core, which the bot and workers link to as well. */
export { EVENT_SECTIONS, type EventSection } from '@galaxia/core';
export const paths = sitePaths;

export const mainNavigation = [
  { key: 'home', to: paths.home },
  { key: 'events', to: paths.events },
  { key: 'creatives', to: paths.creatives },
  { key: 'galaxia', to: paths.galaxia },
] as const;
