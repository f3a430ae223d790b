import type { ErrorCode } from '../../errors/error-code-list.ts';
import { messages } from '../catalogue.ts';

/** A catalogue text with `{{name}}` where the function puts a value: the English twin of a translation. */
const slot = (name: string) => `{{${name}}}` as never;

/**
 * The roadmap's phase rules, by code: the api refuses a roadmap with them, and the roadmap step shows them
 * under a phase it checked itself (the web catalogue's `phaseErrors`), so both say the same words.
 */
export const phaseErrorTexts = {
  PHASE_TIEBREAKS_REPEATED: messages.phase.tiebreaksRepeated,
  PHASE_TIEBREAKS_REQUIRED: messages.phase.tiebreaksRequired,
  PHASE_POWER_OF_TWO: messages.phase.powerOfTwo(slot('total'), slot('format')),
  PHASE_QUALIFYING_POWER_OF_TWO: messages.phase.qualifyingPowerOfTwo(slot('qualifying')),
  PHASE_GROUPS_AT_LEAST_TWO: messages.phase.groupsAtLeastTwo,
  PHASE_DIVISIBLE_BY_GROUPS: messages.phase.divisibleByGroups(slot('total'), slot('groups')),
  PHASE_QUALIFYING_DIVISIBLE_BY_GROUPS: messages.phase.qualifyingDivisibleByGroups,
  PHASE_QUALIFYING_LESS_THAN_TOTAL: messages.phase.qualifyingLessThanTotal,
  PHASE_TOTAL_GREATER_THAN_ZERO: messages.phase.totalGreaterThanZero,
  PHASE_DIVISION_REQUIRED: messages.phase.divisionRequired,
  PHASE_FINAL_NO_QUALIFYING: messages.phase.finalNoQualifying,
  PHASE_COMPLETE_CURRENT_FIRST: messages.phase.completeCurrentFirst,
  PHASE_NAME_REQUIRED: messages.phase.nameRequired,
  PHASE_COUNTS_WHOLE_NON_NEGATIVE: messages.phase.countsWholeNonNegative,
  PHASE_DIVISION_NEEDS_TEAMS: messages.phase.divisionNeedsTeams,
  PHASE_SOURCE_NOT_EARLIER: messages.phase.sourceNotEarlier,
  PHASE_DIVISION_CLAIMED_TWICE: messages.phase.divisionClaimedTwice,
  PHASE_ONLY_LAST_EDITABLE: messages.phase.onlyLastEditable,
  PHASE_ONLY_LAST_DELETABLE: messages.phase.onlyLastDeletable,
  PHASE_FINAL_ALREADY_SET: messages.phase.finalAlreadySet,
  PHASE_ROADMAP_EMPTY: messages.phase.roadmapEmpty,
  PHASE_LAST_MUST_BE_FINAL: messages.phase.lastMustBeFinal,
  PHASE_ONLY_LAST_FINAL: messages.phase.onlyLastFinal,
  PHASE_PHASE_HAS_ERRORS: messages.phase.phaseHasErrors(slot('name')),
  PHASE_DIVISION_UNUSED: messages.phase.divisionUnused(slot('name'), slot('division')),
} satisfies Partial<Record<ErrorCode, string>>;

export type PhaseErrorCode = keyof typeof phaseErrorTexts;

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
