import type { GameId } from '../../contracts/games.ts';
import type { PhaseFormat } from '../../contracts/roadmap.ts';
import { TOWN_HALL_LEVEL_KEYS } from '../breakdown/town-hall-breakdown.ts';
import { gameStatistics } from '../games/game-statistics.ts';
import { gameName } from '../games/games.ts';
import { DISPUTE_WINDOW_MINUTES } from '../matches/match-rules.ts';
import { phaseRoundSeries, type RoundBestOf } from '../matches/round-best-of.ts';
import { messages } from '../messages/catalogue.ts';
import { isBattleRoyaleFormat } from '../phases/phase-format.ts';
import { BEST_OF_EARLIER_ROUNDS, BEST_OF_FROM_QUARTER_FINALS, phaseBestOf } from './best-of.ts';
import { escapeMarkdown, type RulebookSections, rulebookMarkdown } from './rulebook-markdown.ts';

/** The rulebook's constants. */
export const MAX_SUBSTITUTES = 2;
export const MIN_DEVICE_RAM_GB = 4;
export const MIN_CONNECTION_MBPS = 50;
export const ROOM_DETAILS_MINUTES_BEFORE = 15;
export const LOBBY_JOIN_MINUTES = 10;
export const RECONNECT_MINUTES = 5;
export const CHECK_IN_MINUTES_BEFORE = 30;

/**
 * What a player needs to play: the mobile shooters ask for a phone that runs them, Valorant is played on
 * a PC (its connection alone is the rulebook's business), and a Clash of Clans war is attacked in turn,
 * with no live session to drop out of.
 */
const SETUP: Readonly<Record<GameId, 'phone' | 'pc' | 'war'>> = {
  coc: 'war',
  bgmi: 'phone',
  freefire: 'phone',
  pubg: 'phone',
  codm: 'phone',
  valorant: 'pc',
};

export interface RulebookInput {
  gameId: GameId;
  /** Players per side and its label ('Squad', '5v5'); null while the organiser has not chosen. */
  teamSize: { players: number; label: string } | null;
  requiresVerification: boolean;
  /** Substitutes a team may add (the tournament's choice); the rulebook's number when left out. */
  substitutes?: number;
  /** Clash of Clans: bases per Town Hall level, as saved on the Breakdown step; null while unsaved. */
  breakdown?: Readonly<Record<string, number>> | null;
  /** The Discord server hosting the event. */
  host: string;
  phases: readonly {
    name: string;
    format: PhaseFormat;
    totalTeams: number;
    /** Group Stage: groups; Battle Royale: lobbies. */
    numberOfGroups?: number | undefined;
    /** Battle Royale: the matches each lobby plays. */
    matchesPerLobby?: number | undefined;
    /** The organiser's best-of per round; rounds left out play the rulebook's. */
    bestOf?: RoundBestOf | null | undefined;
  }[];
}

const text = messages.publicEvent.rulebook;

/** Consecutive rounds of one series length, as "Round 1 to Round 3 best of 1". */
function customRoundsLine(label: string, phase: RulebookInput['phases'][number]): string {
  const series = phaseRoundSeries({
    format: phase.format,
    teams: phase.totalTeams,
    groups: phase.numberOfGroups,
    bestOf: phase.bestOf,
  });
  const runs: { first: string; last: string; bestOf: number }[] = [];
  for (const round of series) {
    const run = runs.at(-1);
    if (run && run.bestOf === round.bestOf) run.last = round.name;
    else runs.push({ first: round.name, last: round.name, bestOf: round.bestOf });
  }
  return text.phaseRounds(
    label,
    runs.map(({ first, last, bestOf }) =>
      text.roundsBestOf(first === last ? first : text.roundRange(first, last), bestOf),
    ),
  );
}

const hasOwnBestOf = (phase: RulebookInput['phases'][number]): boolean =>
  Object.keys(phase.bestOf ?? {}).length > 0;

const phaseLine = (phase: RulebookInput['phases'][number]): string => {
  const label = escapeMarkdown(text.phaseLabel(phase.name, phase.format));
  // A lobby phase plays no series: its line says how many lobbies play how many matches.
  if (isBattleRoyaleFormat(phase.format))
    return text.phaseLobbies(label, phase.numberOfGroups ?? 1, phase.matchesPerLobby ?? 1);
  if (hasOwnBestOf(phase)) return customRoundsLine(label, phase);
  const bestOf = phaseBestOf(phase);
  return bestOf.kind === 'single'
    ? text.phaseBestOf(label, bestOf.bestOf)
    : text.phaseBestOfFromQuarterFinals(label, bestOf.bestOf, bestOf.earlier);
};

/** The saved breakdown's levels, highest first: "4 × TH17, 8 × TH16"; null when none is saved. */
function townHallLine(breakdown: RulebookInput['breakdown']): string | null {
  if (!breakdown) return null;
  const levels = [...TOWN_HALL_LEVEL_KEYS]
    .reverse()
    .filter((level) => (breakdown[level] ?? 0) > 0)
    .map((level) => text.townHallCount(level, breakdown[level]!));
  return levels.length > 0 ? text.townHalls(levels.join(', ')) : null;
}

/** The event's rulebook in sections: the spec's constants where its game plays by them. */
export function buildRulebook(input: RulebookInput): RulebookSections {
  const setup = SETUP[input.gameId];
  const kind = gameStatistics(input.gameId).kind;
  const game = gameName(input.gameId);
  const lobbyPhases = input.phases.filter((phase) => isBattleRoyaleFormat(phase.format));
  const townHalls = setup === 'war' ? townHallLine(input.breakdown) : null;
  const team = [
    ...(input.teamSize ? [text.teamSize(input.teamSize.players, escapeMarkdown(input.teamSize.label))] : []),
    text.substitutes(input.substitutes ?? MAX_SUBSTITUTES),
    ...(input.requiresVerification ? [text.verifiedAccounts(game)] : []),
    text.rosterLocked,
    ...(townHalls ? [townHalls] : []),
  ];
  const technical =
    setup === 'war'
      ? [text.ownAccount, text.warEvidence]
      : [
          setup === 'phone'
            ? text.device(MIN_DEVICE_RAM_GB, MIN_CONNECTION_MBPS)
            : text.connection(MIN_CONNECTION_MBPS),
          text.reconnect(RECONNECT_MINUTES),
          text.recording,
        ];
  const procedures = [
    text.checkIn(CHECK_IN_MINUTES_BEFORE),
    ...(setup === 'war'
      ? [text.warStart, text.warWinner]
      : [
          // Room details are a battle-royale custom room's: a duel lobby is set up by the teams.
          ...(kind === 'battle-royale' || lobbyPhases.length > 0
            ? [text.roomDetails(ROOM_DETAILS_MINUTES_BEFORE)]
            : []),
          text.joinLobby(LOBBY_JOIN_MINUTES),
        ]),
  ];
  return {
    categories: [
      { title: text.teamTitle, rules: team },
      { title: text.technicalTitle, rules: technical },
      { title: text.proceduresTitle, rules: procedures },
      {
        title: text.formatTitle,
        rules: [
          // The rulebook's series lengths, unless the organiser chose their own (each phase's line says them).
          ...((lobbyPhases.length < input.phases.length || lobbyPhases.length === 0) &&
          !input.phases.some(hasOwnBestOf)
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
    notice: { title: text.noticeTitle, text: text.notice(escapeMarkdown(input.host)) },
  };
}

/** The rulebook an event starts with, as Markdown: what the public page shows until the organiser edits it. */
export const generatedRulebook = (input: RulebookInput): string => rulebookMarkdown(buildRulebook(input));
