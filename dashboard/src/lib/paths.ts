import { sitePaths } from '@galaxia/core';

/** The site's pages come from core, which the bot and workers link to as well. */
export { EVENT_SECTIONS, type EventSection } from '@galaxia/core';
export const paths = sitePaths;

export const mainNavigation = [
  { label: 'Home', to: paths.home },
  { label: 'Events', to: paths.events },
  { label: 'Creatives', to: paths.creatives },
  { label: 'Galaxia', to: paths.galaxia },
] as const;
