import type { Rulebook } from '../../contracts/public-event.ts';
import type { PhaseFormat } from '../../contracts/roadmap.ts';
import { DISPUTE_WINDOW_MINUTES } from '../matches/match-rules.ts';
import { messages } from '../messages/catalogue.ts';
import { isBattleRoyaleFormat } from '../phases/phase-format.ts';
import { BEST_OF_EARLIER_ROUNDS, BEST_OF_FROM_QUARTER_FINALS, phaseBestOf } from './best-of.ts';

/** The rulebook's constants (spec part 9). */
export const MAX_SUBSTITUTES = 2;
export const MIN_DEVICE_RAM_GB = 4;
export const MIN_CONNECTION_MBPS = 50;
export const ROOM_DETAILS_MINUTES_BEFORE = 15;
export const LOBBY_JOIN_MINUTES = 10;
export const RECONNECT_MINUTES = 5;
export const CHECK_IN_MINUTES_BEFORE = 30;

export interface RulebookInput {
  /** The game's display name. */
  game: string;
  /** Players per side and its label ('Squad', '5v5'); null while the organiser has not chosen. */
  teamSize: { players: number; label: string } | null;
  requiresVerification: boolean;
  /** Substitutes a team may add (the tournament's choice); the rulebook's number when left out. */
  substitutes?: number;
  /** The Discord server hosting the event. */
  host: string;
  phases: readonly {
    name: string;
    format: PhaseFormat;
    totalTeams: number;
    /** Battle Royale: lobbies and the matches each plays. */
    numberOfGroups?: number;
    matchesPerLobby?: number;
  }[];
}

const text = messages.publicEvent.rulebook;

const phaseLine = (phase: RulebookInput['phases'][number]): string => {
  const label = text.phaseLabel(phase.name, phase.format);
  // A lobby phase plays no series: its line says how many lobbies play how many matches.
  if (isBattleRoyaleFormat(phase.format))
    return text.phaseLobbies(label, phase.numberOfGroups ?? 1, phase.matchesPerLobby ?? 1);
  const bestOf = phaseBestOf(phase);
  return bestOf.kind === 'single'
    ? text.phaseBestOf(label, bestOf.bestOf)
    : text.phaseBestOfFromQuarterFinals(label, bestOf.bestOf, bestOf.earlier);
};

/** The event's rulebook: the spec's constants, specialised to its game, team size and phases. */
export function buildRulebook(input: RulebookInput): Rulebook {
  const lobbyPhases = input.phases.filter((phase) => isBattleRoyaleFormat(phase.format));
  const team = [
    ...(input.teamSize ? [text.teamSize(input.teamSize.players, input.teamSize.label)] : []),
    text.substitutes(input.substitutes ?? MAX_SUBSTITUTES),
    ...(input.requiresVerification ? [text.verifiedAccounts(input.game)] : []),
    text.rosterLocked,
  ];
  return {
    categories: [
      { title: text.teamTitle, rules: team },
      {
        title: text.technicalTitle,
        rules: [
          text.device(MIN_DEVICE_RAM_GB, MIN_CONNECTION_MBPS),
          text.reconnect(RECONNECT_MINUTES),
          text.recording,
        ],
      },
      {
        title: text.proceduresTitle,
        rules: [
          text.checkIn(CHECK_IN_MINUTES_BEFORE),
          text.roomDetails(ROOM_DETAILS_MINUTES_BEFORE),
          text.joinLobby(LOBBY_JOIN_MINUTES),
        ],
      },
      {
        title: text.formatTitle,
        rules: [
          ...(lobbyPhases.length < input.phases.length || lobbyPhases.length === 0
            ? [text.bestOfRule(BEST_OF_FROM_QUARTER_FINALS, BEST_OF_EARLIER_ROUNDS)]
            : []),
          ...(lobbyPhases.length > 0 ? [text.pointsTableRule] : []),
          ...input.phases.map(phaseLine),
        ],
      },
      {
        title: text.disputesTitle,
        rules: [text.reporting, text.disputeWindow(DISPUTE_WINDOW_MINUTES), text.organiserDecides],
      },
    ],
    notice: { title: text.noticeTitle, text: text.notice(input.host) },
  };
}
