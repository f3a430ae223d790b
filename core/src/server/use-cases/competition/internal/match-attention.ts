import { type AttentionMatch, DISPUTE_WINDOW_MINUTES, type MatchStatus, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MatchCheckIn } from '../../../db/entities/index.ts';
import type { PhaseRow } from '../../tournaments/internal/stored-roadmap.ts';
import { loadMatchRounds, type MatchRound } from './match-round.ts';
import type { MatchRow } from './match-rows.ts';

/** A match with no agreed time is flagged this long before its round closes. */
const UNSCHEDULED_WARNING_HOURS = 24;
/** A match whose result has not stood this long after its start is flagged. */
const RESULT_OVERDUE_HOURS = 3;

const HOUR_MS = 3_600_000;

function attentionReason(
  row: MatchRow,
  round: MatchRound,
  now: Date,
  absent: readonly string[],
): AttentionMatch['reason'] | null {
  if (row.status === 'disputed') return 'disputed';
  // Nobody confirmed and the dispute window is over: only the organiser can settle it now.
  if (
    row.report &&
    row.status !== 'completed' &&
    now.getTime() - Date.parse(row.report.at) > DISPUTE_WINDOW_MINUTES * 60_000
  )
    return 'unconfirmed';
  if (row.status === 'scheduled' && absent.length > 0) return 'no-show';
  if (row.status === 'pending' && round.window) {
    return Date.parse(round.window.end) - now.getTime() < UNSCHEDULED_WARNING_HOURS * HOUR_MS
      ? 'unscheduled'
      : null;
  }
  if (row.status === 'scheduled' && row.scheduledTime) {
    return now.getTime() - row.scheduledTime.getTime() > RESULT_OVERDUE_HOURS * HOUR_MS
      ? 'result-overdue'
      : null;
  }
  return null;
}

/**
 * The matches of one tournament that need its organiser, in play order: disputes, results nobody
 * confirmed within the dispute window, check-in no-shows, times never agreed, results never reported.
 * `rows` are the tournament's matches with both teams populated.
 */
export async function matchesNeedingOrganiser(
  em: EntityManager,
  phases: readonly PhaseRow[],
  rows: readonly MatchRow[],
  now: Date,
): Promise<AttentionMatch[]> {
  const roundOf = await loadMatchRounds(em, phases);
  // Matches whose check-in has closed while still waiting on a result: who did not check in.
  const closed = rows.filter(
    (row) => row.status === 'scheduled' && row.scheduledTime && row.scheduledTime <= now,
  );
  const checkIns =
    closed.length === 0 ? [] : await em.find(MatchCheckIn, { match: { $in: closed.map((row) => row.id) } });
  const absentFrom = (row: MatchRow): string[] =>
    closed.includes(row)
      ? [row.teamA, row.teamB]
          .filter((team) => team && !checkIns.some((c) => c.match.id === row.id && c.team.id === team.id))
          .map((team) => team!.name)
      : [];

  const attention: AttentionMatch[] = [];
  for (const phase of phases) {
    for (const row of rows) {
      if (row.phase.id !== phase.id || row.bracketStatus === 'bye' || row.bracketStatus === 'void') continue;
      const absent = absentFrom(row);
      const reason = attentionReason(row, roundOf(row), now, absent);
      if (!reason) continue;
      attention.push({
        matchId: row.id,
        name: row.name,
        phaseIndex: phase.position,
        teamA: row.teamA?.name ?? null,
        teamB: row.teamB?.name ?? null,
        status: row.status as MatchStatus,
        scheduledTime: row.scheduledTime?.toISOString() ?? null,
        reason,
        detail:
          reason === 'disputed'
            ? (row.dispute?.reason ?? null)
            : reason === 'no-show'
              ? messages.playerSeason.noShowFlagBody(absent.join(' and '))
              : null,
        lobbyId: null,
        reported:
          row.report && (reason === 'disputed' || reason === 'unconfirmed')
            ? {
                scoreA: row.report.scoreA,
                scoreB: row.report.scoreB,
                by: (row.report.byTeamId === row.teamA?.id ? row.teamA?.name : row.teamB?.name) ?? '',
              }
            : null,
      });
    }
  }
  return attention;
}
