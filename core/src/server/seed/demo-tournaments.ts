import {
  type BreakdownCounts,
  emptyBreakdown,
  type GameId,
  type PhaseDraft,
  type PhaseFormat,
  type TournamentLifecycle,
} from '@galaxia/core';
import type { PersonKey, ServerKey } from './demo-people.ts';

interface WindowPlan {
  /** Days from today (IST). */
  startDay: number;
  endDay: number;
  startTime: string;
  endTime: string;
}

export interface TournamentPlan {
  server: ServerKey;
  organiser: PersonKey;
  eventName: string;
  seasonNumber: number;
  gameId: GameId;
  format: number | null;
  /** Whole rupees. */
  prizePool: number | null;
  eventDescription: string | null;
  discordLink: string | null;
  breakdown?: BreakdownCounts;
  requiresVerification: boolean;
  lifecycle: TournamentLifecycle;
  /** Days from today the organiser archived it; absent when it is not archived. */
  archivedDay?: number;
  publishDay: number;
  registration: WindowPlan[];
  /** First day of the first round, days from today; null while the calendar is not set. */
  calendarStartDay: number | null;
  roadmap: PhaseDraft[];
}

const openFor = (startDay: number, endDay: number): WindowPlan => ({
  startDay,
  endDay,
  startTime: '10:00',
  endTime: '23:59',
});

/** The phase registered teams enter; `qualifyingTeams` go on, per division, to the phase after it. */
const openingPhase = (
  name: string,
  format: PhaseFormat,
  draft: Pick<PhaseDraft, 'participatingTeams' | 'qualifyingTeams'> & Partial<PhaseDraft>,
): PhaseDraft => ({ name, format, invitedTeams: 0, qualifiedTeams: [], isFinal: false, ...draft });

/** The last phase, played by the teams earlier phases send it (`[phase, division]` pairs). */
const finalPhase = (
  name: string,
  format: PhaseFormat,
  draft: Pick<PhaseDraft, 'qualifiedTeams'> & Partial<PhaseDraft>,
): PhaseDraft => ({
  name,
  format,
  invitedTeams: 0,
  participatingTeams: 0,
  qualifyingTeams: [],
  isFinal: true,
  ...draft,
});

/**
 * A group stage whose winners (division 1) and runners-up (division 2) meet in a single-elimination
 * final phase.
 */
const groupsThenKnockouts = (
  stage: { name: string; teams: number; groups: number },
  finalName: string,
): PhaseDraft[] => [
  openingPhase(stage.name, 'Group Stage', {
    participatingTeams: stage.teams,
    numberOfGroups: stage.groups,
    qualifyingTeams: [stage.groups, stage.groups],
  }),
  finalPhase(finalName, 'Single Elimination', {
    qualifiedTeams: [
      [0, 0],
      [0, 1],
    ],
  }),
];

/** 50 players by Town Hall level, weighted to the top as a competitive war league is. */
const warLeagueBreakdown: BreakdownCounts = {
  ...emptyBreakdown(),
  '17': 4,
  '16': 8,
  '15': 12,
  '14': 12,
  '13': 8,
  '12': 4,
  '11': 2,
};

/**
 * The ongoing battle-royale season. Each lobby match is its own calendar round (4 days, 2 days apart),
 * so from day -44 the lobby stage ran its 4 matches and the final played 3 of its 6: Match 4 of the
 * final is tomorrow.
 */
export const ONGOING_BGMI: TournamentPlan = {
  server: 'galaxia',
  organiser: 'aarav',
  eventName: 'BGMI Masters Series',
  seasonNumber: 3,
  gameId: 'bgmi',
  format: 4,
  prizePool: 10_00_000,
  eventDescription:
    "Thirty-two of India's best BGMI squads in two lobbies of sixteen, four matches each; the top eight of each lobby play a six-match Grand Final. Placement points plus one point per kill. Room details are shared 15 minutes before each match.",
  discordLink: 'https://discord.gg/galaxia-esports',
  requiresVerification: true,
  lifecycle: 'published',
  publishDay: -70,
  registration: [openFor(-65, -50)],
  calendarStartDay: -44,
  roadmap: [
    // The top 8 of each lobby go on.
    openingPhase('Lobby Stage', 'Battle Royale', {
      participatingTeams: 32,
      numberOfGroups: 2,
      matchesPerLobby: 4,
      qualifyingTeams: [16],
    }),
    finalPhase('Grand Final', 'Battle Royale', {
      numberOfGroups: 1,
      matchesPerLobby: 6,
      qualifiedTeams: [[0, 0]],
    }),
  ],
};

/**
 * The running duel event, as the seed told it before the BGMI event became a battle-royale season. Day
 * offsets put today inside the quarter-finals: the group stage (three matchdays from day -22) is over
 * and the playoffs started yesterday.
 */
export const ONGOING_VALORANT: TournamentPlan = {
  server: 'valorantHub',
  organiser: 'aarav',
  eventName: 'Valorant Challengers League',
  seasonNumber: 2,
  gameId: 'valorant',
  format: 4,
  prizePool: 4_00_000,
  eventDescription:
    'Sixteen Valorant teams fight through four groups for eight playoff spots. Group matches are best of 1, playoffs best of 3. Check in 30 minutes before your match.',
  discordLink: 'https://discord.gg/valorant-india-hub',
  requiresVerification: false,
  lifecycle: 'published',
  publishDay: -50,
  registration: [openFor(-45, -28)],
  calendarStartDay: -22,
  roadmap: groupsThenKnockouts({ name: 'Group Stage', teams: 16, groups: 4 }, 'Playoffs'),
};

export const PAST_VALORANT: TournamentPlan = {
  server: 'valorantHub',
  organiser: 'aarav',
  eventName: 'Valorant Monsoon Cup',
  seasonNumber: 1,
  gameId: 'valorant',
  format: 4,
  prizePool: 5_00_000,
  eventDescription:
    'Eight teams, double elimination, every series best of 3. A team is out only after its second loss. Thank you to everyone who played and watched!',
  discordLink: 'https://discord.gg/valorant-india-hub',
  requiresVerification: false,
  lifecycle: 'completed',
  publishDay: -125,
  registration: [openFor(-120, -97)],
  calendarStartDay: -90,
  roadmap: [
    openingPhase('Main Event', 'Double Elimination', {
      participatingTeams: 8,
      qualifyingTeams: [],
      isFinal: true,
    }),
  ],
};

/** Registration open now, in its second window (an early-bird window already ran). */
export const OPEN_CLASH: TournamentPlan = {
  server: 'clashIndia',
  organiser: 'priya',
  eventName: 'Clash India War League',
  seasonNumber: 4,
  gameId: 'coc',
  format: 50,
  prizePool: 2_50_000,
  eventDescription:
    '50v50 clan wars. Two league groups of four, the top two of each go to the knockouts. Line-ups must follow the Town Hall breakdown; every player verifies their account with an API token.',
  discordLink: 'https://discord.gg/clash-india',
  breakdown: warLeagueBreakdown,
  requiresVerification: true,
  lifecycle: 'published',
  publishDay: -14,
  registration: [openFor(-12, -6), openFor(-2, 7)],
  calendarStartDay: 12,
  roadmap: groupsThenKnockouts({ name: 'League Stage', teams: 8, groups: 2 }, 'Knockouts'),
};

/**
 * The war league in play: six clans in two league groups of three wars each, the top two of each into
 * knockout wars. Every war is a single 4v4 war won on stars. The league stage is over, the first
 * semi-final war was fought yesterday and the second is tomorrow, as the Valorant playoffs.
 */
export const ONGOING_CLASH: TournamentPlan = {
  server: 'clashIndia',
  organiser: 'priya',
  eventName: 'Clash Champions War League',
  seasonNumber: 2,
  gameId: 'coc',
  format: 4,
  prizePool: 1_50_000,
  eventDescription:
    'Six clans, 4v4 wars: two league groups of three, the top two of each into the knockout wars. Every war is a single war, won on stars, then destruction.',
  discordLink: 'https://discord.gg/clash-india',
  breakdown: { ...emptyBreakdown(), '17': 1, '16': 1, '15': 1, '14': 1 },
  requiresVerification: false,
  lifecycle: 'published',
  publishDay: -52,
  registration: [openFor(-47, -29)],
  // A day before the Valorant league, so neither ties the other for the home page's running events.
  calendarStartDay: -23,
  roadmap: [
    openingPhase('League Stage', 'Group Stage', {
      participatingTeams: 6,
      numberOfGroups: 2,
      qualifyingTeams: [2, 2],
    }),
    finalPhase('Knockout Wars', 'Single Elimination', {
      qualifiedTeams: [
        [0, 0],
        [0, 1],
      ],
      // One war decides each tie, the final too.
      bestOf: { 'r-1': 1, 'r-2': 1 },
    }),
  ],
};

export const UPCOMING_FREE_FIRE: TournamentPlan = {
  server: 'galaxia',
  organiser: 'priya',
  eventName: 'Free Fire Booyah Cup',
  seasonNumber: 2,
  gameId: 'freefire',
  format: 4,
  prizePool: 3_00_000,
  eventDescription:
    'Thirty-two squads, five Swiss rounds with no rematches; the best eight play a single-elimination final weekend.',
  discordLink: 'https://discord.gg/galaxia-esports',
  requiresVerification: false,
  lifecycle: 'published',
  publishDay: -3,
  registration: [openFor(4, 14)],
  calendarStartDay: 20,
  roadmap: [
    openingPhase('Swiss Qualifiers', 'Swiss', { participatingTeams: 32, qualifyingTeams: [8] }),
    finalPhase('Grand Finals', 'Single Elimination', { qualifiedTeams: [[0, 0]] }),
  ],
};

/** Just created from the dialog plus a few basic fields: no roadmap, calendar or registration yet. */
export const DRAFT_PUBG: TournamentPlan = {
  server: 'galaxia',
  organiser: 'aarav',
  eventName: 'PUBG Mobile Campus Clash',
  seasonNumber: 1,
  gameId: 'pubg',
  format: 4,
  prizePool: 1_00_000,
  eventDescription: null,
  discordLink: null,
  requiresVerification: true,
  lifecycle: 'draft',
  publishDay: 0,
  registration: [],
  calendarStartDay: null,
  roadmap: [],
};

/** A draft the organiser gave up on and put in the archive: only My Tournaments' Archived filter shows it. */
export const ARCHIVED_CODM: TournamentPlan = {
  server: 'galaxia',
  organiser: 'aarav',
  eventName: 'COD Mobile Night Scrims',
  seasonNumber: 1,
  gameId: 'codm',
  format: 4,
  prizePool: null,
  eventDescription: null,
  discordLink: null,
  requiresVerification: false,
  lifecycle: 'draft',
  archivedDay: -10,
  publishDay: -20,
  registration: [],
  calendarStartDay: null,
  roadmap: [],
};
