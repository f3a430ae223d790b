import type { GameId } from '../../contracts/games.ts';
import type { Phase } from '../../contracts/roadmap.ts';
import {
  isBattleRoyaleGame,
  LOBBY_CAPACITY_PLAYERS,
  MAX_MATCHES_PER_LOBBY,
  MIN_MATCHES_PER_LOBBY,
  MIN_TEAMS_PER_LOBBY,
  maxTeamsPerLobby,
} from '../battle-royale/lobby-rules.ts';
import { type Refusal, refusal } from '../errors/error-codes.ts';
import { gameName } from '../games/games.ts';
import { messages } from '../messages/catalogue.ts';
import { sameDivision } from './division-ref.ts';
import { isBattleRoyaleFormat, isEliminationFormat } from './phase-format.ts';
import { computeTotalTeams, totalQualifyingTeams } from './total-teams.ts';

/** The fewest groups a group stage splits its teams into. */
export const MIN_GROUPS = 2;
/** The fewest lobbies a battle-royale phase plays in. */
export const MIN_LOBBIES = 1;

/** What the organiser fills in; totalTeams, isValid and errors are derived from it. */
export type PhaseDraft = Omit<Phase, 'totalTeams' | 'isValid' | 'errors'>;

/** The roadmap the phase belongs to and its position in it (`phases.length` for a phase not added yet). */
export interface RoadmapContext {
  phases: readonly Phase[];
  index: number;
  /** The tournament's game and players per team, when known: Battle Royale lobby rules need them. */
  game?: PhaseGame;
}

export interface PhaseGame {
  gameId: GameId;
  /** The tournament's format (players per team); null before the basic step sets it. */
  teamSize: number | null;
}

export const isPowerOfTwo = (n: number): boolean => {
  if (!Number.isInteger(n) || n < 1) return false;
  let rest = n;
  while (rest % 2 === 0) rest /= 2;
  return rest === 1;
};

const isWholeNonNegative = (n: number): boolean => Number.isInteger(n) && n >= 0;

const hasBadSource = (phase: PhaseDraft, { phases, index }: RoadmapContext): boolean =>
  phase.qualifiedTeams.some(
    ([p, d]) =>
      !isWholeNonNegative(p) ||
      !isWholeNonNegative(d) ||
      p >= index ||
      d >= (phases[p]?.qualifyingTeams.length ?? 0),
  );

const hasDoubleClaim = (phase: PhaseDraft, { phases, index }: RoadmapContext): boolean =>
  phase.qualifiedTeams.some(
    (ref, i) =>
      phase.qualifiedTeams.findIndex((other) => sameDivision(other, ref)) !== i ||
      phases.some(
        (other, j) => j !== index && other.qualifiedTeams.some((claim) => sameDivision(claim, ref)),
      ),
  );

/**
 * Lobbies follow the Group Stage's division rules (total and qualifiers divisible by lobbies, so the
 * top k of each lobby go on), but one lobby is allowed and a lobby must fit the game's room.
 */
function battleRoyaleErrors(
  phase: PhaseDraft,
  total: number,
  qualifying: number,
  game: PhaseGame | undefined,
): Refusal[] {
  const errors: Refusal[] = [];
  const lobbies = phase.numberOfGroups ?? 0;
  const matches = phase.matchesPerLobby ?? 0;
  if (game && !isBattleRoyaleGame(game.gameId))
    errors.push(refusal('BATTLE_ROYALE_GAME_NOT_BATTLE_ROYALE', messages.battleRoyale.gameNotBattleRoyale));
  if (!Number.isInteger(matches) || matches < MIN_MATCHES_PER_LOBBY || matches > MAX_MATCHES_PER_LOBBY)
    errors.push(
      refusal(
        'BATTLE_ROYALE_MATCHES_PER_LOBBY_RANGE',
        messages.battleRoyale.matchesPerLobbyRange(MIN_MATCHES_PER_LOBBY, MAX_MATCHES_PER_LOBBY),
      ),
    );
  if (lobbies < MIN_LOBBIES) {
    errors.push(refusal('BATTLE_ROYALE_LOBBIES_AT_LEAST_ONE', messages.battleRoyale.lobbiesAtLeastOne));
    return errors;
  }
  if (total % lobbies !== 0) {
    errors.push(
      refusal('BATTLE_ROYALE_DIVISIBLE_BY_LOBBIES', messages.battleRoyale.divisibleByLobbies(total, lobbies)),
    );
  } else if (total > 0) {
    const perLobby = total / lobbies;
    if (perLobby < MIN_TEAMS_PER_LOBBY)
      errors.push(refusal('BATTLE_ROYALE_LOBBY_TOO_SMALL', messages.battleRoyale.lobbyTooSmall));
    if (game && isBattleRoyaleGame(game.gameId)) {
      const max = maxTeamsPerLobby(game.gameId, game.teamSize ?? 1);
      if (perLobby > max)
        errors.push(
          refusal(
            'BATTLE_ROYALE_LOBBY_OVER_CAPACITY',
            messages.battleRoyale.lobbyOverCapacity(
              perLobby,
              max,
              gameName(game.gameId),
              LOBBY_CAPACITY_PLAYERS[game.gameId],
            ),
          ),
        );
    }
  }
  if (!phase.isFinal && qualifying % lobbies !== 0)
    errors.push(
      refusal(
        'BATTLE_ROYALE_QUALIFYING_DIVISIBLE_BY_LOBBIES',
        messages.battleRoyale.qualifyingDivisibleByLobbies,
      ),
    );
  return errors;
}

/**
 * Every rule a phase breaks, in a fixed order so the summary card does not reshuffle between saves.
 * Messages that only restate an earlier one are left out (a power-of-two complaint about 0 teams).
 */
export function phaseRefusals(phase: PhaseDraft, context: RoadmapContext): Refusal[] {
  const errors: Refusal[] = [];
  const groupStage = phase.format === 'Group Stage' || isBattleRoyaleFormat(phase.format);
  const groups = phase.numberOfGroups ?? 0;

  if (phase.name.trim() === '') errors.push(refusal('PHASE_NAME_REQUIRED', messages.phase.nameRequired));

  const counts = [phase.invitedTeams, phase.participatingTeams, ...phase.qualifyingTeams];
  if (groupStage) counts.push(groups);
  if (!counts.every(isWholeNonNegative)) {
    // Sums of negative or fractional inputs would only produce misleading follow-up messages.
    errors.push(refusal('PHASE_COUNTS_WHOLE_NON_NEGATIVE', messages.phase.countsWholeNonNegative));
    return errors;
  }

  if (hasBadSource(phase, context))
    errors.push(refusal('PHASE_SOURCE_NOT_EARLIER', messages.phase.sourceNotEarlier));
  if (hasDoubleClaim(phase, context))
    errors.push(refusal('PHASE_DIVISION_CLAIMED_TWICE', messages.phase.divisionClaimedTwice));

  const total = computeTotalTeams(phase, context.phases);
  const qualifying = totalQualifyingTeams(phase);

  if (total <= 0) errors.push(refusal('PHASE_TOTAL_GREATER_THAN_ZERO', messages.phase.totalGreaterThanZero));
  else if (total < 2) errors.push(refusal('BRACKETS_TOO_FEW_TEAMS', messages.brackets.tooFewTeams));

  if (isEliminationFormat(phase.format)) {
    if (total > 0 && !isPowerOfTwo(total))
      errors.push(refusal('PHASE_POWER_OF_TWO', messages.phase.powerOfTwo(total, phase.format)));
    if (!phase.isFinal && qualifying > 0 && !isPowerOfTwo(qualifying)) {
      errors.push(refusal('PHASE_QUALIFYING_POWER_OF_TWO', messages.phase.qualifyingPowerOfTwo(qualifying)));
    }
  }

  if (isBattleRoyaleFormat(phase.format)) {
    errors.push(...battleRoyaleErrors(phase, total, qualifying, context.game));
  } else if (groupStage) {
    if (groups < MIN_GROUPS) {
      errors.push(refusal('PHASE_GROUPS_AT_LEAST_TWO', messages.phase.groupsAtLeastTwo));
    } else {
      if (total % groups !== 0)
        errors.push(refusal('PHASE_DIVISIBLE_BY_GROUPS', messages.phase.divisibleByGroups(total, groups)));
      else if (total > 0 && total < groups * 2)
        errors.push(
          refusal('BRACKETS_GROUPS_OUT_OF_RANGE', messages.brackets.groupsOutOfRange(total, groups)),
        );
      if (!phase.isFinal && qualifying % groups !== 0)
        errors.push(
          refusal('PHASE_QUALIFYING_DIVISIBLE_BY_GROUPS', messages.phase.qualifyingDivisibleByGroups),
        );
    }
  }

  if (qualifying > 0 && qualifying >= total)
    errors.push(refusal('PHASE_QUALIFYING_LESS_THAN_TOTAL', messages.phase.qualifyingLessThanTotal));

  if (phase.isFinal) {
    if (phase.qualifyingTeams.length > 0)
      errors.push(refusal('PHASE_FINAL_NO_QUALIFYING', messages.phase.finalNoQualifying));
  } else if (phase.qualifyingTeams.length === 0) {
    errors.push(refusal('PHASE_DIVISION_REQUIRED', messages.phase.divisionRequired));
  } else if (phase.qualifyingTeams.includes(0)) {
    errors.push(refusal('PHASE_DIVISION_NEEDS_TEAMS', messages.phase.divisionNeedsTeams));
  }

  return errors;
}

/** The words of every rule the phase breaks, as the planner's card lists them. */
export const validatePhase = (phase: PhaseDraft, context: RoadmapContext): string[] =>
  phaseRefusals(phase, context).map((refused) => refused.message);
