/** Every route the app links to, in one place, so links and the router cannot disagree. */
export const paths = {
  home: '/',
  events: '/events',
  event: (id: string) => `/events/${id}`,
  eventSection: (id: string, section: EventSection) => `/events/${id}/${section}`,
  eventTeam: (id: string, teamId: string) => `/events/${id}/teams/${teamId}`,
  eventMatch: (id: string, matchId: string) => `/events/${id}/matches/${matchId}`,
  player: (id: string) => `/players/${id}`,
  creatives: '/creatives',
  creativeService: (slug: string) => `/creatives/${slug}`,
  tournaments: '/tournaments',
  tournament: (id: string) => `/tournaments/${id}`,
  about: '/about',
  contact: '/contact',
  profile: '/profile',
  settings: '/settings',
  myTeams: '/my-teams',
  myTeam: (id: string) => `/my-teams/${id}`,
  login: '/login',
  galaxia: '/galaxia',
  bracketDemo: '/single',
} as const;

/** The ten pages under /events/{id}, in the order the event page offers them. */
export const EVENT_SECTIONS = [
  'brackets',
  'streams',
  'matches',
  'teams',
  'calendar',
  'roadmap',
  'prize-pool',
  'rulebook',
  'stats',
  'announcements',
] as const;
export type EventSection = (typeof EVENT_SECTIONS)[number];

export const mainNavigation = [
  { label: 'Home', to: paths.home },
  { label: 'Events', to: paths.events },
  { label: 'Creatives', to: paths.creatives },
  { label: 'Galaxia', to: paths.galaxia },
] as const;
