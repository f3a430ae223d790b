import {
  AppError,
  BEST_OF_OPTIONS,
  type BestOf,
  defaultMapPool,
  defaultVetoSequence,
  gameMaps,
  isGameId,
  isVetoGame,
  mapPoolProblem,
  messages,
  VETO_STEP_SECONDS,
  type VetoGameId,
  type VetoSettingsPayload,
  type VetoSettingsUpdate,
  type VetoSettingsView,
  type VetoStep,
  vetoSequenceProblem,
} from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { UseCaseContext } from '../../context.ts';
import { Phase, type Tournament } from '../../db/entities/index.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { withLockedTournament } from '../tournaments/internal/lock-tournament.ts';

type TournamentRow = InferEntity<typeof Tournament>;

/** The tournament's game when it has a veto; anything else is refused with the same message. */
export function vetoGameOf(tournament: Pick<TournamentRow, 'gameId'>): VetoGameId {
  const game = tournament.gameId;
  if (!isGameId(game) || !isVetoGame(game))
    throw new AppError('BAD_REQUEST', 'MAP_POOL_NO_VETO', messages.mapPool.noVeto);
  return game;
}

/** What a tournament plays with no settings of its own: the game's current pool, default sequences, the seed, 60 s. */
const defaultVetoSettings = (game: VetoGameId): VetoSettingsPayload => ({
  pool: [...defaultMapPool(game)],
  sequences: {},
  firstRule: 'seed',
  stepSeconds: VETO_STEP_SECONDS.default,
});

/** The settings a phase's matches veto with: the phase's override, else the tournament's, else the defaults. */
export const effectiveVetoSettings = (
  game: VetoGameId,
  tournament: Pick<TournamentRow, 'vetoSettings'>,
  phase: { vetoSettings?: VetoSettingsPayload | null } | null,
): VetoSettingsPayload => phase?.vetoSettings ?? tournament.vetoSettings ?? defaultVetoSettings(game);

/**
 * When a match's veto opens by itself at a time the organiser set (its phase's override, else the
 * tournament's); null when it opens at check-in, or the game has no veto.
 */
export function vetoOpensAt(
  tournament: Pick<TournamentRow, 'gameId' | 'vetoSettings'>,
  phase: { vetoSettings?: VetoSettingsPayload | null } | null,
  scheduledTime: Date,
): Date | null {
  const game = tournament.gameId;
  if (!isGameId(game) || !isVetoGame(game)) return null;
  const minutes = effectiveVetoSettings(game, tournament, phase).opensMinutesBefore;
  return minutes == null ? null : new Date(scheduledTime.getTime() - minutes * 60_000);
}

/** The sequence a best-of plays under these settings: the organiser's, else the default for the pool. */
export const sequenceFor = (settings: VetoSettingsPayload, bestOf: BestOf): VetoStep[] =>
  settings.sequences[String(bestOf) as '1'] ?? defaultVetoSequence(bestOf, settings.pool.length);

/** Refuses settings that could not run a veto, with the first problem's message. */
function assertRunnable(game: VetoGameId, settings: VetoSettingsPayload): void {
  const poolProblem = mapPoolProblem(game, settings.pool);
  if (poolProblem) {
    const { code, message } = poolProblem;
    throw new AppError('BAD_REQUEST', code, message, { pool: [message] });
  }
  for (const [key, steps] of Object.entries(settings.sequences)) {
    if (!steps) continue;
    const problem = vetoSequenceProblem(steps, settings.pool.length, Number(key) as BestOf);
    if (problem) {
      const { code, message } = problem;
      throw new AppError('BAD_REQUEST', code, message, { [`sequences.${key}`]: [message] });
    }
  }
}

const defaultsFor = (pool: readonly string[]): VetoSettingsView['defaults'] =>
  Object.fromEntries(
    BEST_OF_OPTIONS.map((bestOf) => [
      String(bestOf),
      pool.length >= bestOf ? defaultVetoSequence(bestOf, pool.length) : null,
    ]),
  ) as VetoSettingsView['defaults'];

async function settingsView(
  ctx: UseCaseContext,
  tournament: TournamentRow,
  game: VetoGameId,
): Promise<VetoSettingsView> {
  const settings = effectiveVetoSettings(game, tournament, null);
  const phases = await ctx.em.find(Phase, { tournament: tournament.id }, { orderBy: { position: 'asc' } });
  return {
    game,
    maps: gameMaps(game).map((map) => ({ id: map.id, name: map.name, mode: map.mode ?? null })),
    settings,
    defaults: defaultsFor(settings.pool),
    phases: phases.map((phase) => ({ id: phase.id, name: phase.name, override: phase.vetoSettings ?? null })),
  };
}

/** The organiser's map pool and veto sequences for a Valorant or CODM tournament. */
export async function getVetoSettings(ctx: UseCaseContext, tournamentId: string): Promise<VetoSettingsView> {
  const tournament = await loadTournamentForOrganiser(ctx.em, ctx.actor, tournamentId);
  return settingsView(ctx, tournament, vetoGameOf(tournament));
}

/**
 * Saves the tournament's settings, or one phase's override (null clears it). A veto already open keeps
 * what it opened with.
 */
export async function updateVetoSettings(
  ctx: UseCaseContext,
  input: VetoSettingsUpdate & { tournamentId: string },
): Promise<VetoSettingsView> {
  return withLockedTournament(ctx, input.tournamentId, async (em, tournament) => {
    const game = vetoGameOf(tournament);
    if (input.settings) assertRunnable(game, input.settings);
    if (input.phaseId) {
      const phase = await em.findOne(Phase, { id: input.phaseId, tournament: tournament.id });
      if (!phase) throw new AppError('NOT_FOUND', 'VETO_PHASE_NOT_FOUND', messages.veto.phaseNotFound);
      phase.vetoSettings = input.settings;
    } else {
      tournament.vetoSettings = input.settings;
    }
    await em.flush();
    return settingsView({ ...ctx, em }, tournament, game);
  });
}
