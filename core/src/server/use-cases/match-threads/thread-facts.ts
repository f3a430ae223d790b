import type { BestOf, MatchSide, MatchThreadSnapshot, RoundWindow } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Match, MatchCheckIn, type Phase, type Tournament, User } from '../../db/entities/index.ts';
import { rostersOf } from '../battle-royale/internal/lobby-access.ts';
import { matchRound } from '../competition/internal/match-round.ts';
import { matchBestOf } from '../competition/match-best-of.ts';

type MatchRow = InferEntity<typeof Match>;

/** Everything a match thread shows or needs, read in one place for the card, the lines and the buttons. */
export interface ThreadFacts {
  match: MatchRow;
  tournament: InferEntity<typeof Tournament>;
  phase: InferEntity<typeof Phase>;
  roundName: string;
  window: RoundWindow | null;
  /** The series this match plays (the organiser's choice for its round, else the rulebook). */
  bestOf: BestOf;
  teamA: { id: string; name: string };
  teamB: { id: string; name: string };
  snapshot: MatchThreadSnapshot;
  /** Both teams' other scheduled matches: the select menu offers no time next to them. */
  busy: Date[];
  /** The Discord ids of both rosters, to add to the thread. */
  rosterDiscordIds: string[];
}

const sideOf = (match: MatchRow, teamId: string): MatchSide => (match.teamA?.id === teamId ? 'A' : 'B');

/** The match as its thread tells it. */
export function snapshotOf(match: MatchRow, checkedInTeams: readonly string[]): MatchThreadSnapshot {
  return {
    status: match.status,
    scheduledTime: match.scheduledTime?.toISOString() ?? null,
    proposal: match.proposal
      ? { time: match.proposal.time, by: sideOf(match, match.proposal.byTeamId) }
      : null,
    checkedIn: (['A', 'B'] as const).filter((side) =>
      checkedInTeams.includes((side === 'A' ? match.teamA?.id : match.teamB?.id) ?? ''),
    ),
    report: match.report
      ? { scoreA: match.report.scoreA, scoreB: match.report.scoreB, by: sideOf(match, match.report.byTeamId) }
      : null,
    dispute: match.dispute
      ? { by: sideOf(match, match.dispute.byTeamId), reason: match.dispute.reason }
      : null,
    scoreA: match.scoreA ?? null,
    scoreB: match.scoreB ?? null,
  };
}

/** The facts of a match with both teams known; null while a side is still to come. */
export async function loadThreadFacts(em: EntityManager, matchId: string): Promise<ThreadFacts | null> {
  const match = await em.findOne(
    Match,
    { id: matchId },
    { populate: ['tournament', 'phase', 'teamA', 'teamB'], refresh: true },
  );
  if (!match?.teamA || !match.teamB) return null;
  const { phase, tournament, teamA, teamB } = match;
  const round = await matchRound(em, phase, match);
  const checkIns = await em.find(MatchCheckIn, { match: match.id });
  const others = await em.find(Match, {
    id: { $ne: match.id },
    status: 'scheduled',
    $or: [{ teamA: { $in: [teamA.id, teamB.id] } }, { teamB: { $in: [teamA.id, teamB.id] } }],
  });
  const rosters = await rostersOf(em, tournament.id, [teamA.id, teamB.id]);
  const userIds = [...rosters.values()].flat();
  const users = userIds.length === 0 ? [] : await em.find(User, { id: { $in: userIds } });
  return {
    match,
    tournament,
    phase,
    roundName: round.name,
    window: round.window,
    bestOf: matchBestOf(phase, match.roundKey),
    teamA: { id: teamA.id, name: teamA.name },
    teamB: { id: teamB.id, name: teamB.name },
    snapshot: snapshotOf(
      match,
      checkIns.map((row) => row.team.id),
    ),
    busy: others.flatMap((other) => (other.scheduledTime ? [other.scheduledTime] : [])),
    rosterDiscordIds: users.flatMap((user) => (user.discordId ? [user.discordId] : [])),
  };
}
