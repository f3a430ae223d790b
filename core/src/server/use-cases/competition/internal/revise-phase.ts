import {
  AppError,
  type BracketState,
  createSwissRound,
  isFinished,
  type MatchStatus,
  messages,
  qualifiers,
  type RevisedOutcome,
  reviseQualifiers,
  reviseResult,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isResolved } from '../../../../domain/brackets/match.ts';
import {
  Announcement,
  Lobby,
  LobbyMatch,
  Match,
  MatchPlayerStat,
  Team,
  type Tournament,
} from '../../../db/entities/index.ts';
import { loadPhaseBracket } from './bracket-state.ts';
import type { Effects } from './competition-ports.ts';
import { completeDuelPhaseIfFinal } from './complete-duel-phase.ts';
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
const RULING_WOULD_UNDO = 'RULING_WOULD_UNDO';

const wouldUndo = (names: string[]) =>
  new AppError('CONFLICT', RULING_WOULD_UNDO, messages.ruling.wouldUndo(names), { undone: names });

/** The reason clients branch on when a correction would change qualifiers a later phase already played with. */
const QUALIFIERS_FINAL = 'QUALIFIERS_FINAL';

/** Who a phase sends on once finished; null while it is not (a final phase sends nobody). */
const qualifiersOf = (phase: PhaseRow, state: BracketState): string[][] | null =>
  phase.isFinal || !isFinished(state) ? null : qualifiers(state, phase.qualifyingTeams);

/**
 * Phases that took (directly or through another) qualifiers from this one and have started, with the
 * names of their played results: while there are none, they may start again from other qualifiers.
 */
async function startedDependents(em: EntityManager, tournamentId: string, phase: PhaseRow) {
  const phases = await loadPhases(em, tournamentId);
  const affected = new Set([phase.position]);
  const started: PhaseRow[] = [];
  for (const later of phases) {
    if (!later.qualifiedTeams.some(([source]) => affected.has(source))) continue;
    affected.add(later.position);
    if (later.status !== 'not_started') started.push(later);
  }
  if (started.length === 0) return { started, played: [] };
  const ids = started.map((later) => later.id);
  const matches = await em.find(
    Match,
    { phase: { $in: ids }, bracketStatus: 'completed' },
    { orderBy: [{ phase: { position: 'asc' } }, { playOrder: 'asc' }] },
  );
  const lobbyMatches = await em.find(
    LobbyMatch,
    { phase: { $in: ids }, status: 'completed' },
    { populate: ['lobby'], orderBy: [{ phase: { position: 'asc' } }, { lobby: { position: 'asc' } }] },
  );
  const played = [
    ...matches.map((row) => row.name),
    ...lobbyMatches.map((row) => messages.battleRoyale.lobbyMatchName(row.lobby.name, row.number)),
  ];
  return { started, played };
}

/** The organisers' notice of a re-derivation: on the event's announcements, in Discord and its log. */
async function announceQualifierChange(
  em: EntityManager,
  input: RevisePhaseInput,
  change: { in: string[]; out: string[] },
  restarted: readonly PhaseRow[],
): Promise<void> {
  const { tournament, phase, match, effects } = input;
  if (change.in.length === 0 && change.out.length === 0) return;
  const teams = await em.find(Team, { id: { $in: [...change.in, ...change.out] } });
  const nameOf = (id: string) => teams.find((team) => team.id === id)?.name ?? id;
  const row = em.create(Announcement, {
    tournament,
    author: null,
    type: 'important',
    title: messages.competition.qualifiersChangedTitle(phase.name),
    content: messages.competition.qualifiersChangedBody({
      phase: phase.name,
      match: match.name,
      in: change.in.map(nameOf),
      out: change.out.map(nameOf),
      restarted: restarted.map((later) => later.name),
    }),
  });
  effects.publish({ type: 'announcement', announcementId: row.id, deleted: false });
  effects.notify({ kind: 'announcement', tournamentId: tournament.id, announcementId: row.id, log: true });
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

  // Who a completed phase sent on may change only while the phases it feeds have no played result.
  const qualifiedBefore = phase.status === 'completed' ? qualifiersOf(phase, before) : null;
  let dependents: PhaseRow[] = [];
  let change: { in: string[]; out: string[] } | null = null;
  if (qualifiedBefore !== null) {
    const found = await startedDependents(em, tournament.id, phase);
    const qualified = reviseQualifiers(qualifiedBefore, qualifiersOf(phase, after), found.played);
    if (qualified.kind === 'refused') {
      throw new AppError(
        'CONFLICT',
        QUALIFIERS_FINAL,
        messages.ruling.laterPhasePlayed(phase.name, qualified.played),
        { played: qualified.played },
      );
    }
    if (qualified.kind === 'rederive') {
      dependents = found.started;
      change = qualified;
    }
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
    await em.nativeDelete(LobbyMatch, { phase: later.id });
    await em.nativeDelete(Lobby, { phase: later.id });
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
  // A reopened result leaves no qualifiers to name: the phase is being played again, as everyone sees.
  if (change !== null && finished) await announceQualifierChange(em, input, change, dependents);
  await em.flush();
  if (finished && phase.status === 'active') {
    // A ruling is final at once; the phase completes now if no other result is still in its window.
    await completeDuelPhaseIfFinal(em, tournament, phase, now, effects, match.id);
  } else if (finished && !phase.isFinal) {
    // Phases sent back start again from the new qualifiers, as they had started before.
    await startReadyPhases(em, tournament, now, effects, new Set(dependents.map((later) => later.id)));
  }
  return undoneNames(revision.undone);
}
