import type { CreativeService } from '@galaxia/core';

/**
 * The creative-services division's six services: company content, not tournament data. The home page
 * shows these cards, so the longer copy of the service pages lives in service-details.ts.
 */

export type ServiceIcon = 'palette' | 'video' | 'mic' | 'wrench' | 'megaphone' | 'users';

export interface ServiceContent extends CreativeService {
  icon: ServiceIcon;
  /** The page's URL segment under /creatives. */
  slug: string;
}

export const CREATIVE_SERVICES: readonly ServiceContent[] = [
  {
    slug: 'graphic-design',
    icon: 'palette',
    title: 'Graphic Design',
    description:
      'Tournament branding, social kits and stream packages that make an event look as big as it plays.',
    features: [
      'Event identity and logos',
      'Social media kits',
      'Stream overlays and scenes',
      'Jerseys and merch art',
    ],
    link: '/creatives/graphic-design',
  },
  {
    slug: 'broadcasting',
    icon: 'video',
    title: 'Broadcasting & VFX',
    description: 'Multi-camera productions, replays and live graphics for online and LAN events.',
    features: [
      'Remote and LAN production',
      'Instant replays and highlights',
      'Live score and bracket graphics',
      'Multi-platform streaming',
    ],
    link: '/creatives/broadcasting',
  },
  {
    slug: 'casters',
    icon: 'mic',
    title: 'Casters & Hosts',
    description: 'Bilingual play-by-play, analysts and hosts who know the scene and the players.',
    features: ['English and Hindi commentary', 'Analyst desk', 'Stage and show hosts', 'Player interviews'],
    link: '/creatives/casters',
  },
  {
    slug: 'technical',
    icon: 'wrench',
    title: 'Technical Support',
    description: 'Lobby management, anti-cheat checks and on-call admins for every match day.',
    features: [
      'Lobby and room management',
      'Player verification',
      'Dispute handling',
      'Network and hardware checks',
    ],
    link: '/creatives/technical',
  },
  {
    slug: 'marketing',
    icon: 'megaphone',
    title: 'Media Marketing',
    description: 'Campaigns that fill registration and grow viewership across social platforms.',
    features: ['Launch campaigns', 'Influencer partnerships', 'Paid social management', 'Sponsor reporting'],
    link: '/creatives/marketing',
  },
  {
    slug: 'community',
    icon: 'users',
    title: 'Community Management',
    description: 'Discord servers that stay friendly, organised and busy between events.',
    features: ['Discord server set-up', 'Moderation teams', 'Community events', 'Announcements and support'],
    link: '/creatives/community',
  },
];

export const CASE_STUDIES_SLUG = 'case-studies';

export const serviceBySlug = (slug: string | undefined): ServiceContent | undefined =>
  CREATIVE_SERVICES.find((service) => service.slug === slug);
