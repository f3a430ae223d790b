import {
  AppError,
  type BracketState,
  createSwissRound,
  isFinished,
  type MatchStatus,
  messages,
  qualifiers,
  type RevisedOutcome,
  reviseResult,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isResolved } from '../../../../domain/brackets/match.ts';
import { Match, MatchPlayerStat, Team, type Tournament } from '../../../db/entities/index.ts';
import { loadPhaseBracket } from './bracket-state.ts';
import type { Effects } from './competition-ports.ts';
import { applyBracketMatch, createMatchRow, type MatchRow, rederiveMatchRow } from './match-rows.ts';
import { loadPhases, type PhaseRow, startReadyPhases } from './phase-start.ts';
import { lockRow } from './row-locks.ts';

export interface RevisePhaseInput {
  tournament: InferEntity<typeof Tournament>;
  /** Locked by the caller, like every move on its matches. */
  phase: PhaseRow;
  /** The ruled match, its competition columns already set by the ruling. */
  match: MatchRow;
  outcome: RevisedOutcome;
  /** The organiser confirmed that played matches may be sent back to be played again. */
  resetPlayed: boolean;
  now: Date;
  effects: Effects;
}

/** The reason clients branch on to offer the organiser the confirmation that sends matches back. */
export const RULING_WOULD_UNDO = 'RULING_WOULD_UNDO';

const wouldUndo = (names: string[]) =>
  new AppError('CONFLICT', messages.ruling.wouldUndo(names), { undone: names }, RULING_WOULD_UNDO);

const sameDivisions = (a: string[][] | null, b: string[][] | null) => JSON.stringify(a) === JSON.stringify(b);

/** Who a phase sends on once finished; null while it is not (a final phase sends nobody). */
const qualifiersOf = (phase: PhaseRow, state: BracketState): string[][] | null =>
  phase.isFinal || !isFinished(state) ? null : qualifiers(state, phase.qualifyingTeams);

/**
 * Phases that took (directly or through another) qualifiers from this one and have started: a change of
 * who qualified undoes them. Returns them with the names of their matches that would be lost: every
 * match already played, and every match of a team that would no longer be there.
 */
async function startedDependents(
  em: EntityManager,
  tournamentId: string,
  phase: PhaseRow,
  dropped: ReadonlySet<string>,
) {
  const phases = await loadPhases(em, tournamentId);
  const affected = new Set([phase.position]);
  const started: PhaseRow[] = [];
  for (const later of phases) {
    if (!later.qualifiedTeams.some(([source]) => affected.has(source))) continue;
    affected.add(later.position);
    if (later.status !== 'not_started') started.push(later);
  }
  if (started.length === 0) return { started, names: [] };
  const rows = await em.find(
    Match,
    { phase: { $in: started.map((later) => later.id) } },
    { orderBy: [{ phase: { position: 'asc' } }, { playOrder: 'asc' }] },
  );
  const names = rows
    .filter(
      (row) =>
        row.bracketStatus === 'completed' ||
        (row.teamA && dropped.has(row.teamA.id)) ||
        (row.teamB && dropped.has(row.teamB.id)),
    )
    .map((row) => row.name);
  return { started, names };
}

/**
 * Stores what an organiser's ruling on one match does to its phase and beyond: later matches take their
 * new teams (played ones only with the organiser's confirmation, see `reviseResult`), Swiss rounds are
 * paired again, the phase closes or reopens, and later phases that already started from a different set
 * of qualifiers are refused (with the list of what they would lose) or, when confirmed, sent back to be
 * started again. Returns the names of the played matches sent back.
 */
export async function revisePhase(em: EntityManager, input: RevisePhaseInput): Promise<string[]> {
  const { tournament, phase, match, outcome, resetPlayed, now, effects } = input;
  const { state: before, matchIds } = await loadPhaseBracket(em, phase);
  const revision = reviseResult(before, match.displayId, outcome, { resetPlayed });
  let after = revision.state;

  const undoneNames = (ids: readonly string[]) =>
    ids.map((id) => before.matches[before.matchIndex[id]!]!.name);
  if (revision.undone.length > 0 && !resetPlayed) throw wouldUndo(undoneNames(revision.undone));

  // Later phases that started from this phase's qualifiers are only safe if the qualifiers stay the same.
  const qualifiedBefore = phase.status === 'completed' ? qualifiersOf(phase, before) : null;
  const qualifiedAfter = qualifiersOf(phase, after);
  let dependents: PhaseRow[] = [];
  let laterUndone: string[] = [];
  if (qualifiedBefore !== null && !sameDivisions(qualifiedBefore, qualifiedAfter)) {
    const staying = new Set(qualifiedAfter?.flat() ?? []);
    const dropped = new Set(qualifiedBefore.flat().filter((team) => !staying.has(team)));
    const found = await startedDependents(em, tournament.id, phase, dropped);
    if (found.started.length > 0 && !resetPlayed) {
      throw new AppError(
        'CONFLICT',
        messages.ruling.laterPhaseStarted(found.names),
        { undone: found.names },
        RULING_WOULD_UNDO,
      );
    }
    dependents = found.started;
    laterUndone = found.names;
  }

  const team = (id: string) => em.getReference(Team, id);
  const removed = revision.removed.map((id) => matchIds.get(id)!);
  if (removed.length > 0) await em.nativeDelete(Match, { id: { $in: removed } });
  const existing = revision.changed.filter((id) => matchIds.has(id) && !revision.removed.includes(id));
  const rows = await em.find(Match, { id: { $in: existing.map((id) => matchIds.get(id)!) } });
  const rowOf = new Map(rows.map((row) => [row.displayId, row]));
  const undone = new Set(revision.undone);
  for (const engineMatch of after.matches) {
    const row = rowOf.get(engineMatch.id);
    if (row === undefined) continue;
    if (row === match) applyBracketMatch(row, engineMatch, team);
    else rederiveMatchRow(row, engineMatch, team);
    if (row !== match) effects.publish({ type: 'match', matchId: row.id, status: row.status as MatchStatus });
  }
  const wiped = [...undone].map((id) => rowOf.get(id)!.id);
  if (outcome === null) wiped.push(match.id);
  if (wiped.length > 0) await em.nativeDelete(MatchPlayerStat, { match: { $in: wiped } });

  // New Swiss pairings: a re-paired round, or the next round once this ruling finishes the current one.
  if (
    after.format === 'swiss' &&
    after.pairedRounds < after.rounds.length &&
    after.matches.every(isResolved)
  ) {
    after = createSwissRound(after);
  }
  after.matches.forEach((engineMatch, playOrder) => {
    if (matchIds.has(engineMatch.id) && !revision.removed.includes(engineMatch.id)) return;
    const row = createMatchRow(em, { tournament, phase, match: engineMatch, playOrder });
    effects.publish({ type: 'match', matchId: row.id, status: row.status as MatchStatus });
  });

  await lockRow(em, 'tournaments', tournament.id);
  for (const later of dependents) {
    await em.nativeDelete(Match, { phase: later.id });
    later.status = 'not_started';
    later.seeds = null;
    later.startedAt = null;
    later.completedAt = null;
    effects.publish({ type: 'phase', phaseIndex: later.position, status: 'not_started' });
  }

  const finished = isFinished(after);
  if (!finished && (phase.status === 'completed' || dependents.length > 0)) {
    phase.status = 'active';
    phase.completedAt = null;
    effects.publish({ type: 'phase', phaseIndex: phase.position, status: 'active' });
  }
  if (!finished || dependents.some((later) => later.isFinal)) {
    if (tournament.lifecycle === 'completed') {
      tournament.lifecycle = 'published';
      effects.publish({ type: 'tournament', lifecycle: 'published' });
    }
  }
  if (finished && phase.status !== 'completed') {
    phase.status = 'completed';
    phase.completedAt = now;
    effects.publish({ type: 'phase', phaseIndex: phase.position, status: 'completed' });
  }
  if (finished && phase.isFinal && tournament.lifecycle !== 'completed') {
    tournament.lifecycle = 'completed';
    effects.publish({ type: 'tournament', lifecycle: 'completed' });
    effects.notify({ kind: 'tournament-completed', tournamentId: tournament.id });
  }
  if (finished && !phase.isFinal) {
    await em.flush();
    await startReadyPhases(em, tournament, now, effects);
  }
  return [...undoneNames(revision.undone), ...laterUndone];
}
