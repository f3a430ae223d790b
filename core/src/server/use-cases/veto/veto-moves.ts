import {
  AppError,
  type MatchVetoView,
  messages,
  systemVetoSteps,
  takeVetoStep,
  timedOutVetoStep,
  type VetoChoicePayload,
  type VetoResetPayload,
  vetoProgress,
  vetoStepDeadline,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now as clockNow } from '../../clock.ts';
import type { Actor, PublicContext, UseCaseContext } from '../../context.ts';
import { Match, MatchVeto, type Phase } from '../../db/entities/index.ts';
import { isUuid } from '../../db/is-uuid.ts';
import type { VetoOpening } from '../../jobs/match-veto-open-job.ts';
import type { VetoTimer } from '../../jobs/match-veto-timeout-job.ts';
import { collectEffects, type Effects } from '../competition/internal/competition-ports.ts';
import { type MatchRoles, matchRolesOf } from '../competition/internal/match-roles.ts';
import type { MatchRow } from '../competition/internal/match-rows.ts';
import { recordRuling } from '../competition/internal/record-ruling.ts';
import { lockMatch, lockMatchForMove, refusingStaleWrites } from '../competition/internal/row-locks.ts';
import {
  captainSide,
  type MatchVetoRow,
  matchVetoView,
  openVetoRow,
  recordVetoSteps,
  setupOf,
  timerOf,
  type VetoPorts,
} from './match-veto.ts';
import { vetoOpensAt } from './veto-settings.ts';

type PhaseRow = InferEntity<typeof Phase>;

interface VetoWrite {
  em: EntityManager;
  match: MatchRow;
  phase: PhaseRow;
  roles: MatchRoles;
  veto: MatchVetoRow | null;
  effects: Effects;
  now: Date;
  random: () => number;
}

const NO_ROLES: MatchRoles = { organiser: false, repOf: null, streamer: null };

/**
 * One write on a match's veto: one transaction with the match locked (two captains' clicks queue and
 * the second sees the first's step taken), live updates on the match's channel after the commit, then
 * the timer of the step now waiting.
 */
async function writeOnVeto(
  em: EntityManager,
  matchId: string,
  actor: Actor | null,
  ports: VetoPorts,
  write: (step: VetoWrite) => Promise<void>,
): Promise<MatchVetoView> {
  const random = ports.random ?? Math.random;
  const { view, effects, timer } = await refusingStaleWrites(() =>
    em.transactional(async (tx) => {
      const locked = actor
        ? await lockMatchForMove(tx, matchId, actor)
        : { ...(await lockMatch(tx, matchId)), roles: NO_ROLES };
      const { match, phase, roles } = locked;
      const effects = collectEffects(match.tournament.id);
      const veto = await tx.findOne(MatchVeto, { match: match.id });
      const step: VetoWrite = { em: tx, match, phase, roles, veto, effects, now: clockNow(), random };
      await write(step);
      const after = await tx.findOne(MatchVeto, { match: match.id });
      effects.publish({ type: 'match', matchId: match.id, status: match.status as never });
      await effects.closeWrite(tx);
      return { view: matchVetoView(match, phase, after, roles), effects, timer: timerOf(match, after) };
    }),
  );
  await effects.release(ports);
  if (timer) await startTimer(ports, timer);
  return view;
}

async function startTimer(ports: VetoPorts, timer: VetoTimer): Promise<void> {
  try {
    await ports.vetoTimer?.(timer);
  } catch (error) {
    console.error('[veto] timer not set', error);
  }
}

const requireOpenVeto = (match: MatchRow, veto: MatchVetoRow | null): MatchVetoRow => {
  if (!veto) throw new AppError('CONFLICT', 'VETO_NOT_OPEN', messages.veto.notOpen);
  if (match.status === 'completed')
    throw new AppError('CONFLICT', 'VETO_MATCH_OVER', messages.veto.matchOver);
  return veto;
};

/** A match's veto for anyone who can see the match; its captains and organiser learn what they may do. */
export async function getMatchVeto(ctx: PublicContext, matchId: string): Promise<MatchVetoView> {
  const match = isUuid(matchId)
    ? await ctx.em.findOne(
        Match,
        { id: matchId, tournament: { lifecycle: { $ne: 'draft' } } },
        { populate: ['tournament', 'teamA', 'teamB', 'phase'] },
      )
    : null;
  if (!match) throw new AppError('NOT_FOUND', 'MATCH_NOT_FOUND', messages.competition.matchNotFound);
  const veto = await ctx.em.findOne(MatchVeto, { match: match.id });
  const roles = await matchRolesOf(ctx.em, ctx.actor, match, match.tournament.server.id);
  try {
    return matchVetoView(match, match.phase, veto, roles);
  } catch {
    throw new AppError('NOT_FOUND', 'VETO_NOT_AVETO_MATCH', messages.veto.notAVetoMatch);
  }
}

/** The organiser opens a match's veto now (it also opens by itself once both teams have checked in). */
export async function openMatchVeto(
  ctx: UseCaseContext,
  matchId: string,
  ports: VetoPorts,
): Promise<MatchVetoView> {
  return writeOnVeto(
    ctx.em,
    matchId,
    ctx.actor,
    ports,
    async ({ em, match, phase, roles, veto, now, random }) => {
      if (!roles.organiser)
        throw new AppError('FORBIDDEN', 'MATCH_ORGANISER_ONLY', messages.match.organiserOnly);
      if (veto) throw new AppError('CONFLICT', 'VETO_ALREADY_OPEN', messages.veto.alreadyOpen);
      if (match.status === 'completed')
        throw new AppError('CONFLICT', 'VETO_MATCH_OVER', messages.veto.matchOver);
      if (!match.teamA || !match.teamB)
        throw new AppError('CONFLICT', 'VETO_TEAMS_NOT_KNOWN', messages.veto.teamsNotKnown);
      if (!(await openVetoRow(em, match, phase, now, random)))
        throw new AppError('BAD_REQUEST', 'VETO_NOT_AVETO_MATCH', messages.veto.notAVetoMatch);
      await em.flush();
    },
  );
}

/**
 * A captain bans, picks or chooses a side. Only the acting team's captain, on the step they saw: a second
 * click, a stale card or the other captain acting at once is refused and changes nothing.
 */
export async function takeMatchVetoStep(
  ctx: UseCaseContext,
  input: VetoChoicePayload & { matchId: string },
  ports: VetoPorts,
): Promise<MatchVetoView> {
  return writeOnVeto(
    ctx.em,
    input.matchId,
    ctx.actor,
    ports,
    async ({ em, match, roles, veto, now, random }) => {
      const side = captainSide(match, roles, ctx.actor);
      const open = requireOpenVeto(match, veto);
      const setup = setupOf(open);
      const action = takeVetoStep(setup, open.actions, {
        team: side,
        step: input.step,
        map: input.map,
        side: input.side,
      });
      recordVetoSteps(open, [action, ...systemVetoSteps(setup, [...open.actions, action], random)], now);
      await em.flush();
    },
  );
}

/** What a fired step timer did: took the step at random, or nothing (the step was taken or reset meanwhile). */
export type VetoTimeoutOutcome = 'chosen' | 'not-due' | 'gone';

/**
 * The workers' step timer: if the step it was set for is still waiting and its time is up, the system
 * bans, picks or chooses the side at random, and the veto goes on.
 */
export async function timeOutMatchVetoStep(
  em: EntityManager,
  timer: VetoTimer,
  ports: VetoPorts,
): Promise<VetoTimeoutOutcome> {
  let outcome: VetoTimeoutOutcome = 'gone';
  await writeOnVeto(em, timer.matchId, null, ports, async ({ em: tx, match, veto, now, random }) => {
    if (!veto || match.status === 'completed') return;
    const turn = vetoProgress(setupOf(veto), veto.actions).turn;
    if (
      !turn ||
      turn.index !== timer.step ||
      veto.stepStartedAt.getTime() !== Date.parse(timer.stepStartedAt)
    )
      return;
    if (vetoStepDeadline(veto.stepStartedAt, veto.stepSeconds).getTime() > now.getTime()) {
      outcome = 'not-due';
      return;
    }
    const setup = setupOf(veto);
    const action = timedOutVetoStep(setup, veto.actions, random);
    if (!action) return;
    recordVetoSteps(veto, [action, ...systemVetoSteps(setup, [...veto.actions, action], random)], now);
    await tx.flush();
    outcome = 'chosen';
  });
  return outcome;
}

/** What a fired opening job did: opened the veto, or nothing (open already, the match moved or the time changed). */
export type VetoOpeningOutcome = 'opened' | 'not-due' | 'gone';

/**
 * The workers' opening job: at the time the organiser set, a scheduled match whose teams are known gets
 * its veto, and the first step's timer starts. A match moved, finished or already vetoing is left alone;
 * an opening time moved later sets the job of the new time.
 */
export async function openMatchVetoOnTime(
  em: EntityManager,
  opening: VetoOpening,
  ports: VetoPorts,
): Promise<VetoOpeningOutcome> {
  let outcome: VetoOpeningOutcome = 'gone';
  let later: Date | null = null;
  await writeOnVeto(em, opening.matchId, null, ports, async ({ em: tx, match, phase, veto, now, random }) => {
    const scheduled = match.scheduledTime;
    if (veto || match.status !== 'scheduled' || scheduled?.getTime() !== Date.parse(opening.scheduledTime))
      return;
    const opensAt = vetoOpensAt(match.tournament, phase, scheduled);
    if (!opensAt) return;
    if (opensAt.getTime() > now.getTime()) {
      outcome = 'not-due';
      if (opensAt.getTime() !== Date.parse(opening.opensAt)) later = opensAt;
      return;
    }
    if (await openVetoRow(tx, match, phase, now, random)) {
      await tx.flush();
      outcome = 'opened';
    }
  });
  // The organiser moved the opening time later since this job was set: the job of the new time is.
  const next = later as Date | null;
  if (next) await ports.vetoOpening?.({ ...opening, opensAt: next.toISOString() });
  return outcome;
}

/** The organiser's reset: a ruling, logged with why; the veto starts again from its first step. */
export async function resetMatchVeto(
  ctx: UseCaseContext,
  input: VetoResetPayload & { matchId: string },
  ports: VetoPorts,
): Promise<MatchVetoView> {
  return writeOnVeto(
    ctx.em,
    input.matchId,
    ctx.actor,
    ports,
    async ({ em, match, roles, veto, now, random, effects }) => {
      if (!roles.organiser)
        throw new AppError('FORBIDDEN', 'MATCH_ORGANISER_ONLY', messages.match.organiserOnly);
      const open = requireOpenVeto(match, veto);
      open.actions = systemVetoSteps(setupOf(open), [], random);
      open.stepStartedAt = now;
      await recordRuling(em, {
        tournament: match.tournament,
        actor: ctx.actor,
        kind: 'veto-reset',
        reason: input.reason,
        now,
        match,
        effects,
      });
      await em.flush();
    },
  );
}

/**
 * Opens the veto once both teams have checked in, inside the check-in's own transaction; returns its
 * first timer for the caller to set after the commit.
 */
export async function openVetoOnCheckIn(
  em: EntityManager,
  match: MatchRow,
  phase: PhaseRow,
  now: Date,
  random: () => number = Math.random,
): Promise<VetoTimer | null> {
  const veto = await openVetoRow(em, match, phase, now, random);
  return veto ? timerOf(match, veto) : null;
}
