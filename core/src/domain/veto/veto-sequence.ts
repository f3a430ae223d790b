import { MAX_VETO_STEPS, type VetoRole, type VetoStep } from '../../contracts/veto.ts';
import { AppError } from '../errors/app-error.ts';
import { type Refusal, refusal } from '../errors/error-codes.ts';
import type { BestOf } from '../matches/series.ts';
import { messages } from '../messages/catalogue.ts';

const other = (role: VetoRole): VetoRole => (role === 'A' ? 'B' : 'A');

/** Steps that take a map out of the pool; of those, picks, random draws and the decider are played. */
const takesMap = (step: VetoStep) => step.action !== 'side';
const playsMap = (step: VetoStep) =>
  step.action === 'pick' || step.action === 'random' || step.action === 'decider';

/**
 * The default sequence for a pool: two bans, the picks (best-of − 1), bans until one map is left, the
 * decider. Teams alternate from A; after each pick the other team chooses its side, and on the decider the
 * team that did not take the last ban or pick does. With seven maps that is Valorant's BO1 (six bans),
 * BO3 (ban, ban, pick, pick, ban, ban, decider) and BO5 (ban, ban, pick ×4, decider).
 */
export function defaultVetoSequence(bestOf: BestOf, poolSize: number): VetoStep[] {
  if (poolSize < bestOf)
    throw new AppError(
      'BAD_REQUEST',
      'VETO_SEQUENCE_POOL_TOO_SMALL',
      messages.vetoSequence.poolTooSmall(bestOf, poolSize),
    );
  const bans = poolSize - bestOf;
  const leading = Math.min(2, bans);
  const steps: VetoStep[] = [];
  let turn: VetoRole = 'A';
  let last: VetoRole | null = null;
  const take = (action: 'ban' | 'pick') => {
    steps.push({ action, team: turn });
    if (action === 'pick') steps.push({ action: 'side', team: other(turn) });
    last = turn;
    turn = other(turn);
  };
  for (let i = 0; i < leading; i++) take('ban');
  for (let i = 0; i < bestOf - 1; i++) take('pick');
  for (let i = leading; i < bans; i++) take('ban');
  steps.push({ action: 'decider' });
  steps.push({ action: 'side', team: last === null ? 'B' : other(last) });
  return steps;
}

/**
 * What is wrong with an organiser's sequence for a pool and a best-of, in the words the organiser reads;
 * null when it can run. A sequence need not use every map, but a decider comes only when one map is left.
 */
export function vetoSequenceProblem(
  steps: readonly VetoStep[],
  poolSize: number,
  bestOf: BestOf,
): Refusal | null {
  if (steps.length === 0) return refusal('VETO_SEQUENCE_EMPTY', messages.vetoSequence.empty);
  if (steps.length > MAX_VETO_STEPS)
    return refusal('VETO_SEQUENCE_TOO_LONG', messages.vetoSequence.tooLong(MAX_VETO_STEPS));
  if (poolSize < bestOf)
    return refusal('VETO_SEQUENCE_POOL_TOO_SMALL', messages.vetoSequence.poolTooSmall(bestOf, poolSize));
  const taking = steps.filter(takesMap).length;
  if (taking > poolSize)
    return refusal(
      'VETO_SEQUENCE_MORE_STEPS_THAN_MAPS',
      messages.vetoSequence.moreStepsThanMaps(taking, poolSize),
    );
  const decider = steps.findIndex((step) => step.action === 'decider');
  if (decider >= 0 && steps.slice(decider + 1).some(takesMap))
    return refusal('VETO_SEQUENCE_AFTER_DECIDER', messages.vetoSequence.afterDecider);
  let taken = 0;
  /** Whether the last map played still waits for its side choice. */
  let sideOpen = false;
  let anyPlayed = false;
  for (const step of steps) {
    if (step.action === 'side') {
      if (!sideOpen)
        return anyPlayed
          ? refusal('VETO_SEQUENCE_SIDE_TWICE', messages.vetoSequence.sideTwice)
          : refusal('VETO_SEQUENCE_SIDE_WITHOUT_MAP', messages.vetoSequence.sideWithoutMap);
      sideOpen = false;
      continue;
    }
    if (step.action === 'decider' && poolSize - taken !== 1)
      return refusal(
        'VETO_SEQUENCE_DECIDER_TOO_EARLY',
        messages.vetoSequence.deciderTooEarly(poolSize - taken),
      );
    taken += 1;
    if (playsMap(step)) {
      sideOpen = true;
      anyPlayed = true;
    }
  }
  const played = steps.filter(playsMap).length;
  if (played !== bestOf)
    return refusal('VETO_SEQUENCE_WRONG_MAP_COUNT', messages.vetoSequence.wrongMapCount(played, bestOf));
  return null;
}

/** Refuses a sequence that cannot run, with the problem's message. */
export function assertVetoSequence(steps: readonly VetoStep[], poolSize: number, bestOf: BestOf): void {
  const problem = vetoSequenceProblem(steps, poolSize, bestOf);
  if (problem) throw new AppError('BAD_REQUEST', problem.code, problem.message);
}
