import {
  type DateTimeSpan,
  formatRupees,
  gameIdSchema,
  gameName,
  type OrganiserTournamentSummary,
  PLAYING_ENTRY_STATUSES,
  parsePrizePool,
  tournamentStage,
} from '@galaxia/core';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../context.ts';
import {
  CalendarRound,
  Phase,
  RegistrationWindow,
  Tournament,
  TournamentRegistration,
} from '../../../db/entities/index.ts';
import { organisedServerIds } from '../../access/require-server-admin.ts';
import { registrationWindowOf } from './stored-registration.ts';

/** A tournament card of the organiser area. */
export interface OrganiserTournaments {
  summaries: OrganiserTournamentSummary[];
  /** Rupees over every prize pool typed as an amount. */
  totalPrizePoolRupees: number;
}

/** Withdrawn, dropped and waitlisted teams do not play: they count nowhere. */
const enteredTeams = { status: { $in: [...PLAYING_ENTRY_STATUSES] }, awaitingVerification: false };

const prizePoolText = (text: string | null | undefined): string => {
  if (!text) return '';
  const rupees = parsePrizePool(text);
  return rupees === null ? text : formatRupees(rupees);
};

const earliestStart = (rounds: readonly DateTimeSpan[]): string | undefined =>
  rounds.map((round) => round.startDate).sort()[0];

/**
 * Every tournament of the servers the actor administers, newest first, with what its card shows.
 * A fixed number of queries whatever the number of tournaments.
 */
export async function loadOrganiserTournaments(
  em: EntityManager,
  actor: Actor,
  now: Date,
): Promise<OrganiserTournaments> {
  const serverIds = await organisedServerIds(em, actor.userId);
  if (serverIds.length === 0) return { summaries: [], totalPrizePoolRupees: 0 };

  const tournaments = await em.find(
    Tournament,
    { server: { $in: serverIds } },
    { populate: ['server'], orderBy: { createdAt: 'desc', id: 'asc' } },
  );
  const ids = tournaments.map((tournament) => tournament.id);
  if (ids.length === 0) return { summaries: [], totalPrizePoolRupees: 0 };

  const windows = await em.find(RegistrationWindow, { tournament: { $in: ids } });
  const phases = await em.find(Phase, { tournament: { $in: ids } }, { fields: ['tournament', 'status'] });
  const rounds = await em.find(
    CalendarRound,
    { phase: { tournament: { $in: ids } } },
    { populate: ['phase'] },
  );
  const teamCounts = await em
    .createQueryBuilder(TournamentRegistration, 'r')
    .select(['r.tournament', raw('count(*)::int as teams')])
    .where({ tournament: { $in: ids }, ...enteredTeams })
    .groupBy('r.tournament')
    .execute<{ tournament: string; teams: number }[]>();

  const windowsOf = Map.groupBy(windows, (window) => window.tournament.id);
  const roundsOf = Map.groupBy(rounds, (round) => round.phase.tournament.id);
  const phasesOf = Map.groupBy(phases, (phase) => phase.tournament.id);
  const teamsOf = new Map(teamCounts.map((row) => [row.tournament, row.teams]));

  const summaries = tournaments.map((tournament): OrganiserTournamentSummary => {
    const gameId = gameIdSchema.parse(tournament.gameId);
    const registration = (windowsOf.get(tournament.id) ?? []).map(registrationWindowOf);
    const tournamentRounds = roundsOf.get(tournament.id) ?? [];
    return {
      id: tournament.id,
      name: tournament.eventName,
      seasonNumber: tournament.seasonNumber,
      gameId,
      game: gameName(gameId),
      serverId: tournament.server.id,
      serverName: tournament.server.name,
      status: tournamentStage(
        {
          lifecycle: tournament.lifecycle,
          archived: tournament.archivedAt != null,
          registration,
          phaseStatuses: (phasesOf.get(tournament.id) ?? []).map((phase) => phase.status),
        },
        now,
      ),
      teamsRegistered: teamsOf.get(tournament.id) ?? 0,
      prizePool: prizePoolText(tournament.prizePool),
      startDate: earliestStart(tournamentRounds) ?? tournament.publishDate,
    };
  });
  const totalPrizePoolRupees = tournaments.reduce(
    (sum, tournament) => sum + (tournament.prizePool ? (parsePrizePool(tournament.prizePool) ?? 0) : 0),
    0,
  );
  return { summaries, totalPrizePoolRupees };
}

/** Distinct teams entered in any of the tournaments: a team playing two of them counts once. */
export async function countEnteredTeams(
  em: EntityManager,
  tournamentIds: readonly string[],
): Promise<number> {
  if (tournamentIds.length === 0) return 0;
  const [row] = await em
    .createQueryBuilder(TournamentRegistration, 'r')
    .select([raw('count(distinct r.team_id)::int as teams')])
    .where({ tournament: { $in: [...tournamentIds] }, ...enteredTeams })
    .execute<{ teams: number }[]>();
  return row?.teams ?? 0;
}
