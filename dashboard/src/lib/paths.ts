/** Every route the app links to, in one place, so links and the router cannot disagree. */
export const paths = {
  home: '/',
  events: '/events',
  event: (id: string) => `/events/${id}`,
  creatives: '/creatives',
  tournaments: '/tournaments',
  about: '/about',
  contact: '/contact',
  profile: '/profile',
  settings: '/settings',
  myTeams: '/my-teams',
  login: '/login',
  galaxia: '/galaxia',
} as const;

export const mainNavigation = [
  { label: 'Home', to: paths.home },
  { label: 'Events', to: paths.events },
  { label: 'Creatives', to: paths.creatives },
  { label: 'Galaxia', to: paths.galaxia },
] as const;
