import type { MatchSide } from '../../contracts/matches.ts';
import type { MapSide, VetoAction, VetoFirstRule, VetoRole, VetoStep } from '../../contracts/veto.ts';
import { AppError } from '../errors/app-error.ts';
import type { ErrorCode } from '../errors/error-codes.ts';
import { messages } from '../messages/catalogue.ts';

/** What a veto runs on: frozen when it opens, so a later edit of the pool or template leaves it alone. */
export interface VetoSetup {
  pool: readonly string[];
  steps: readonly VetoStep[];
  /** The match side that plays role A of the sequence (acts first). */
  first: MatchSide;
}

/** A map the series plays, in game order, with who picked it (null: decider or random) and the side choice. */
export interface PlayedMap {
  map: string;
  pickedBy: MatchSide | null;
  /** The team that chose its starting side, and the side it chose; null until chosen (or with no side step). */
  sideBy: MatchSide | null;
  side: MapSide | null;
}

export interface VetoTurn {
  index: number;
  step: VetoStep;
  /** The team to act; null for a step the system takes (decider, random). */
  team: MatchSide | null;
}

export interface VetoProgress {
  /** Maps neither banned nor played yet, in pool order. */
  remaining: string[];
  banned: { map: string; by: MatchSide | null }[];
  played: PlayedMap[];
  /** Null once every step is taken. */
  turn: VetoTurn | null;
}

const opposite = (side: MatchSide): MatchSide => (side === 'A' ? 'B' : 'A');

/** The match side playing a sequence role. */
export const roleSide = (first: MatchSide, role: VetoRole): MatchSide =>
  role === 'A' ? first : opposite(first);

/** The stepping state after the actions taken so far (which are trusted: each passed `takeVetoStep`). */
export function vetoProgress(setup: VetoSetup, actions: readonly VetoAction[]): VetoProgress {
  const used = new Set(actions.filter((action) => action.action !== 'side').map((action) => action.map));
  const banned = actions
    .filter((action) => action.action === 'ban')
    .map((action) => ({ map: action.map, by: action.team }));
  const played: PlayedMap[] = [];
  for (const action of actions) {
    if (action.action === 'side') {
      const target = played.find((map) => map.map === action.map);
      if (target) Object.assign(target, { sideBy: action.team, side: action.side });
    } else if (action.action !== 'ban') {
      played.push({
        map: action.map,
        pickedBy: action.action === 'pick' ? action.team : null,
        sideBy: null,
        side: null,
      });
    }
  }
  const index = actions.length;
  const step = setup.steps[index];
  return {
    remaining: setup.pool.filter((map) => !used.has(map)),
    banned,
    played,
    turn: step ? { index, step, team: 'team' in step ? roleSide(setup.first, step.team) : null } : null,
  };
}

export interface VetoChoice {
  team: MatchSide;
  /** The step the captain saw when choosing: a click on an older card is refused as stale. */
  step: number;
  map?: string | undefined;
  side?: MapSide | undefined;
}

const refuse = (kind: 'BAD_REQUEST' | 'CONFLICT' | 'FORBIDDEN', code: ErrorCode, message: string) =>
  new AppError(kind, code, message);

/** The action a team's choice makes, or why it is refused. */
export function takeVetoStep(
  setup: VetoSetup,
  actions: readonly VetoAction[],
  choice: VetoChoice,
): VetoAction {
  const progress = vetoProgress(setup, actions);
  const turn = progress.turn;
  if (!turn) throw refuse('CONFLICT', 'VETO_OVER', messages.veto.over);
  if (choice.step !== turn.index) throw refuse('CONFLICT', 'VETO_STALE_STEP', messages.veto.staleStep);
  if (turn.team !== choice.team) throw refuse('FORBIDDEN', 'VETO_NOT_YOUR_TURN', messages.veto.notYourTurn);
  const { step } = turn;
  if (step.action === 'side') {
    if (!choice.side) throw refuse('BAD_REQUEST', 'VETO_CHOOSE_SIDE', messages.veto.chooseSide);
    const map = progress.played.at(-1)?.map ?? '';
    return { step: turn.index, action: 'side', team: choice.team, map, side: choice.side, random: false };
  }
  if (!choice.map) throw refuse('BAD_REQUEST', 'VETO_CHOOSE_MAP', messages.veto.chooseMap);
  if (!progress.remaining.includes(choice.map))
    throw refuse('CONFLICT', 'VETO_MAP_NOT_AVAILABLE', messages.veto.mapNotAvailable);
  return {
    step: turn.index,
    action: step.action as 'ban' | 'pick',
    team: choice.team,
    map: choice.map,
    side: null,
    random: false,
  };
}

const pickAtRandom = <T>(items: readonly T[], random: () => number): T =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;

/**
 * The steps the system takes now: the decider and random draws that come next, one after another, until a
 * team is to act or the veto is over. `random` is injected so a test or a seeded database plays the same.
 */
export function systemVetoSteps(
  setup: VetoSetup,
  actions: readonly VetoAction[],
  random: () => number,
): VetoAction[] {
  const taken: VetoAction[] = [];
  for (;;) {
    const progress = vetoProgress(setup, [...actions, ...taken]);
    const turn = progress.turn;
    if (!turn || turn.team !== null) return taken;
    const map =
      turn.step.action === 'decider' ? progress.remaining[0] : pickAtRandom(progress.remaining, random);
    if (map === undefined) return taken;
    taken.push({
      step: turn.index,
      action: turn.step.action as 'decider' | 'random',
      team: null,
      map,
      side: null,
      random: turn.step.action === 'random',
    });
  }
}

/** When the acting team's time runs out: the system bans, picks or chooses a side at random for it. */
export function timedOutVetoStep(
  setup: VetoSetup,
  actions: readonly VetoAction[],
  random: () => number,
): VetoAction | null {
  const progress = vetoProgress(setup, actions);
  const turn = progress.turn;
  if (!turn || turn.team === null) return null;
  const action = takeVetoStep(setup, actions, {
    team: turn.team,
    step: turn.index,
    map: turn.step.action === 'side' ? undefined : pickAtRandom(progress.remaining, random),
    side: turn.step.action === 'side' ? pickAtRandom(['attack', 'defence'] as const, random) : undefined,
  });
  return { ...action, random: true };
}

/**
 * The side that acts first: the higher seed (the lower seed number) when the rule follows the seed and
 * both teams have distinct seeds, otherwise a coin toss.
 */
export function vetoFirstSide(
  rule: VetoFirstRule,
  seeds: { A: number | null; B: number | null },
  random: () => number,
): MatchSide {
  if (rule === 'seed' && seeds.A !== null && seeds.B !== null && seeds.A !== seeds.B)
    return seeds.A < seeds.B ? 'A' : 'B';
  return random() < 0.5 ? 'A' : 'B';
}

/** When the acting team's step runs out: `seconds` after the veto opened or the last step was taken. */
export const vetoStepDeadline = (since: Date, seconds: number): Date =>
  new Date(since.getTime() + seconds * 1000);
