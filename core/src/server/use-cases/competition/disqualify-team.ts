import {
  AppError,
  type DisqualifyPayload,
  forfeitMatch as forfeitRule,
  type MatchSide,
  messages,
  type RulingLog,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Match, TournamentRegistration } from '../../db/entities/index.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import type { Effects } from './internal/competition-ports.ts';
import { applyMatchState, toMatchState } from './internal/match-state.ts';
import { recordRuling } from './internal/record-ruling.ts';
import { revisePhase } from './internal/revise-phase.ts';
import { lockMatch } from './internal/row-locks.ts';
import { tournamentWrite } from './internal/tournament-write.ts';
import { listRulingsOf } from './list-rulings.ts';

export interface DisqualifyTeamInput extends DisqualifyPayload {
  tournamentId: string;
}

const OPEN = ['pending', 'scheduled', 'disputed'];

/**
 * Forfeits, for a disqualified team, every match it has to play now, and again for each match the
 * forfeits bring it to (a double elimination drops it into the losers bracket). Matches it reaches later
 * through other teams' results are forfeited as they come (see `settleResult`).
 */
export async function forfeitForDisqualified(
  em: EntityManager,
  input: { tournamentId: string; teamIds: ReadonlySet<string>; reason: string; now: Date; effects: Effects },
): Promise<string[]> {
  const { tournamentId, teamIds, reason, now, effects } = input;
  const forfeited: string[] = [];
  for (;;) {
    const teams = [...teamIds];
    const open = await em.find(
      Match,
      {
        tournament: tournamentId,
        status: { $in: OPEN },
        $or: [{ teamA: { $in: teams } }, { teamB: { $in: teams } }],
      },
      { orderBy: { playOrder: 'asc' } },
    );
    if (open.length === 0) return forfeited;
    for (const { id } of open) {
      const { match, phase } = await lockMatch(em, id);
      if (!OPEN.includes(match.status)) continue;
      const out = (side: MatchSide) => teamIds.has((side === 'A' ? match.teamA : match.teamB)!.id);
      const forfeiting = out('A') && out('B') ? 'both' : out('A') ? 'A' : 'B';
      const state = toMatchState(match, null);
      const teamName = (forfeiting === 'A' ? match.teamA : match.teamB)!.name;
      const next = forfeitRule(state, { role: 'organiser' }, { forfeiting, reason, teamName }, now);
      applyMatchState(match, next, now);
      await revisePhase(em, {
        tournament: match.tournament,
        phase,
        match,
        outcome: { scoreA: next.scoreA!, scoreB: next.scoreB!, winner: next.winner },
        resetPlayed: false,
        now,
        effects,
      });
      await em.flush();
      effects.publish({ type: 'match', matchId: match.id, status: 'completed' });
      effects.notify({
        kind: 'match-completed',
        tournamentId,
        matchId: match.id,
        resultVersion: match.version,
      });
      forfeited.push(match.name);
    }
  }
}

/**
 * Forfeits, for every team disqualified from the tournament, the matches results have just brought it
 * to. Called after a result settles when anyone is disqualified (the result's reach says).
 */
export async function forfeitForDisqualifiedTeams(
  em: EntityManager,
  tournamentId: string,
  now: Date,
  effects: Effects,
): Promise<void> {
  const out = await em.find(TournamentRegistration, {
    tournament: tournamentId,
    disqualifiedAt: { $ne: null },
  });
  // The forfeits read the phase's stored matches: what the result changed must be written first.
  if (out.length > 0) await em.flush();
  for (const entry of out) {
    await forfeitForDisqualified(em, {
      tournamentId,
      teamIds: new Set([entry.team.id]),
      reason: entry.disqualificationReason ?? '',
      now,
      effects,
    });
  }
}

/**
 * The organiser disqualifies a team from the tournament: every match it still has to play is forfeited
 * (now, and as later ones reach it), its standings are marked, and the ruling is audited. One
 * transaction; answers the tournament's ruling log.
 */
export const disqualifyTeam = tournamentWrite(
  async ({ em, actor, effects, now }, input: DisqualifyTeamInput): Promise<RulingLog> => {
    const tournament = await loadTournamentForOrganiser(em, actor, input.tournamentId);
    const entry = await em.findOne(
      TournamentRegistration,
      { tournament: tournament.id, team: input.teamId, status: { $ne: 'withdrawn' } },
      { populate: ['team'] },
    );
    if (!entry) throw new AppError('NOT_FOUND', 'RULING_TEAM_NOT_ENTERED', messages.ruling.teamNotEntered);
    if (entry.disqualifiedAt)
      throw new AppError('CONFLICT', 'RULING_ALREADY_DISQUALIFIED', messages.ruling.alreadyDisqualified);
    entry.disqualifiedAt = now;
    entry.disqualificationReason = input.reason;
    const team = entry.team;
    await forfeitForDisqualified(em, {
      tournamentId: tournament.id,
      teamIds: new Set([team.id]),
      reason: input.reason,
      now,
      effects,
    });
    await recordRuling(em, {
      tournament,
      actor,
      kind: 'disqualify',
      reason: input.reason,
      now,
      team: { id: team.id, name: team.name },
      effects,
    });
    await em.flush();
    return listRulingsOf(em, tournament.id);
  },
);
