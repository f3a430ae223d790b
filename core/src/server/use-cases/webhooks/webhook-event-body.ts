import {
  type MatchStatus,
  type WebhookEvent,
  type WebhookLobbyMatch,
  type WebhookMatch,
  webhookEventSchema,
} from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  LobbyMatch,
  LobbyResult,
  Match,
  Phase,
  Ruling,
  Team,
  Tournament,
  TournamentRegistration,
} from '../../db/entities/index.ts';
import type { WebhookEventJob } from '../../jobs/webhook-jobs.ts';
import { loadFinalPlacings } from '../competition/internal/final-placings.ts';

const teamRef = (team: { id: string; name: string } | null | undefined) =>
  team ? { id: team.id, name: team.name } : null;

async function matchOf(em: EntityManager, matchId: string | undefined): Promise<WebhookMatch | null> {
  if (!matchId) return null;
  const match = await em.findOne(Match, { id: matchId }, { populate: ['teamA', 'teamB', 'winner'] });
  if (!match) return null;
  return {
    id: match.id,
    name: match.name,
    status: match.status as MatchStatus,
    teamA: teamRef(match.teamA),
    teamB: teamRef(match.teamB),
    scoreA: match.scoreA ?? null,
    scoreB: match.scoreB ?? null,
    winnerTeamId: match.winner?.id ?? null,
    scheduledTime: match.scheduledTime?.toISOString() ?? null,
    report: match.report
      ? { scoreA: match.report.scoreA, scoreB: match.report.scoreB, byTeamId: match.report.byTeamId }
      : null,
  };
}

async function lobbyMatchOf(
  em: EntityManager,
  lobbyMatchId: string | undefined,
): Promise<WebhookLobbyMatch | null> {
  if (!lobbyMatchId) return null;
  const match = await em.findOne(LobbyMatch, { id: lobbyMatchId }, { populate: ['lobby'] });
  if (!match) return null;
  const results = await em.find(
    LobbyResult,
    { lobbyMatch: match.id },
    { populate: ['team'], orderBy: { placement: 'asc' } },
  );
  return {
    id: match.id,
    lobby: match.lobby.name,
    number: match.number,
    status: match.status,
    scheduledTime: match.scheduledTime?.toISOString() ?? null,
    results: results.map((row) => ({ team: teamRef(row.team)!, placement: row.placement, kills: row.kills })),
  };
}

async function phaseOf(em: EntityManager, event: WebhookEventJob) {
  const phase = event.phaseId
    ? await em.findOne(Phase, { id: event.phaseId, tournament: event.tournamentId })
    : await em.findOne(Phase, { tournament: event.tournamentId, position: event.phaseIndex ?? -1 });
  return phase ? { index: phase.position, name: phase.name, status: phase.status } : null;
}

/**
 * The event's `data` as the rows stand now, or null when what it names is gone (a deleted match):
 * then there is nothing to tell.
 */
async function dataOf(em: EntityManager, event: WebhookEventJob): Promise<WebhookEvent['data'] | null> {
  switch (event.type) {
    case 'registration.updated': {
      const team = event.teamId ? await em.findOne(Team, { id: event.teamId }) : null;
      return team ? { team: teamRef(team)!, status: event.status as never } : null;
    }
    case 'registration.checked_in': {
      const entry = event.teamId
        ? await em.findOne(
            TournamentRegistration,
            { tournament: event.tournamentId, team: event.teamId },
            { populate: ['team'] },
          )
        : null;
      if (!entry?.checkedInAt) return null;
      return {
        team: teamRef(entry.team)!,
        status: event.status as never,
        checkedInAt: entry.checkedInAt.toISOString(),
      };
    }
    case 'match.checked_in': {
      const team = event.teamId ? await em.findOne(Team, { id: event.teamId }) : null;
      const match = await matchOf(em, event.matchId);
      return team && match ? { match, team: teamRef(team)! } : null;
    }
    case 'match.scheduled':
    case 'match.result_reported':
    case 'match.confirmed':
    case 'match.disputed': {
      const match = await matchOf(em, event.matchId);
      return match ? { match } : null;
    }
    case 'lobby_match.result_entered': {
      const lobbyMatch = await lobbyMatchOf(em, event.lobbyMatchId);
      return lobbyMatch ? { lobbyMatch } : null;
    }
    case 'match.ruled': {
      const ruling = event.rulingId ? await em.findOne(Ruling, { id: event.rulingId }) : null;
      if (!ruling) return null;
      return {
        ruling: {
          id: ruling.id,
          kind: ruling.kind,
          reason: ruling.reason,
          teamName: ruling.teamName ?? null,
        },
        match: await matchOf(em, ruling.match?.id),
      };
    }
    case 'phase.started':
    case 'phase.completed': {
      const phase = await phaseOf(em, event);
      return phase ? { phase } : null;
    }
    case 'tournament.champion': {
      const tournament = await em.findOne(Tournament, { id: event.tournamentId });
      if (!tournament) return null;
      const placings = (await loadFinalPlacings(em, tournament)).map(({ place, team }) => ({
        place,
        team: { id: team.id, name: team.name },
      }));
      return { champion: placings.find((placing) => placing.place === 1)?.team ?? null, placings };
    }
  }
}

/** The JSON a receiver gets for the event (checked against its contract), or null when it names nothing left. */
export async function webhookEventBody(em: EntityManager, event: WebhookEventJob): Promise<string | null> {
  const data = await dataOf(em, event);
  if (!data) return null;
  const body = webhookEventSchema.parse({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt,
    tournamentId: event.tournamentId,
    data,
  });
  return JSON.stringify(body);
}
