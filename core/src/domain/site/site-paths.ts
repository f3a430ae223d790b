import { accountPages } from '../accounts/account-pages.ts';
import { lobbyPath } from '../battle-royale/lobby-rules.ts';

/**
 * Every page of the website, in one place: the dashboard's router and links, the bot's replies and the
 * workers' Discord posts all build their links here, so none can point at a page that moved.
 */
export const sitePaths = {
  ...accountPages,
  home: '/',
  events: '/events',
  event: (id: string) => `/events/${id}`,
  eventSection: (id: string, section: EventSection) => `/events/${id}/${section}`,
  eventTeam: (id: string, teamId: string) => `/events/${id}/teams/${teamId}`,
  eventMatch: (id: string, matchId: string) => `/events/${id}/matches/${matchId}`,
  eventLobby: lobbyPath,
  player: (id: string) => `/players/${id}`,
  /** A Discord server's community page, at the address its admins chose. */
  community: (slug: string) => `/c/${slug}`,
  creatives: '/creatives',
  creativeService: (slug: string) => `/creatives/${slug}`,
  tournaments: '/tournaments',
  tournament: (id: string) => `/tournaments/${id}`,
  about: '/about',
  contact: '/contact',
  /** The API reference page, served by the api itself (not a dashboard route: link it with a plain <a>). */
  apiReference: '/api/reference',
  profile: '/profile',
  /** A player verifies their game accounts here, whatever way they sign in. */
  gameAccounts: '/settings/game-accounts',
  myTeams: '/my-teams',
  myTeam: (id: string) => `/my-teams/${id}`,
  galaxia: '/galaxia',
  bracketDemo: '/single',
  /** Chrome-free pages a caster adds to OBS as browser sources (1920×1080, transparent). */
  overlayMatch: (eventId: string, matchId: string) => `/overlay/${eventId}/match/${matchId}`,
  overlayUpcoming: (eventId: string) => `/overlay/${eventId}/upcoming`,
  overlayStandings: (eventId: string) => `/overlay/${eventId}/standings`,
} as const;

/** The organiser area under /galaxia. */
export const organiserPaths = {
  root: '/galaxia',
  tournaments: '/galaxia/tournaments',
  editStep: (id: string, step: string) => `/galaxia/tournaments/${id}/edit/${step}`,
  console: (id: string) => `/galaxia/tournaments/${id}/console`,
  /** The console scrolled to one match's card in "Needs attention". */
  consoleMatch: (id: string, matchId: string) => `/galaxia/tournaments/${id}/console#match-${matchId}`,
  teams: '/galaxia/teams',
  team: (id: string) => `/galaxia/team/${id}`,
  streamTools: '/galaxia/stream-tools',
  verify: '/galaxia/verify',
  commands: '/galaxia/commands',
  discord: '/galaxia/discord',
  /** The community page's editor, per server the organiser administers. */
  community: '/galaxia/community',
  /** Platform staff only: the contact-form inbox. */
  enquiries: '/galaxia/enquiries',
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

/** A page's full address, for links that leave the site (Discord messages, mails). */
export const siteUrl = (publicUrl: string, path: string): string => `${publicUrl.replace(/\/+$/, '')}${path}`;
