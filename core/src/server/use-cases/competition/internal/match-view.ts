import type { CompetitionMatch, MatchState } from '@galaxia/core';
import { entrantOf } from './entrant-team.ts';
import { actionsFor, type MatchRoles } from './match-roles.ts';
import type { MatchRow } from './match-rows.ts';

export interface MatchViewInput {
  /** With its tournament and both teams loaded. */
  match: MatchRow;
  phaseIndex: number;
  roundName: string;
  state: MatchState;
  roles: MatchRoles;
  now: Date;
  /** The series the match's round plays. */
  bestOf: number;
}

export const competitionMatchOf = ({
  match,
  phaseIndex,
  roundName,
  state,
  roles,
  now,
  bestOf,
}: MatchViewInput): CompetitionMatch => ({
  id: match.id,
  displayId: match.displayId,
  name: match.name,
  tournamentId: match.tournament.id,
  phaseIndex,
  round: roundName,
  teamA: match.teamA ? entrantOf(match.teamA) : null,
  teamB: match.teamB ? entrantOf(match.teamB) : null,
  status: state.status,
  scoreA: state.scoreA,
  scoreB: state.scoreB,
  scheduledTime: state.scheduledTime,
  completedTime: state.completedTime,
  note: state.note,
  streamClaimed: state.streamClaimed,
  streamer: state.streamer,
  streamerId: state.streamerId,
  streamLive: state.streamLive,
  streamLocked: state.streamLocked,
  proposal: state.proposal,
  report: state.report,
  dispute: state.dispute,
  winner: state.winner,
  bestOf,
  ...(match.games ? { games: match.games } : {}),
  actions: actionsFor(state, roles, now),
});
