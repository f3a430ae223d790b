import { type MatchSide, type MatchState, type MatchStatus, warDestruction } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { StreamClaim } from '../../../db/entities/index.ts';
import type { MatchRow } from './match-rows.ts';

type ClaimRow = InferEntity<typeof StreamClaim>;

/** Rows name teams; the match rules speak of sides. */
const sideOf = (row: MatchRow, teamId: string): MatchSide => (row.teamA?.id === teamId ? 'A' : 'B');

const teamIdOf = (row: MatchRow, side: MatchSide): string => {
  const team = side === 'A' ? row.teamA : row.teamB;
  // The rules only hand out sides of matches whose teams are both known.
  return team!.id;
};

const iso = (date: Date | null | undefined): string | null => date?.toISOString() ?? null;

/** A stored match as the match rules read it; the claim (with its streamer loaded) says who streams it. */
export function toMatchState(row: MatchRow, claim: ClaimRow | null): MatchState {
  return {
    teamA: row.teamA ? { id: row.teamA.id } : null,
    teamB: row.teamB ? { id: row.teamB.id } : null,
    status: row.status as MatchStatus,
    scoreA: row.scoreA ?? null,
    scoreB: row.scoreB ?? null,
    scheduledTime: iso(row.scheduledTime),
    completedTime: iso(row.completedTime),
    note: row.note ?? null,
    streamClaimed: claim !== null,
    streamer: claim?.streamer.name ?? null,
    streamerId: claim?.streamer.id ?? null,
    streamLive: Boolean(claim?.liveAt),
    streamLocked: Boolean(claim?.lockedAt),
    proposal: row.proposal ? { time: row.proposal.time, by: sideOf(row, row.proposal.byTeamId) } : null,
    report: row.report
      ? {
          scoreA: row.report.scoreA,
          scoreB: row.report.scoreB,
          ...warDestruction(row.report),
          by: sideOf(row, row.report.byTeamId),
          at: row.report.at,
        }
      : null,
    dispute: row.dispute
      ? { by: sideOf(row, row.dispute.byTeamId), reason: row.dispute.reason, at: row.dispute.at }
      : null,
    winner: row.winner ? sideOf(row, row.winner.id) : null,
  };
}

/**
 * Writes what a move of the match rules decided back onto the row. A proposal keeps the moment it was
 * made while it stands unchanged; a new one is stamped `now`. The engine's columns (winner, loser,
 * bracket status) are the engine's to write.
 */
export function applyMatchState(row: MatchRow, state: MatchState, now: Date): void {
  const standing = row.proposal;
  row.status = state.status;
  row.scoreA = state.scoreA;
  row.scoreB = state.scoreB;
  row.scheduledTime = state.scheduledTime === null ? null : new Date(state.scheduledTime);
  row.completedTime = state.completedTime === null ? null : new Date(state.completedTime);
  row.note = state.note;
  row.proposal = state.proposal
    ? {
        time: state.proposal.time,
        byTeamId: teamIdOf(row, state.proposal.by),
        at:
          standing &&
          standing.time === state.proposal.time &&
          sideOf(row, standing.byTeamId) === state.proposal.by
            ? standing.at
            : now.toISOString(),
      }
    : null;
  row.report = state.report
    ? {
        scoreA: state.report.scoreA,
        scoreB: state.report.scoreB,
        ...warDestruction(state.report),
        byTeamId: teamIdOf(row, state.report.by),
        at: state.report.at,
      }
    : null;
  // The games belong to the report, then to the result: a move that drops both drops them.
  if (state.report === null && state.status !== 'completed') row.games = null;
  // A settled dispute stays on record: the rules clear it once the organiser rules, the row keeps it.
  if (state.dispute) {
    row.dispute = {
      byTeamId: teamIdOf(row, state.dispute.by),
      reason: state.dispute.reason,
      at: state.dispute.at,
    };
  }
}
