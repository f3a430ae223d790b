import {
  defaultMapPool,
  defaultVetoSequence,
  systemVetoSteps,
  takeVetoStep,
  type VetoAction,
  type VetoSetup,
  vetoProgress,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MatchVeto } from '../db/entities/index.ts';
import type { MatchRow } from '../use-cases/competition/internal/match-rows.ts';
import type { DemoClock } from './demo-clock.ts';

/** Plays `count` steps of a veto (all of them by default), each team choosing from what is left. */
function playVeto(setup: VetoSetup, random: () => number, count = Number.POSITIVE_INFINITY): VetoAction[] {
  const actions: VetoAction[] = [...systemVetoSteps(setup, [], random)];
  while (actions.length < count) {
    const { turn, remaining } = vetoProgress(setup, actions);
    if (!turn?.team) break;
    const action = takeVetoStep(setup, actions, {
      team: turn.team,
      step: turn.index,
      map: remaining[Math.floor(random() * remaining.length)],
      side: random() < 0.5 ? 'attack' : 'defence',
    });
    actions.push(action, ...systemVetoSteps(setup, [...actions, action], random));
  }
  return actions;
}

/**
 * The ongoing Valorant event's map vetoes, so a visitor sees both: quarter-final 1's finished best of 3
 * (its three games on the veto's maps) and quarter-final 4's veto under way, a captain to act.
 */
export function writeVetoes(
  em: EntityManager,
  clock: DemoClock,
  playoffs: Map<string, MatchRow>,
  random: () => number,
) {
  const setup: VetoSetup = {
    pool: defaultMapPool('valorant'),
    steps: defaultVetoSequence(3, defaultMapPool('valorant').length),
    first: 'A',
  };
  const finished = playoffs.get('qf-1');
  if (finished) {
    const openedAt = clock.plusMinutes(finished.scheduledTime ?? clock.now, -20);
    em.create(MatchVeto, {
      match: finished,
      pool: [...setup.pool],
      steps: [...setup.steps],
      firstSide: setup.first,
      actions: playVeto(setup, random),
      stepSeconds: 60,
      openedAt,
      stepStartedAt: clock.plusMinutes(openedAt, 6),
    });
    // The series went 2-1 on the veto's three maps.
    finished.games = [
      { scoreA: 13, scoreB: 9, playerStats: [] },
      { scoreA: 10, scoreB: 13, playerStats: [] },
      { scoreA: 13, scoreB: 11, playerStats: [] },
    ];
  }
  const underWay = playoffs.get('qf-4');
  if (underWay) {
    em.create(MatchVeto, {
      match: underWay,
      pool: [...setup.pool],
      steps: [...setup.steps],
      firstSide: setup.first,
      actions: playVeto(setup, random, 3),
      stepSeconds: 60,
      openedAt: clock.plusMinutes(clock.now, -2),
      stepStartedAt: clock.now,
    });
  }
}
