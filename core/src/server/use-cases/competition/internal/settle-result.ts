import { createSwissRound, type MatchSide, type MatchStatus } from '@galaxia/core';
import { type InferEntity, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Match, Team, type Tournament } from '../../../db/entities/index.ts';
import { rateNewResult } from '../../communities/community-ratings.ts';
import { forfeitForDisqualifiedTeams } from '../disqualify-team.ts';
import { type AdvancedMatch, advancedMatchOf, writeAdvancedMatches } from './advanced-matches.ts';
import { hasOpenMatches, loadPhaseBracket } from './bracket-state.ts';
import type { Effects } from './competition-ports.ts';
import { completeDuelPhaseIfFinal } from './complete-duel-phase.ts';
import { applyBracketMatch, createMatchRow, type MatchRow } from './match-rows.ts';
import { notifyMatchesReady, type ReadyMatch } from './notify-match-ready.ts';
import type { PhaseRow } from './phase-start.ts';
import { type ReportedResult, reportWithinReach } from './result-reach.ts';

const readyMatchOf = (row: MatchRow): ReadyMatch => ({
  id: row.id,
  name: row.name,
  teamA: row.status === 'pending' ? (row.teamA?.id ?? null) : null,
  teamB: row.status === 'pending' ? (row.teamB?.id ?? null) : null,
});

/** The match entity this transaction already holds, loaded, if any. */
const heldMatch = (em: EntityManager, id: string): MatchRow | null => {
  const held = em.getUnitOfWork().getById<MatchRow>(Match, id);
  return held && wrap(held).isInitialized() ? held : null;
};

export interface SettleResultInput {
  tournament: InferEntity<typeof Tournament>;
  /** Locked by the caller: every result of a phase is settled one at a time. */
  phase: PhaseRow;
  /** Completed by the match rules, with its final score. */
  match: MatchRow;
  now: Date;
  effects: Effects;
  /** The organiser ruled this result (a resolved dispute): final at once, no dispute window to wait for. */
  ruled?: boolean;
  /**
   * The side the match rules found the winner (a war level on stars won on destruction); without it the
   * engine reads the winner from the score (a forfeit's).
   */
  winner?: MatchSide | null;
}

/**
 * Feeds a completed match to the engine and stores what it changed: the winner (and loser) move on,
 * BYEs they meet resolve, the next Swiss round is paired once a round is over. A finished phase
 * completes (the final phase completing the tournament, any phase waiting on its qualifiers starting)
 * once its results are final: usually 15 minutes later, on the workers' timer. A
 * disqualified team that the result brings to a match forfeits it. The server's community ratings take
 * the result.
 */
export async function settleResult(em: EntityManager, input: SettleResultInput): Promise<void> {
  const { match, tournament, now, effects } = input;
  const score = { scoreA: match.scoreA!, scoreB: match.scoreB! };
  const result = await reportWithinReach(em, input.phase, match, {
    ...score,
    ...(input.winner === undefined ? {} : { winner: input.winner }),
  });
  await advanceResult(em, input, result);
  if (result.anyoneDisqualified) await forfeitForDisqualifiedTeams(em, tournament.id, now, effects);
  // The result is final: the community's ratings take it in the same transaction.
  if (match.teamA && match.teamB)
    await rateNewResult(em, tournament, {
      kind: 'duel',
      teamA: match.teamA.id,
      teamB: match.teamB.id,
      ...score,
    });
}

async function advanceResult(
  em: EntityManager,
  input: SettleResultInput,
  result: ReportedResult,
): Promise<void> {
  const { tournament, phase, match, now, effects } = input;
  const { before, after, stored } = result;

  // Only the matches the engine touched are written: a result changes a handful of a phase's rows. One
  // this transaction holds as an entity (the match itself) takes the change through the unit of work,
  // which writes it with the move; the rest are written here from the rows the reach read.
  const changed = after.matches.filter((engineMatch, i) => engineMatch !== before.matches[i]);
  const team = (id: string) => em.getReference(Team, id);
  const nowReady: ReadyMatch[] = [];
  const written: AdvancedMatch[] = [];
  for (const engineMatch of changed) {
    const row = stored.get(engineMatch.id)!;
    const held = heldMatch(em, row.id);
    const waited = (held ?? row).status === 'upcoming';
    let status: string;
    if (held) {
      applyBracketMatch(held, engineMatch, team);
      status = held.status;
    } else {
      const advanced = advancedMatchOf(row, engineMatch);
      written.push(advanced);
      status = advanced.status;
    }
    if (waited && status === 'pending') {
      nowReady.push({ id: row.id, name: row.name, teamA: engineMatch.teamA, teamB: engineMatch.teamB });
    }
    if (row.id !== match.id)
      effects.publish({ type: 'match', matchId: row.id, status: status as MatchStatus });
  }
  await writeAdvancedMatches(em, written);
  await notifyMatchesReady(em, tournament.id, nowReady);
  if (await hasOpenMatches(em, phase, after.matches)) return;

  // Every match has its result: the phase is over, unless a Swiss stage has a round left to pair.
  if (after.format === 'swiss') {
    await em.flush();
    const { state: swiss } = await loadPhaseBracket(em, phase);
    if (swiss.format === 'swiss' && swiss.pairedRounds < swiss.rounds.length) {
      const paired = createSwissRound(swiss);
      const created = paired.matches.slice(swiss.matches.length).map((engineMatch, k) => {
        const row = createMatchRow(em, {
          tournament,
          phase,
          match: engineMatch,
          playOrder: swiss.matches.length + k,
        });
        effects.publish({ type: 'match', matchId: row.id, status: row.status as MatchStatus });
        return readyMatchOf(row);
      });
      await em.flush();
      await notifyMatchesReady(em, tournament.id, created);
      return;
    }
  }

  // Every result is in; the phase completes once the last of them is past its dispute window.
  await em.flush();
  await completeDuelPhaseIfFinal(em, tournament, phase, now, effects, input.ruled ? match.id : null);
}
