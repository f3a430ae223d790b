import type { CaseStudy } from '@galaxia/core';
import broadcastArt from './art/broadcast.svg';
import campusArt from './art/campus.svg';
import leagueArt from './art/league.svg';

/** The service pages' and /creatives' longer copy: company content, loaded only with those pages. */
export interface ServiceDetails {
  tagline: string;
  overview: string[];
  deliverables: string[];
  idealFor: string[];
}

export const SERVICE_DETAILS: Record<string, ServiceDetails> = {
  'graphic-design': {
    tagline: 'An identity your community recognises at a glance.',
    overview: [
      'Every tournament we design starts from its audience: a campus league needs a different voice than a national circuit. We build a visual system (logo, palette, type and motion rules) and then roll it out to every surface the event touches.',
      'Our designers work inside the same schedule as your admins, so match-day graphics, results cards and bracket posters are ready the moment a result is confirmed.',
    ],
    deliverables: [
      'Logo suite with light, dark and monochrome versions',
      'Poster (16:9), header (16:3) and square logo formats for every channel',
      'Match-day templates for line-ups, results and MVPs',
      'Brand guide your own team can extend',
    ],
    idealFor: [
      'New leagues launching a first season',
      'Organisers rebranding a long-running event',
      'Teams and creators',
    ],
  },
  broadcasting: {
    tagline: 'Broadcasts that keep viewers through the last circle.',
    overview: [
      'Our production crew runs the show from pre-show to trophy lift: observer feeds, caster cams, replays and a graphics layer driven by live match data.',
      'We stream to Twitch, YouTube and Kick at once, with the stream keys, delays and overlays set up and tested before the first match.',
    ],
    deliverables: [
      'Run of show and technical rehearsal',
      'Observer and replay operators',
      'Live graphics package tied to scores and brackets',
      'VOD highlights cut within 24 hours',
    ],
    idealFor: ['Playoffs and finals', 'Sponsored showcases', 'LAN events with an online audience'],
  },
  casters: {
    tagline: 'Voices that know every rotation and every rivalry.',
    overview: [
      'Our roster of casters covers BGMI, Valorant, Free Fire, Clash of Clans and more, in English, Hindi and regional languages.',
      'Every caster gets a briefing pack before the event: team histories, player storylines and the bracket so far, so the commentary is as prepared as the teams.',
    ],
    deliverables: [
      'Play-by-play and colour casters matched to your game',
      'Pre-show and post-show hosting',
      'Player and captain interviews',
      'Briefing packs prepared from your tournament data',
    ],
    idealFor: ['Finals broadcasts', 'Community cups that want a professional sound', 'Sponsor segments'],
  },
  technical: {
    tagline: 'Match days that start on time and end without arguments.',
    overview: [
      'Our admins run lobbies, share room details on schedule and watch for disconnects so matches start when the calendar says they do.',
      'When a result is disputed, an admin reviews the evidence and settles it within the window your rulebook sets, with a written note for both teams.',
    ],
    deliverables: [
      'Lobby creation and room details 15 minutes before each match',
      'Game-account verification for every registered player',
      'Dispute review and settlement notes',
      'Pre-event network and hardware checklist for LANs',
    ],
    idealFor: ['Events with more than 32 teams', 'Qualifiers with strict rules', 'LAN finals'],
  },
  marketing: {
    tagline: 'Full registrations and a watching audience.',
    overview: [
      'We plan an event’s story from announcement to finals: teaser, registration push, group-stage highlights, playoff hype.',
      'Sponsors get a report after the event with reach, watch time and engagement broken down by platform.',
    ],
    deliverables: [
      'Campaign calendar tied to your registration and match dates',
      'Short-form video and creator collaborations',
      'Paid social set-up and optimisation',
      'Post-event sponsor report',
    ],
    idealFor: ['Brands entering esports', 'Events opening registration', 'Seasonal leagues'],
  },
  community: {
    tagline: 'A server people want to come back to.',
    overview: [
      'We build Discord servers around how tournaments actually run: registration channels, team rooms, match threads and announcement feeds connected to Galaxia’s bot.',
      'Our moderators keep the space welcoming and answer player questions, and we run community nights between seasons so the server never goes quiet.',
    ],
    deliverables: [
      'Server structure, roles and permissions',
      'Trained moderation team with escalation rules',
      'Weekly community events',
      'Monthly health report: members, activity, support tickets',
    ],
    idealFor: [
      'Growing gaming communities',
      'Organisers running several events a year',
      'Creator communities',
    ],
  },
};

export interface CaseStudyContent extends CaseStudy {
  /** Measured outcomes the client agreed to publish. */
  results: string[];
}

export const CASE_STUDIES: readonly CaseStudyContent[] = [
  {
    title: 'National BGMI League Finals',
    service: 'Broadcasting & VFX',
    description:
      'A three-day LAN final streamed in English and Hindi with live bracket graphics and same-day highlight reels.',
    image: broadcastArt,
    results: [
      'Peak of 1.2 lakh concurrent viewers',
      '48 highlight clips published during the event',
      'Zero stream outages',
    ],
  },
  {
    title: 'Clan War League Rebrand',
    service: 'Graphic Design',
    description:
      'A new identity for a four-season Clash of Clans league: logo, social kit and match-day templates admins fill in minutes.',
    image: leagueArt,
    results: [
      'Registrations up 60% season on season',
      'Results posted within 10 minutes of each war',
      'Brand guide adopted by 12 partner clans',
    ],
  },
  {
    title: 'Campus Valorant Circuit',
    service: 'Community Management',
    description:
      'Discord servers and moderation for a circuit across 40 colleges, with a bot-driven registration and match flow.',
    image: campusArt,
    results: [
      '6,500 members across the circuit server',
      'Average support reply under 15 minutes',
      '92% of matches started on schedule',
    ],
  },
];

export const PROCESS_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Consultation',
    text: 'We learn your game, your community and what success looks like for the event.',
  },
  {
    title: 'Planning',
    text: 'A proposal with scope, schedule and budget, aligned to your tournament calendar.',
  },
  {
    title: 'Execution',
    text: 'Our team delivers, with a single point of contact and updates at every milestone.',
  },
  {
    title: 'Delivery',
    text: 'Final files, VODs and a report, plus a review of what to improve next season.',
  },
];
