import {
  CONSOLE_RESULTS_LIMIT,
  computeTotalTeams,
  type EntrantTeam,
  isGameId,
  isVetoGame,
  type MatchStatus,
  ordinalOf,
  phaseFormatSchema,
  registrationStatus,
  type TournamentConsole,
} from '@galaxia/core';
import { now as clockNow } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { Match, RegistrationWindow, Team } from '../../db/entities/index.ts';
import { loadTournamentForOrganiser } from '../access/require-server-admin.ts';
import {
  consoleLobbiesOf,
  flaggedLobbyMatchesOf,
  loadTournamentLobbies,
  noShowLobbyMatchesOf,
  openLobbyMatchesOf,
} from '../battle-royale/internal/lobby-attention.ts';
import { ratedSeeds } from '../communities/community-ratings.ts';
import { entrantOf } from './internal/entrant-team.ts';
import { loadFinalPlacings } from './internal/final-placings.ts';
import { matchesNeedingOrganiser } from './internal/match-attention.ts';
import type { MatchRow } from './internal/match-rows.ts';
import { loadEntries, loadPhases, type PhaseLineup, phaseLineup } from './internal/phase-start.ts';
import { loadStreamers } from './internal/streamer-views.ts';

/** Played results, newest first: what an organiser may need to correct or reopen. */
const latestResults = (rows: readonly MatchRow[], phases: readonly { id: string; position: number }[]) =>
  rows
    .filter(
      (row) => row.status === 'completed' && row.bracketStatus === 'completed' && row.teamA && row.teamB,
    )
    .sort((a, b) => (b.completedTime?.getTime() ?? 0) - (a.completedTime?.getTime() ?? 0))
    .slice(0, CONSOLE_RESULTS_LIMIT)
    .map((row) => ({
      matchId: row.id,
      name: row.name,
      phaseIndex: phases.find((phase) => phase.id === row.phase.id)?.position ?? 0,
      teamA: row.teamA!.name,
      teamB: row.teamB!.name,
      scoreA: row.scoreA ?? 0,
      scoreB: row.scoreB ?? 0,
      winner: row.winner ? (row.winner.id === row.teamA!.id ? ('A' as const) : ('B' as const)) : null,
      completedTime: row.completedTime?.toISOString() ?? null,
    }));

/** Matches with both teams still to be decided, in play order: what a settle or forfeit applies to. */
const openMatches = (rows: readonly MatchRow[], phases: readonly { id: string; position: number }[]) =>
  rows
    .filter(
      (row) =>
        (row.status === 'pending' || row.status === 'scheduled') &&
        row.bracketStatus === 'pending' &&
        row.teamA &&
        row.teamB,
    )
    .slice(0, CONSOLE_RESULTS_LIMIT)
    .map((row) => ({
      matchId: row.id,
      name: row.name,
      phaseIndex: phases.find((phase) => phase.id === row.phase.id)?.position ?? 0,
      teamA: entrantOf(row.teamA!),
      teamB: entrantOf(row.teamB!),
      status: row.status as MatchStatus,
      report: row.report
        ? {
            scoreA: row.report.scoreA,
            scoreB: row.report.scoreB,
            by: row.report.byTeamId === row.teamA!.id ? row.teamA!.name : row.teamB!.name,
          }
        : null,
    }));

/**
 * The organiser's phase console: each phase with its field (or why it cannot start yet), its progress,
 * lobbies and champion, the matches (and flagged lobby results) that need the organiser, the matches and
 * lobby matches still waiting for a result, and who may stream.
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

  // Battle-royale phases play lobby maps, not duels: their progress counts maps, a flag standing for a dispute.
  const lobbies = await loadTournamentLobbies(em, tournament.id);
  const maps = lobbies.matches;
  const progressOf = (phase: { id: string }, duels: readonly MatchRow[]) => {
    const own = maps.filter((map) => map.phase.id === phase.id);
    if (own.length === 0)
      return {
        total: duels.length,
        completed: duels.filter((row) => row.status === 'completed').length,
        disputed: duels.filter((row) => row.status === 'disputed').length,
      };
    return {
      total: own.length,
      completed: own.filter((map) => map.status === 'completed').length,
      disputed: own.filter((map) => map.flag && !map.flagSettledAt).length,
    };
  };

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

  const attention = [
    ...(await matchesNeedingOrganiser(em, phases, rows, now)),
    ...flaggedLobbyMatchesOf(lobbies),
    ...(await noShowLobbyMatchesOf(em, lobbies)),
  ];
  let winner: EntrantTeam | null = null;
  const consolePhases = [];
  for (const [index, phase] of phases.entries()) {
    const own = rows.filter(
      (row) => row.phase.id === phase.id && row.bracketStatus !== 'bye' && row.bracketStatus !== 'void',
    );
    let phaseChampion: EntrantTeam | null = null;
    if (phase.status === 'completed' && phase.isFinal) {
      const [first] = await loadFinalPlacings(em, tournament, phases);
      phaseChampion = first?.place === 1 ? first.team : null;
      winner = phaseChampion;
    }
    const lineup = lineups[index]!;
    const rated = phase.status === 'not_started' ? await ratedSeeds(em, tournament, lineup.teams) : [];
    consolePhases.push({
      index: phase.position,
      name: phase.name,
      format: phaseFormatSchema.parse(phase.format),
      status: phase.status,
      totalTeams: computeTotalTeams(phase, phases),
      teams: lineup.teams.map(entrant),
      matches: progressOf(phase, own),
      startBlockedBy: phase.status === 'not_started' ? (lineup.blockedBy?.message ?? null) : null,
      champion: phaseChampion,
      lobbies: consoleLobbiesOf(lobbies, phase.id),
      ratingSeeds: rated.map(({ id, rating }) => ({ team: entrant(id), ordinal: ordinalOf(rating) })),
    });
  }

  return {
    tournamentId: tournament.id,
    name: tournament.eventName,
    lifecycle: tournament.lifecycle,
    registrationStatus: registrationStatus(windows, now).status,
    hasMapVeto: isGameId(tournament.gameId) && isVetoGame(tournament.gameId),
    entries: {
      registered: entries.filter((entry) => entry.status === 'registered').length,
      invited: entries.filter((entry) => entry.status === 'invited').length,
    },
    phases: consolePhases,
    attention,
    results: latestResults(rows, phases),
    openMatches: openMatches(rows, phases),
    openLobbyMatches: openLobbyMatchesOf(lobbies),
    streamers: await loadStreamers(em, tournament.id, ctx.actor),
    champion: winner,
  };
}
