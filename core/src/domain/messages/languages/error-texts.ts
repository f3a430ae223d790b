import type { ErrorCode } from '../../errors/error-code-list.ts';
import { messages } from '../catalogue.ts';
import { type PhaseErrorCode, phaseErrorTexts, slot } from './phase-error-texts.ts';

export type { PhaseErrorCode };

/**
 * The API's errors that are translated, by code, as their English text says them: the catalogue's own
 * words (so the two never drift), with `{{name}}` where a value goes. A translation applies only to a
 * message that is this text with its values filled in; any other message under the code stays English.
 */
export const englishErrors = {
  // Entering a tournament.
  REGISTRATION_CLOSED: messages.registration.closed,
  REGISTRATION_STARTS_ON: messages.registration.startsOn(slot('date')),
  COMPETITION_NOT_CONFIGURED: messages.competition.notConfigured,
  COMPETITION_TOURNAMENT_STARTED: messages.competition.tournamentStarted,
  COMPETITION_TOURNAMENT_COMPLETED: messages.competition.tournamentCompleted,
  COMPETITION_WRONG_GAME: messages.competition.wrongGame(slot('game')),
  COMPETITION_ROSTER_DUPLICATE: messages.competition.rosterDuplicate,
  COMPETITION_ROSTER_NOT_MEMBER: messages.competition.rosterNotMember,
  COMPETITION_PLAYER_ON_OTHER_TEAM: messages.competition.playerOnOtherTeam(slot('name')),
  COMPETITION_ALREADY_REGISTERED: messages.competition.alreadyRegistered,
  COMPETITION_REGISTRATION_FULL: messages.competition.registrationFull(slot('places')),
  COMPETITION_NOT_REGISTERED: messages.competition.notRegistered,
  COMPETITION_WITHDRAW_CLOSED: messages.competition.withdrawClosed,
  TEAMS_NOT_FOUND: messages.teams.notFound,
  TEAMS_CAPTAIN_ONLY: messages.teams.captainOnly,
  // Reporting, confirming and disputing a match's result.
  MATCH_NOT_FOUND: messages.match.notFound,
  MATCH_REPS_ONLY: messages.match.repsOnly,
  MATCH_WAITING_FOR_EARLIER_MATCHES: messages.match.waitingForEarlierMatches,
  MATCH_NOT_SCHEDULED: messages.match.notScheduled,
  MATCH_ALREADY_COMPLETED: messages.match.alreadyCompleted,
  MATCH_UNDER_DISPUTE: messages.match.underDispute,
  MATCH_NOT_STARTED: messages.match.notStarted,
  MATCH_OTHER_SIDE_REPORTED: messages.match.otherSideReported,
  MATCH_NO_REPORT: messages.match.noReport,
  MATCH_OWN_REPORT: messages.match.ownReport,
  MATCH_RESULT_REPORTED: messages.match.resultReported,
  MATCH_INVALID_SCORE: messages.match.invalidScore,
  MATCH_DRAW_NOT_ALLOWED: messages.match.drawNotAllowed,
  MATCH_INVALID_TIME: messages.match.invalidTime,
  MATCH_TIME_IN_PAST: messages.match.timeInPast,
  MATCH_DISPUTE_WINDOW_CLOSED: messages.match.disputeWindowClosed(slot('minutes')),
  // Anyone signed out; a command where the bot cannot run it.
  UNAUTHENTICATED: messages.http.unauthenticated,
  BOT_GUILD_ONLY: messages.bot.guildOnly,
  BOT_UNKNOWN_COMMAND: messages.bot.unknownCommand,
  BOT_TIME_FORMAT: messages.bot.timeFormat,
  // Saving a roadmap whose phases break a rule.
  ...phaseErrorTexts,
} satisfies Partial<Record<ErrorCode, string>>;

export type TranslatedErrorCode = keyof typeof englishErrors;
