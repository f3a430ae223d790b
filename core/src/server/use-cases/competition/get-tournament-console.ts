import {
  type AttentionMatch,
  champion,
  computeTotalTeams,
  type EntrantTeam,
  type MatchStatus,
  phaseFormatSchema,
  registrationStatus,
  type TournamentConsole,
} from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { Match, RegistrationWindow, Team } from '../../db/entities/index.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import { loadPhaseBracket } from './bracket-state.ts';
import { entrantOf } from './entrant-team.ts';
import { type MatchRound, matchRound } from './match-round.ts';
import type { MatchRow } from './match-rows.ts';
import { loadEntries, loadPhases, type PhaseLineup, phaseLineup } from './phase-start.ts';
import { loadStreamers } from './streamer-views.ts';

/** A match with no agreed time is flagged this long before its round closes. */
export const UNSCHEDULED_WARNING_HOURS = 24;
/** A match whose result has not stood this long after its start is flagged. */
export const RESULT_OVERDUE_HOURS = 3;

const HOUR_MS = 3_600_000;

function attentionReason(row: MatchRow, round: MatchRound, now: Date): AttentionMatch['reason'] | null {
  if (row.status === 'disputed') return 'disputed';
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
 * The organiser's phase console: each phase with its field (or why it cannot start yet), its progress
 * and champion, the matches that need the organiser, and who may stream.
 */
export async function getTournamentConsole(
  ctx: UseCaseContext,
  tournamentId: string,
): Promise<TournamentConsole> {
  const { em } = ctx;
  const now = clockNow();
  const tournament = await loadTournamentForOrganiser(em, ctx.actor, tournamentId);
  const phases = await loadPhases(em, tournament.id);
  const windows = await em.find(RegistrationWindow, { tournament: tournament.id });
  const entries = await loadEntries(em, tournament.id);
  const rows = await em.find(
    Match,
    { tournament: tournament.id },
    { populate: ['teamA', 'teamB'], orderBy: [{ playOrder: 'asc' }, { id: 'asc' }] },
  );

  const lineups: PhaseLineup[] = [];
  for (const index of phases.keys()) lineups.push(await phaseLineup(em, tournament, phases, index, now));
  const teamIds = [...new Set(lineups.flatMap((lineup) => lineup.teams))];
  const teams = new Map(
    (teamIds.length === 0 ? [] : await em.find(Team, { id: { $in: teamIds } })).map((team) => [
      team.id,
      team,
    ]),
  );
  const entrant = (id: string): EntrantTeam => entrantOf(teams.get(id)!);

  const rounds = new Map<string, MatchRound>();
  const attention: AttentionMatch[] = [];
  let winner: EntrantTeam | null = null;
  const consolePhases = [];
  for (const [index, phase] of phases.entries()) {
    const own = rows.filter(
      (row) => row.phase.id === phase.id && row.bracketStatus !== 'bye' && row.bracketStatus !== 'void',
    );
    for (const row of own) {
      const key = `${phase.id}|${row.roundKey}`;
      const round = rounds.get(key) ?? (await matchRound(em, phase, row.roundKey));
      rounds.set(key, round);
      const reason = attentionReason(row, round, now);
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
        detail: reason === 'disputed' ? (row.dispute?.reason ?? null) : null,
      });
    }
    let phaseChampion: EntrantTeam | null = null;
    if (phase.status === 'completed' && phase.isFinal) {
      const id = champion((await loadPhaseBracket(em, phase)).state);
      phaseChampion = id === null ? null : entrant(id);
      winner = phaseChampion;
    }
    const lineup = lineups[index]!;
    consolePhases.push({
      index: phase.position,
      name: phase.name,
      format: phaseFormatSchema.parse(phase.format),
      status: phase.status,
      totalTeams: computeTotalTeams(phase, phases),
      teams: lineup.teams.map(entrant),
      matches: {
        total: own.length,
        completed: own.filter((row) => row.status === 'completed').length,
        disputed: own.filter((row) => row.status === 'disputed').length,
      },
      startBlockedBy: phase.status === 'not_started' ? lineup.blockedBy : null,
      champion: phaseChampion,
    });
  }

  return {
    tournamentId: tournament.id,
    name: tournament.eventName,
    lifecycle: tournament.lifecycle,
    registrationStatus: registrationStatus(windows, now).status,
    entries: {
      registered: entries.filter((entry) => entry.status === 'registered').length,
      invited: entries.filter((entry) => entry.status === 'invited').length,
    },
    phases: consolePhases,
    attention,
    streamers: await loadStreamers(em, tournament.id),
    champion: winner,
  };
}
