import { createHash } from 'node:crypto';
import { type AnnouncementType, discordTimestamp, messages, sitePaths, siteUrl } from '@galaxia/core';
import type { MatchFacts, MatchReminderFacts, NotificationFacts } from '@galaxia/core/server';
import type { DiscordMessage } from '../clients/discord-rest-client.ts';

const text = messages.discordNotice;

const COLOURS: Record<AnnouncementType | 'success', number> = {
  important: 0xef4444,
  warning: 0xf59e0b,
  info: 0x6366f1,
  success: 0x22c55e,
};
const EMBED_DESCRIPTION_MAX = 4096;

/** Discord shows `<t:…>` in each reader's own time zone, plus how far off it is. */
const discordTime = (date: Date): string => `${discordTimestamp(date, 'F')} (${discordTimestamp(date, 'R')})`;

const versus = (match: MatchFacts) =>
  text.versus(match.teamA ?? text.toBeDecided, match.teamB ?? text.toBeDecided);

/** A Discord nonce (25 characters at most) that is the same for every delivery of one fact. */
export const nonceFor = (deliveryKey: string): string =>
  createHash('sha256').update(deliveryKey).digest('base64url').slice(0, 25);

export function reminderMessage(facts: MatchReminderFacts, publicUrl: string): DiscordMessage {
  const { tournament, match } = facts;
  return {
    embeds: [
      {
        title: text.reminderTitle(match.name),
        description: text.reminderBody(versus(match), discordTime(match.scheduledTime), tournament.eventName),
        url: siteUrl(publicUrl, sitePaths.eventMatch(tournament.id, match.id)),
        color: COLOURS.warning,
        timestamp: match.scheduledTime.toISOString(),
      },
    ],
  };
}

export function notificationMessage(facts: NotificationFacts, publicUrl: string): DiscordMessage {
  const { tournament } = facts;
  const embed = (title: string, description: string, path: string, colour: number): DiscordMessage => ({
    embeds: [
      {
        title,
        description: description.slice(0, EMBED_DESCRIPTION_MAX),
        url: siteUrl(publicUrl, path),
        color: colour,
        footer: { text: tournament.eventName },
      },
    ],
  });
  switch (facts.kind) {
    case 'announcement':
      return embed(
        facts.announcement.title,
        facts.announcement.content,
        sitePaths.eventSection(tournament.id, 'announcements'),
        COLOURS[facts.announcement.type],
      );
    case 'match-scheduled': {
      const { match } = facts;
      const startsAt = match.scheduledTime ? discordTime(match.scheduledTime) : text.toBeDecided;
      return embed(
        text.scheduledTitle(match.name),
        text.scheduledBody(versus(match), startsAt),
        sitePaths.eventMatch(tournament.id, match.id),
        COLOURS.info,
      );
    }
    case 'match-disputed':
      return embed(
        text.disputedTitle(facts.match.name),
        text.disputedBody(versus(facts.match)),
        sitePaths.eventMatch(tournament.id, facts.match.id),
        COLOURS.warning,
      );
    case 'match-completed': {
      const { match } = facts;
      return embed(
        text.completedTitle(match.name, match.winner ?? text.toBeDecided),
        [
          text.completedBody(
            match.teamA ?? text.toBeDecided,
            match.scoreA ?? 0,
            match.scoreB ?? 0,
            match.teamB ?? text.toBeDecided,
          ),
          ...(match.games ?? []).map((game, index) =>
            text.completedGame(
              index + 1,
              match.teamA ?? text.toBeDecided,
              game.scoreA,
              game.scoreB,
              match.teamB ?? text.toBeDecided,
            ),
          ),
        ].join('\n'),
        sitePaths.eventMatch(tournament.id, match.id),
        COLOURS.success,
      );
    }
    case 'phase-started':
      return embed(
        text.phaseStartedTitle(facts.phase.name),
        [
          text.phaseStartedBody(facts.phase.name, tournament.eventName),
          ...(facts.automatic ? [text.phaseStartedAutomatically] : []),
        ].join(' '),
        sitePaths.eventSection(tournament.id, 'brackets'),
        COLOURS.info,
      );
    case 'tournament-completed':
      return embed(
        text.tournamentCompletedTitle(tournament.eventName),
        [
          ...facts.placings.map(({ place, team, points }) => text.placingLine(place, team.name, points)),
          text.tournamentCompletedBody,
        ].join('\n'),
        sitePaths.eventSection(tournament.id, 'stats'),
        COLOURS.success,
      );
    case 'ruling': {
      const { ruling } = facts;
      return embed(
        text.logRulingTitle(messages.ruling.kinds[ruling.kind], ruling.subject),
        text.logRulingBody(ruling.organiser, ruling.reason),
        ruling.matchId
          ? sitePaths.eventMatch(tournament.id, ruling.matchId)
          : sitePaths.eventSection(tournament.id, 'brackets'),
        COLOURS.important,
      );
    }
    case 'lobby-no-show':
      return embed(
        messages.battleRoyale.noShowTitle(facts.lobbyMatch.name),
        messages.battleRoyale.noShowForfeitBody(facts.absent),
        sitePaths.eventLobby(tournament.id, facts.lobbyMatch.lobbyId),
        COLOURS.warning,
      );
    case 'dispute-resolved': {
      const { match } = facts;
      return embed(
        text.logDisputeResolvedTitle(match.name),
        text.logDisputeResolvedBody(
          match.teamA ?? text.toBeDecided,
          match.scoreA ?? 0,
          match.scoreB ?? 0,
          match.teamB ?? text.toBeDecided,
        ),
        sitePaths.eventMatch(tournament.id, match.id),
        COLOURS.important,
      );
    }
  }
}

/** The log channel's line for an organiser action that is also announced (a phase start). */
export function logMessage(facts: NotificationFacts, publicUrl: string): DiscordMessage | null {
  if (facts.kind !== 'phase-started') return notificationMessage(facts, publicUrl);
  return {
    embeds: [
      {
        title: text.logPhaseStartedTitle(facts.phase.name),
        description: text.logPhaseStartedBody(facts.tournament.eventName, facts.automatic),
        url: siteUrl(publicUrl, sitePaths.eventSection(facts.tournament.id, 'brackets')),
        color: COLOURS.info,
      },
    ],
  };
}
