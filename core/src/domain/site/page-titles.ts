import { publicSiteMessages } from '../messages/public-site.ts';
import { EVENT_SECTIONS, type EventSection } from './site-paths.ts';

const meta = publicSiteMessages.pageMeta;
const pages = meta.pages;

/** Pages whose address has no id: their name in the browser tab. */
const FIXED: Record<string, string> = {
  events: meta.eventsTitle,
  creatives: pages.creatives,
  tournaments: pages.tournaments,
  about: pages.about,
  contact: pages.contact,
  profile: pages.profile,
  settings: pages.settings,
  'settings/game-accounts': pages.gameAccounts,
  'my-teams': pages.myTeams,
  single: pages.bracketDemo,
  login: pages.login,
  'sign-up': pages.signUp,
  'verify-email': pages.verifyEmail,
  'forgot-password': pages.forgotPassword,
  'reset-password': pages.resetPassword,
  'dev/outbox': pages.outbox,
  'auth/complete': pages.authComplete,
  galaxia: pages.organiser,
  'galaxia/tournaments': pages.organiserTournaments,
  'galaxia/teams': pages.organiserTeams,
  'galaxia/stream-tools': pages.streamTools,
  'galaxia/verify': pages.verify,
  'galaxia/discord': pages.discord,
  'galaxia/community': pages.organiserCommunity,
  'galaxia/commands': pages.commands,
  'galaxia/enquiries': pages.enquiries,
};

/**
 * The browser tab's title for any address of the site, the same on the server's HTML and after a
 * navigation in the browser. `names` are what only a read knows: the event's title, the item's name.
 */
export function pageTitleOf(pathname: string, names: { event?: string; item?: string } = {}): string {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return meta.siteName;
  return meta.pageTitle(pageNameOf(parts, names));
}

function pageNameOf(parts: string[], names: { event?: string; item?: string }): string {
  const fixed = FIXED[parts.join('/')];
  if (fixed) return fixed;
  const [first, , section, childId, ...rest] = parts;
  if (first === 'events' && parts.length >= 2) {
    const name = eventPartName(section, childId, rest.length, names.item);
    if (!names.event) return name ?? pages.event;
    return name ? meta.eventSectionTitle(name, names.event) : names.event;
  }
  if (first === 'players' && parts.length === 2) return names.item ?? pages.player;
  if (first === 'c' && parts.length === 2) return names.item ?? pages.community;
  if (first === 'creatives' && parts.length === 2) return names.item ?? pages.creativeService;
  if (first === 'my-teams' && parts.length === 2) return names.item ?? pages.myTeam;
  if (first === 'teams' && parts.length === 2) return pages.team;
  if (first === 'matches' && parts.length === 2) return meta.match;
  if (first === 'tournaments' && parts.length === 2) return pages.tournaments;
  if (first === 'overlay') return pages.overlay;
  if (first === 'galaxia') return organiserPageName(parts.slice(1), names.item) ?? pages.notFound;
  return pages.notFound;
}

/** undefined for the event's own page; null for an address under it that is no page. */
function eventPartName(
  section: string | undefined,
  childId: string | undefined,
  more: number,
  item: string | undefined,
): string | undefined {
  if (!section) return undefined;
  if (more > 0) return pages.notFound;
  if (childId && section === 'teams') return item ?? pages.team;
  if (childId && section === 'matches') return item ?? meta.match;
  if (childId && section === 'lobbies') return item ?? meta.lobby;
  if (!childId && (EVENT_SECTIONS as readonly string[]).includes(section))
    return meta.sections[section as EventSection];
  return pages.notFound;
}

function organiserPageName(parts: string[], item: string | undefined): string | null {
  const [first, id, area, step] = parts;
  if (first === 'team' && id && parts.length === 2) return item ?? pages.organiserTeam;
  if (first !== 'tournaments' || !id) return null;
  if (area === 'console' && parts.length === 3) return pages.console;
  const label = area === 'edit' && step ? pages.editSteps[step] : undefined;
  return label ? pages.editStep(label) : null;
}
