import { type AnnouncementType, type FinalPlacingView, messages, type RulingKind } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Announcement,
  GuildSettings,
  LobbyMatch,
  Match,
  Phase,
  Ruling,
  Team,
  Tournament,
} from '../../../db/entities/index.ts';
import type { DiscordNotification } from '../../../jobs/discord-notification-job.ts';
import { loadFinalPlacings } from '../../competition/internal/final-placings.ts';

export interface TournamentFacts {
  id: string;
  eventName: string;
  /** Where the server wants the bot's posts (its announcement channel); null until an organiser picks one. */
  notificationChannelId: string | null;
  /** Where organiser actions are logged; null when the server keeps no log channel. */
  logChannelId: string | null;
}

export interface MatchFacts {
  id: string;
  name: string;
  teamA: string | null;
  teamB: string | null;
  scoreA: number | null;
  scoreB: number | null;
  winner: string | null;
  scheduledTime: Date | null;
  /** Game scores of a series reported game by game, in order; empty for a bare score. */
  games?: Array<{ scoreA: number; scoreB: number }>;
}

/** What a notification is about, read now: the job names rows, the post shows their current state. */
export type NotificationFacts =
  | {
      kind: 'announcement';
      tournament: TournamentFacts;
      announcement: { title: string; content: string; type: AnnouncementType };
    }
  | {
      kind: 'match-scheduled' | 'match-disputed' | 'match-completed' | 'dispute-resolved';
      tournament: TournamentFacts;
      match: MatchFacts;
    }
  | { kind: 'phase-started'; tournament: TournamentFacts; phase: { name: string }; automatic: boolean }
  | {
      kind: 'ruling';
      tournament: TournamentFacts;
      ruling: {
        kind: RulingKind;
        reason: string;
        subject: string;
        organiser: string;
        matchId: string | null;
      };
    }
  | { kind: 'tournament-completed'; tournament: TournamentFacts; placings: FinalPlacingView[] }
  | {
      kind: 'lobby-no-show';
      tournament: TournamentFacts;
      lobbyMatch: { name: string; lobbyId: string };
      /** The squads scoring 0 for the map, in the lobby's order. */
      absent: string[];
    };

type MatchRow = InferEntity<typeof Match>;

/**
 * The tournament as posts name it, with the server's chosen channels: the Discord settings'
 * announcement channel, else the older per-server notification channel.
 */
export async function tournamentFactsOf(
  em: EntityManager,
  tournament: InferEntity<typeof Tournament>,
): Promise<TournamentFacts> {
  const settings = await em.findOne(GuildSettings, { guildId: tournament.server.id });
  return {
    id: tournament.id,
    eventName: tournament.eventName,
    notificationChannelId: settings?.announcementChannelId ?? tournament.server.notificationChannelId ?? null,
    logChannelId: settings?.logChannelId ?? null,
  };
}

/** `teamA`, `teamB` and `winner` must be loaded. */
export const matchFactsOf = (match: MatchRow): MatchFacts => ({
  id: match.id,
  name: match.name,
  teamA: match.teamA?.name ?? null,
  teamB: match.teamB?.name ?? null,
  scoreA: match.scoreA ?? null,
  scoreB: match.scoreB ?? null,
  winner: match.winner?.name ?? null,
  scheduledTime: match.scheduledTime ?? null,
  games: (match.games ?? []).map(({ scoreA, scoreB }) => ({ scoreA, scoreB })),
});

/** The match still stands as it did when the job was queued; otherwise the job is stale. */
const stillHolds = (notification: DiscordNotification, match: MatchRow): boolean => {
  switch (notification.kind) {
    case 'match-scheduled':
      return (
        match.status === 'scheduled' &&
        match.scheduledTime?.getTime() === Date.parse(notification.scheduledTime)
      );
    case 'match-disputed':
      return match.status === 'disputed';
    case 'match-completed':
    case 'dispute-resolved':
      return match.status === 'completed' && match.winner !== null && match.winner !== undefined;
    default:
      return true;
  }
};

/**
 * Reads what a Discord notification should say. Null when there is nothing (left) to say: the row is
 * gone, or the match has moved on since (rescheduled again, dispute settled).
 */
export async function loadNotificationFacts(
  em: EntityManager,
  notification: DiscordNotification,
): Promise<NotificationFacts | null> {
  const tournament = await em.findOne(
    Tournament,
    { id: notification.tournamentId },
    { populate: ['server'] },
  );
  if (!tournament) return null;
  const facts = await tournamentFactsOf(em, tournament);
  switch (notification.kind) {
    case 'announcement': {
      const announcement = await em.findOne(Announcement, {
        id: notification.announcementId,
        tournament: tournament.id,
      });
      if (!announcement) return null;
      const { title, content, type } = announcement;
      return { kind: 'announcement', tournament: facts, announcement: { title, content, type } };
    }
    case 'match-scheduled':
    case 'match-disputed':
    case 'match-completed':
    case 'dispute-resolved': {
      const match = await em.findOne(
        Match,
        { id: notification.matchId, tournament: tournament.id },
        { populate: ['teamA', 'teamB', 'winner'] },
      );
      if (!match || !stillHolds(notification, match)) return null;
      return { kind: notification.kind, tournament: facts, match: matchFactsOf(match) };
    }
    case 'phase-started': {
      const phase = await em.findOne(Phase, { id: notification.phaseId, tournament: tournament.id });
      return phase
        ? {
            kind: 'phase-started',
            tournament: facts,
            phase: { name: phase.name },
            automatic: notification.automatic,
          }
        : null;
    }
    case 'ruling': {
      const ruling = await em.findOne(Ruling, { id: notification.rulingId, tournament: tournament.id });
      if (!ruling) return null;
      return {
        kind: 'ruling',
        tournament: facts,
        ruling: {
          kind: ruling.kind,
          reason: ruling.reason,
          subject: ruling.matchName ?? ruling.teamName ?? tournament.eventName,
          organiser: ruling.organiserName,
          matchId: ruling.match?.id ?? null,
        },
      };
    }
    case 'tournament-completed':
      return tournament.lifecycle === 'completed'
        ? {
            kind: 'tournament-completed',
            tournament: facts,
            placings: await loadFinalPlacings(em, tournament),
          }
        : null;
    case 'lobby-no-show': {
      const match = await em.findOne(
        LobbyMatch,
        { id: notification.lobbyMatchId, tournament: tournament.id },
        { populate: ['lobby'] },
      );
      const close = match?.checkInClose;
      // A map moved (or ruled on) since: its close is gone or newer, and so is this one's news.
      if (!match || !close?.forfeited || Date.parse(close.at) !== Date.parse(notification.closedAt))
        return null;
      const teams = await em.find(Team, { id: { $in: close.absent } });
      const nameOf = new Map(teams.map((team) => [team.id, team.name]));
      return {
        kind: 'lobby-no-show',
        tournament: facts,
        lobbyMatch: {
          name: messages.battleRoyale.lobbyMatchName(match.lobby.name, match.number),
          lobbyId: match.lobby.id,
        },
        absent: close.absent.map((teamId) => nameOf.get(teamId) ?? teamId),
      };
    }
  }
}
