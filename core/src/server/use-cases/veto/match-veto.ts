import {
  AppError,
  type MatchSide,
  type MatchVetoView,
  mapName,
  messages,
  roleSide,
  systemVetoSteps,
  type VetoAction,
  type VetoGameId,
  type VetoSetup,
  vetoFirstSide,
  vetoProgress,
  vetoStepDeadline,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../context.ts';
import { MatchVeto, type Phase } from '../../db/entities/index.ts';
import type { VetoTimer } from '../../jobs/match-veto-timeout-job.ts';
import type { CompetitionPorts } from '../competition/internal/competition-ports.ts';
import type { MatchRoles } from '../competition/internal/match-roles.ts';
import type { MatchRow } from '../competition/internal/match-rows.ts';
import { matchBestOf } from '../competition/match-best-of.ts';
import { effectiveVetoSettings, sequenceFor, vetoGameOf, vetoOpensAt } from './veto-settings.ts';

export type MatchVetoRow = InferEntity<typeof MatchVeto>;
type PhaseRow = InferEntity<typeof Phase>;

/** The competition's ports (the step timers among them) and the draw. */
export interface VetoPorts extends CompetitionPorts {
  /** The draw for random steps and timeouts; injected so tests and the seed play the same veto. */
  random?: () => number;
}

export const setupOf = (veto: MatchVetoRow): VetoSetup => ({
  pool: veto.pool,
  steps: veto.steps,
  first: veto.firstSide as MatchSide,
});

/** The side of the match the team with this id plays, if any. */
const sideOfTeam = (match: MatchRow, teamId: string | null): MatchSide | null =>
  teamId === null ? null : match.teamA?.id === teamId ? 'A' : match.teamB?.id === teamId ? 'B' : null;

/**
 * Opens a match's veto with its phase's settings, frozen into the row: who acts first by the seed (or a
 * coin toss), then the system's own first steps if the sequence starts with one. Null when the game has
 * no veto, a team is still unknown, or a veto is already open.
 */
export async function openVetoRow(
  em: EntityManager,
  match: MatchRow,
  phase: PhaseRow,
  now: Date,
  random: () => number,
): Promise<MatchVetoRow | null> {
  let game: VetoGameId;
  try {
    game = vetoGameOf(match.tournament);
  } catch {
    return null;
  }
  if (!match.teamA || !match.teamB) return null;
  if (await em.findOne(MatchVeto, { match: match.id })) return null;
  const settings = effectiveVetoSettings(game, match.tournament, phase);
  const seedOf = (teamId: string) => {
    const index = phase.seeds?.indexOf(teamId) ?? -1;
    return index < 0 ? null : index + 1;
  };
  const first = vetoFirstSide(
    settings.firstRule,
    { A: seedOf(match.teamA.id), B: seedOf(match.teamB.id) },
    random,
  );
  const setup: VetoSetup = {
    pool: settings.pool,
    steps: sequenceFor(settings, matchBestOf(phase, match.roundKey)),
    first,
  };
  return em.create(MatchVeto, {
    match,
    pool: [...setup.pool],
    steps: [...setup.steps],
    firstSide: first,
    actions: systemVetoSteps(setup, [], random),
    stepSeconds: settings.stepSeconds,
    openedAt: now,
    stepStartedAt: now,
  });
}

/** Adds steps to a veto (a team's and the system's after it); the next step's timer starts now. */
export function recordVetoSteps(veto: MatchVetoRow, taken: readonly VetoAction[], now: Date): void {
  veto.actions = [...veto.actions, ...taken];
  veto.stepStartedAt = now;
}

/** The timer to set after a write, when a team's step is waiting. */
export function timerOf(match: MatchRow, veto: MatchVetoRow | null): VetoTimer | null {
  if (!veto) return null;
  const turn = vetoProgress(setupOf(veto), veto.actions).turn;
  if (!turn || turn.team === null) return null;
  return {
    tournamentId: match.tournament.id,
    matchId: match.id,
    step: turn.index,
    stepStartedAt: veto.stepStartedAt.toISOString(),
    deadline: vetoStepDeadline(veto.stepStartedAt, veto.stepSeconds).toISOString(),
  };
}

/** The veto as everyone sees it; `roles` say which buttons the person looking gets. */
export function matchVetoView(
  match: MatchRow,
  phase: PhaseRow,
  veto: MatchVetoRow | null,
  roles: Pick<MatchRoles, 'organiser' | 'repOf'>,
): MatchVetoView {
  const game = vetoGameOf(match.tournament);
  const named = (id: string) => ({ id, name: mapName(game, id) });
  const base = {
    matchId: match.id,
    bestOf: matchBestOf(phase, match.roundKey),
    teams: { A: match.teamA?.name ?? null, B: match.teamB?.name ?? null },
    yourSide: sideOfTeam(match, roles.repOf),
    organiser: roles.organiser,
  };
  if (!veto) {
    const settings = effectiveVetoSettings(game, match.tournament, phase);
    return {
      ...base,
      status: 'waiting',
      firstSide: null,
      pool: settings.pool.map(named),
      steps: [],
      turn: null,
      remaining: [...settings.pool],
      opensAt: match.scheduledTime
        ? (vetoOpensAt(match.tournament, phase, match.scheduledTime)?.toISOString() ?? null)
        : null,
      maps: [],
    };
  }
  const setup = setupOf(veto);
  const progress = vetoProgress(setup, veto.actions);
  const { turn } = progress;
  return {
    ...base,
    status: turn ? 'open' : 'done',
    firstSide: setup.first,
    pool: setup.pool.map(named),
    steps: setup.steps.map((step, index) => ({
      index,
      action: step.action,
      team: 'team' in step ? roleSide(setup.first, step.team) : null,
      done: veto.actions[index] ?? null,
    })),
    turn: turn
      ? {
          index: turn.index,
          action: turn.step.action,
          team: turn.team,
          deadline: vetoStepDeadline(veto.stepStartedAt, veto.stepSeconds).toISOString(),
        }
      : null,
    remaining: progress.remaining,
    opensAt: null,
    maps: progress.played.map((map) => ({ ...map, name: mapName(game, map.map) })),
  };
}

/** The actor as a captain of one side of the match, or the refusal a stranger gets. */
export function captainSide(match: MatchRow, roles: MatchRoles, actor: Actor | null): MatchSide {
  const side = actor ? sideOfTeam(match, roles.repOf) : null;
  if (!side) throw new AppError('FORBIDDEN', 'MATCH_REPS_ONLY', messages.match.repsOnly);
  return side;
}
