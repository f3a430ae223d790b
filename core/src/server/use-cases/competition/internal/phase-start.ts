import { randomInt } from 'node:crypto';
import {
  AppError,
  computeTotalTeams,
  crossSeed,
  type ErrorCode,
  isBattleRoyaleFormat,
  isEliminationFormat,
  messages,
  PLAYING_ENTRY_STATUSES,
  phaseFormatSchema,
  qualifiers,
  type Refusal,
  refusal,
  registrationStatus,
  type SeedingMode,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Phase, RegistrationWindow, type Tournament } from '../../../db/entities/index.ts';
import {
  allocateLobbies,
  createLobbies,
  type LobbyAllocation,
  lobbyPhaseQualifiers,
} from '../../battle-royale/internal/lobby-phase.ts';
import { createPhaseBracket, loadPhaseBracket } from './bracket-state.ts';
import type { Effects } from './competition-ports.ts';
import { insertMatchRows } from './match-rows.ts';
import { notifyMatchesReady } from './notify-match-ready.ts';
import { type EntryRef, phaseEntrants } from './phase-entrants.ts';

type TournamentRow = InferEntity<typeof Tournament>;
export type PhaseRow = InferEntity<typeof Phase>;

export interface PhaseLineup {
  /** Before the start: the teams it would start with now, in registration seeding. After: its seeds. */
  teams: string[];
  /** Why it cannot start now; null when it can. */
  blockedBy: Refusal | null;
}

export const loadPhases = (em: EntityManager, tournamentId: string) =>
  em.find(Phase, { tournament: tournamentId }, { orderBy: { position: 'asc' } });

/**
 * Teams still in the tournament, in the order they entered: the order that shares out places. An
 * application still awaiting its players' verification does not play.
 */
export async function loadEntries(em: EntityManager, tournamentId: string): Promise<EntryRef[]> {
  // Plain rows: a large event has a thousand entries and the start reads two columns of each.
  return em.execute<EntryRef[]>(
    `select team_id as "teamId", status from tournament_registrations
     where tournament_id = ? and status in (${PLAYING_ENTRY_STATUSES.map(() => '?').join(', ')})
       and not awaiting_verification
     order by registered_at, id`,
    [tournamentId, ...PLAYING_ENTRY_STATUSES],
  );
}

/** Who a phase would start with now, or why it cannot start. */
export async function phaseLineup(
  em: EntityManager,
  tournament: TournamentRow,
  phases: readonly PhaseRow[],
  index: number,
  now: Date,
): Promise<PhaseLineup> {
  const phase = phases[index]!;
  if (phase.status !== 'not_started')
    return {
      teams: phase.seeds ?? [],
      blockedBy: refusal('COMPETITION_PHASE_STARTED', messages.competition.phaseStarted),
    };

  const decided = new Map<number, string[][]>();
  // Which group each qualifier comes from, so a playoff keeps teams of one group apart in round 1.
  const groupOf = new Map<string, string>();
  for (const [source] of phase.qualifiedTeams) {
    const from = phases[source];
    if (from?.status !== 'completed' || decided.has(source)) continue;
    if (isBattleRoyaleFormat(phaseFormatSchema.parse(from.format))) {
      decided.set(source, await lobbyPhaseQualifiers(em, tournament, from));
      continue;
    }
    const { state } = await loadPhaseBracket(em, from);
    decided.set(source, qualifiers(state, from.qualifyingTeams));
    if (state.format === 'group-stage') {
      state.groups.forEach((group, g) => {
        for (const team of group) groupOf.set(team, `${source}/${g}`);
      });
    }
  }
  const entrants = phaseEntrants(
    phases,
    index,
    await loadEntries(em, tournament.id),
    ([source, division]) => decided.get(source)?.[division] ?? (decided.has(source) ? [] : null),
  );
  const { waitingOn } = entrants;
  const teams =
    groupOf.size > 0 && isEliminationFormat(phaseFormatSchema.parse(phase.format))
      ? crossSeed(entrants.teams, (team) => groupOf.get(team) ?? null)
      : entrants.teams;

  const blocked = (code: ErrorCode, message: string): PhaseLineup => ({
    teams,
    blockedBy: refusal(code, message),
  });
  if (tournament.lifecycle === 'completed')
    return blocked('COMPETITION_TOURNAMENT_COMPLETED', messages.competition.tournamentCompleted);
  if (tournament.lifecycle !== 'published')
    return blocked('COMPETITION_SETUP_INCOMPLETE', messages.competition.setupIncomplete);
  if (waitingOn.length > 0)
    return blocked('COMPETITION_SOURCES_NOT_FINISHED', messages.competition.sourcesNotFinished(phase.name));
  if (phase.participatingTeams > 0) {
    const windows = await em.find(RegistrationWindow, { tournament: tournament.id });
    if (registrationStatus(windows, now).status === 'open')
      return blocked('COMPETITION_REGISTRATION_STILL_OPEN', messages.competition.registrationStillOpen);
  }
  const needed = computeTotalTeams(phase, phases);
  if (teams.length !== needed)
    return blocked(
      'COMPETITION_TEAM_COUNT',
      messages.competition.teamCount(phase.name, needed, teams.length),
    );
  return { teams, blockedBy: null };
}

/** The lineup in the order the organiser asked for. */
export function seedOrder(
  lineup: readonly string[],
  seeding: Exclude<SeedingMode, 'rating'>,
  order: readonly string[] = [],
): string[] {
  if (seeding === 'registration') return [...lineup];
  if (seeding === 'random') {
    const shuffled = [...lineup];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    return shuffled;
  }
  const expected = new Set(lineup);
  if (
    order.length !== lineup.length ||
    new Set(order).size !== order.length ||
    !order.every((id) => expected.has(id))
  ) {
    throw new AppError(
      'BAD_REQUEST',
      'COMPETITION_MANUAL_ORDER_MISMATCH',
      messages.competition.manualOrderMismatch(lineup.length),
    );
  }
  return [...order];
}

/** Writes the phase's whole bracket (BYEs already resolved by the engine) and opens the phase. */
export async function beginPhase(
  em: EntityManager,
  tournament: TournamentRow,
  phase: PhaseRow,
  seeds: readonly string[],
  now: Date,
  effects: Effects,
  allocation: LobbyAllocation = { seeding: 'registration' },
  /** Who started it: the organiser, or the close of the phases that feed it ('automatic'). */
  startedBy: 'organiser' | 'automatic' = 'organiser',
): Promise<number> {
  const format = phaseFormatSchema.parse(phase.format);
  let matches: number;
  if (isBattleRoyaleFormat(format)) {
    // Lobbies and their matches live in their own tables; the bracket engine never sees them.
    const lobbies = allocateLobbies(seeds, phase.numberOfGroups ?? 1, allocation);
    matches = await createLobbies(em, tournament, phase, lobbies, effects);
  } else {
    const bracket = createPhaseBracket(format, seeds, phase.numberOfGroups, phase.tiebreaks, phase);
    const ids = await insertMatchRows(
      em,
      bracket.matches.map((match, playOrder) => ({ tournament, phase, match, playOrder })),
    );
    matches = bracket.matches.length;
    await notifyMatchesReady(
      em,
      tournament.id,
      bracket.matches.flatMap((match, i) =>
        match.status === 'pending'
          ? [{ id: ids[i]!, name: match.name, teamA: match.teamA, teamB: match.teamB }]
          : [],
      ),
    );
  }
  phase.status = 'active';
  phase.seeds = [...seeds];
  phase.startedAt = now;
  phase.startedAutomatically = startedBy === 'automatic';
  effects.publish({ type: 'phase', phaseIndex: phase.position, status: 'active' });
  effects.notify({
    kind: 'phase-started',
    tournamentId: tournament.id,
    phaseId: phase.id,
    automatic: startedBy === 'automatic',
    startedAt: now.toISOString(),
  });
  return matches;
}

/**
 * Starts every phase fed by qualifiers whose field is now complete, seeded as the qualifiers came
 * (division by division, best first), unless the organiser chose to start it themselves (`autoStart`);
 * `restart` names phases sent back by changed qualifiers, which start again however they first started.
 * Call with the tournament row locked and the finished phase flushed.
 */
export async function startReadyPhases(
  em: EntityManager,
  tournament: TournamentRow,
  now: Date,
  effects: Effects,
  restart: ReadonlySet<string> = new Set(),
): Promise<void> {
  const phases = await loadPhases(em, tournament.id);
  for (const [index, phase] of phases.entries()) {
    if (phase.status !== 'not_started' || phase.qualifiedTeams.length === 0) continue;
    if (!phase.autoStart && !restart.has(phase.id)) continue;
    const lineup = await phaseLineup(em, tournament, phases, index, now);
    if (lineup.blockedBy === null)
      await beginPhase(em, tournament, phase, lineup.teams, now, effects, undefined, 'automatic');
  }
}
