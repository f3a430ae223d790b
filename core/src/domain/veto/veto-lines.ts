import type { MatchSide } from '../../contracts/matches.ts';
import type { MatchVetoView } from '../../contracts/veto.ts';
import { messages } from '../messages/catalogue.ts';

const text = messages.vetoThread;

type DoneStep = NonNullable<MatchVetoView['steps'][number]['done']>;

/** A side's team name in a veto; empty for Galaxia's own steps (the decider, a random map). */
export const vetoTeamName = (view: MatchVetoView, side: MatchSide | null): string =>
  side === null ? '' : (view.teams[side] ?? side);

const mapNameIn = (view: MatchVetoView, id: string): string =>
  view.pool.find((map) => map.id === id)?.name ?? id;

/** A taken step's words alone: "Nova banned Bind". */
export function vetoStepWords(
  view: MatchVetoView,
  done: Pick<DoneStep, 'action' | 'map' | 'team' | 'side'>,
): string {
  const map = mapNameIn(view, done.map);
  const team = vetoTeamName(view, done.team);
  switch (done.action) {
    case 'ban':
      return text.stepBan(team, map);
    case 'pick':
      return text.stepPick(team, map);
    case 'side':
      return text.stepSide(team, text.sides[done.side ?? 'attack'], map);
    case 'decider':
      return text.stepDecider(map);
    case 'random':
      return text.stepRandom(map);
  }
}

/**
 * One taken veto step in words, the same on the match page and in the Discord thread ("Nova banned Bind",
 * "Haven is the decider"), saying so when the team's time ran out.
 */
export const vetoStepLine = (view: MatchVetoView, done: DoneStep): string =>
  done.random && done.team !== null ? text.timedOut(vetoStepWords(view, done)) : vetoStepWords(view, done);
