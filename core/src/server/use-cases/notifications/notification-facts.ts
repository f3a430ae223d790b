import type { AnnouncementType } from '@galaxia/core';
import type { InferEntity } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Announcement, Match, Phase, Tournament } from '../../db/entities/index.ts';
import type { DiscordNotification } from '../../jobs/discord-notification-job.ts';

export interface TournamentFacts {
  id: string;
  eventName: string;
  /** Where the server wants the bot's posts; null until an organiser picks a channel. */
  notificationChannelId: string | null;
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
      kind: 'match-scheduled' | 'match-disputed' | 'match-completed';
      tournament: TournamentFacts;
      match: MatchFacts;
    }
  | { kind: 'phase-started'; tournament: TournamentFacts; phase: { name: string } }
  | { kind: 'tournament-completed'; tournament: TournamentFacts };

type MatchRow = InferEntity<typeof Match>;

export const tournamentFactsOf = (tournament: InferEntity<typeof Tournament>): TournamentFacts => ({
  id: tournament.id,
  eventName: tournament.eventName,
  notificationChannelId: tournament.server.notificationChannelId ?? null,
});

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
  const facts = tournamentFactsOf(tournament);
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
    case 'match-completed': {
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
      return phase ? { kind: 'phase-started', tournament: facts, phase: { name: phase.name } } : null;
    }
    case 'tournament-completed':
      return tournament.lifecycle === 'completed'
        ? { kind: 'tournament-completed', tournament: facts }
        : null;
  }
}
