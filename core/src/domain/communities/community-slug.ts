import { communitiesMessages } from '../messages/communities.ts';

export const COMMUNITY_SLUG_MIN = 3;
export const COMMUNITY_SLUG_MAX = 32;

/**
 * Addresses a community may not take: the site's own top-level words, and names that would pass the
 * page off as Galaxia's or its staff's.
 */
const RESERVED = new Set([
  'admin',
  'administrator',
  'api',
  'about',
  'auth',
  'c',
  'communities',
  'community',
  'contact',
  'create',
  'creatives',
  'dev',
  'discord',
  'edit',
  'events',
  'galaxia',
  'help',
  'login',
  'logout',
  'mod',
  'moderator',
  'my-teams',
  'new',
  'official',
  'overlay',
  'players',
  'profile',
  'root',
  'settings',
  'sign-up',
  'staff',
  'support',
  'system',
  'teams',
  'tournaments',
]);

/** Lowercase letters and digits, words joined by single hyphens: readable, and safe in any address. */
const SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why a community address is refused, or null when it may be used (taken-ness is the database's to say). */
export function communitySlugProblem(slug: string): string | null {
  const text = communitiesMessages.community.slug;
  if (slug.length < COMMUNITY_SLUG_MIN) return text.tooShort(COMMUNITY_SLUG_MIN);
  if (slug.length > COMMUNITY_SLUG_MAX) return text.tooLong(COMMUNITY_SLUG_MAX);
  if (!SHAPE.test(slug)) return text.shape;
  if (RESERVED.has(slug)) return text.reserved(slug);
  return null;
}
