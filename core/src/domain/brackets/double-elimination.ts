import { linkAndSettle } from './advancement.ts';
import { fromMatch, newMatch } from './match.ts';
import {
  doubleEliminationRoundOrder,
  eliminationRoundCount,
  grandFinalKey,
  grandFinalResetKey,
  losersRoundKey,
  losersRoundName,
  roundPlan,
  winnersRoundKey,
  winnersRoundName,
} from './round-plan.ts';
import { assertSeededTeams, bracketSeedOrder } from './seeding.ts';
import { seedSlot } from './single-elimination.ts';
import type { BracketMatch, DoubleEliminationState, SlotSource } from './types.ts';

export interface DoubleEliminationOptions {
  grandFinalReset?: boolean;
}

const winnersId = (round: number, position: number): string => `wb${round}-${position}`;
const losersId = (round: number, position: number): string => `lb${round}-${position}`;

const positionName = (roundName: string, count: number, position: number): string =>
  count === 1 ? roundName : `${roundName} Match ${position}`;

/**
 * Losers round j has as many matches as winners round ceil(j/2) + 1. Odd rounds pair losers-bracket
 * survivors (round 1: the first-round losers), even rounds take the survivors against the teams just
 * dropped from the winners bracket.
 */
const losersMatchCount = (size: number, round: number): number =>
  size / 2 ** (Math.floor((round + 1) / 2) + 1);

const reverse = (count: number, position: number): number => count + 1 - position;
const halfShift = (count: number, position: number): number =>
  count < 2 ? position : ((position - 1 + count / 2) % count) + 1;

/**
 * Where the losers of winners round t + 1 land in losers round 2t. The order cycles through reverse,
 * reversed half-shift, half-shift and natural, so a dropped team meets survivors from a part of the
 * draw it has not played yet: no meeting can repeat before losers round 5 at 32 teams, 7 at 64 and
 * 8 from 128 up (reverse / natural, the previous routing, let one repeat in losers round 4).
 * Measured in double-elimination-rematches.test.ts; with 16 teams or fewer it is the previous routing.
 */
const dropPosition = (t: number, count: number, position: number): number => {
  switch ((t - 1) % 4) {
    case 0:
      return reverse(count, position);
    case 1:
      return reverse(count, halfShift(count, position));
    case 2:
      return halfShift(count, position);
    default:
      return position;
  }
};

const losersSources = (size: number, round: number, position: number): [SlotSource, SlotSource] => {
  if (round === 1) {
    return [
      fromMatch(winnersId(1, 2 * position - 1), 'loser'),
      fromMatch(winnersId(1, 2 * position), 'loser'),
    ];
  }
  if (round % 2 === 0) {
    const t = round / 2;
    const dropped = dropPosition(t, losersMatchCount(size, round), position);
    return [
      fromMatch(losersId(round - 1, position), 'winner'),
      fromMatch(winnersId(t + 1, dropped), 'loser'),
    ];
  }
  return [
    fromMatch(losersId(round - 1, 2 * position - 1), 'winner'),
    fromMatch(losersId(round - 1, 2 * position), 'winner'),
  ];
};

/**
 * Winners bracket seeded like a single elimination; every loss drops a team to the losers bracket,
 * and a second loss eliminates it. BYEs leave empty drop slots, which resolve as losers-bracket BYEs.
 */
export const createDoubleElimination = (
  teams: readonly string[],
  options: DoubleEliminationOptions = {},
): DoubleEliminationState => {
  assertSeededTeams(teams);
  const grandFinalReset = options.grandFinalReset === true;
  const rounds = roundPlan('double-elimination', teams.length, { grandFinalReset });
  const winnersRounds = eliminationRoundCount(teams.length);
  const losersRounds = 2 * (winnersRounds - 1);
  const size = 2 ** winnersRounds;
  const order = bracketSeedOrder(size);
  const matches: BracketMatch[] = [];

  for (const { side, round } of doubleEliminationRoundOrder(winnersRounds)) {
    if (side === 'winners') {
      const count = size / 2 ** round;
      const roundName = winnersRoundName(round, winnersRounds);
      const roundKey = winnersRoundKey(round);
      for (let position = 1; position <= count; position++) {
        const seeded = round === 1;
        const a = seeded ? seedSlot(teams, order[2 * position - 2]!) : null;
        const b = seeded ? seedSlot(teams, order[2 * position - 1]!) : null;
        matches.push(
          newMatch({
            id: winnersId(round, position),
            name: positionName(roundName, count, position),
            roundKey,
            round,
            side: 'winners',
            position,
            sourceA: a?.source ?? fromMatch(winnersId(round - 1, 2 * position - 1), 'winner'),
            sourceB: b?.source ?? fromMatch(winnersId(round - 1, 2 * position), 'winner'),
            teamA: a?.team ?? null,
            teamB: b?.team ?? null,
          }),
        );
      }
    } else {
      const count = losersMatchCount(size, round);
      const roundName = losersRoundName(round, losersRounds);
      const roundKey = losersRoundKey(round);
      for (let position = 1; position <= count; position++) {
        const [sourceA, sourceB] = losersSources(size, round, position);
        matches.push(
          newMatch({
            id: losersId(round, position),
            name: positionName(roundName, count, position),
            roundKey,
            round,
            side: 'losers',
            position,
            sourceA,
            sourceB,
          }),
        );
      }
    }
  }

  matches.push(
    newMatch({
      id: 'gf',
      name: 'Grand Final',
      roundKey: grandFinalKey,
      round: 1,
      side: 'grand-final',
      position: 1,
      sourceA: fromMatch(winnersId(winnersRounds, 1), 'winner'),
      // With two teams there is no losers bracket: the first final's loser goes straight to the grand final.
      sourceB:
        losersRounds > 0
          ? fromMatch(losersId(losersRounds, 1), 'winner')
          : fromMatch(winnersId(1, 1), 'loser'),
    }),
  );
  if (grandFinalReset) {
    // Played only when the grand final's loser is the winners-side finalist, who then sits in slot A again.
    matches.push(
      newMatch({
        id: 'gf-reset',
        name: 'Grand Final Reset',
        roundKey: grandFinalResetKey,
        round: 2,
        side: 'grand-final-reset',
        position: 1,
        sourceA: fromMatch('gf', 'loser'),
        sourceB: fromMatch('gf', 'winner'),
      }),
    );
  }

  const matchIndex = linkAndSettle(matches);
  return { format: 'double-elimination', teams: [...teams], rounds, matches, matchIndex, grandFinalReset };
};
