import { placeLabel } from '../lifecycle/place-label.ts';

/** HTTP, uploads, the Discord bot and Discord notices. */
export const platformMessages = {
  upload: {
    notMultipart: 'Send the form as multipart/form-data.',
    fieldTooLarge: 'A form field is too long.',
    unexpectedFile: (field: string) => `Unexpected file field "${field}".`,
    malformed: 'The upload was interrupted or malformed. Please try again.',
    noBoundary: 'The form has no multipart boundary: send it as multipart/form-data with its boundary.',
    quotaExceeded: (quotaMb: number) =>
      `This file does not fit in your ${quotaMb} MB of upload storage. Space from files you removed or replaced comes back once they are cleaned up.`,
  },
  http: {
    unauthenticated: 'Sign in to continue',
    notFound: 'Not found',
    badRequest: 'Invalid request',
    malformedJson: 'The request body is not valid JSON.',
    bodyTooLarge: 'The request body is too large.',
    internal: 'Something went wrong. Please try again.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    tooManyStreams: (limit: number) =>
      `At most ${limit} live-update streams can be open at once. Close another tab of Galaxia and try again.`,
    streamsBusy: 'Live updates are busy right now. The page keeps refreshing by itself.',
    idempotencyKeyInvalid:
      'The Idempotency-Key header must be 8 to 100 letters, digits, dots, colons, dashes or underscores.',
    idempotencyKeyReused:
      'This Idempotency-Key was already used for another request. Send a new key with each new write.',
  },
  staff: {
    unknownDiscordUser: (discordId: string) =>
      `No Galaxia user has Discord id ${discordId}: they must sign in once first`,
    granted: (name: string) => `${name} is now Galaxia staff`,
    inboxTitle: 'Enquiries',
    inboxEmpty: 'No enquiries yet.',
    close: 'Close',
    closed: 'Closed',
    enquiryClosed: 'Enquiry closed',
    closeFailed: 'Could not close the enquiry',
  },
  bot: {
    guildOnly: 'Use this command in a Discord server.',
    unknownCommand: 'This command is not available.',
    tournamentCreated: (name: string, url: string) =>
      `**${name}** is created as a draft. Finish setting it up: ${url}`,
    cocVerificationStarted: (tag: string) =>
      `Checking ${tag} with Clash of Clans. You will see it as Verified on your profile once the check passes.`,
    bgmiOnWeb: (url: string) =>
      `BGMI accounts are verified with a short gameplay video. Upload it here: ${url}`,
    timeFormat: 'Enter the time as YYYY-MM-DD HH:MM in IST, e.g. 2025-03-15 18:30',
    gameNotVerifiable: 'Choose Clash of Clans or BGMI: these are the games whose accounts Galaxia verifies',
    // The replies to /register-team and /schedule-match, and the Discord wording of a stale write, are in
    // languages/bot-texts.ts (English) and bot-texts-hi.ts (Hindi): the bot answers in the person's language.
    streamClaimed: (matchName: string, url: string) =>
      `You are streaming ${matchName}. It is listed on ${url}`,
    streamReleased: (matchName: string) => `You released ${matchName}: another streamer can claim it now.`,
    statsTitle: (eventName: string) => `${eventName}: statistics`,
    statsMatches: 'Matches played',
    statsTeams: 'Teams',
    statsPrizePool: 'Prize pool',
    champion: 'Champion',
    standings: 'Standings',
    noStandings: 'No results yet.',
  },
  discordNotice: {
    versus: (teamA: string, teamB: string) => `${teamA} vs ${teamB}`,
    reminderTitle: (matchName: string) => `Check-in is open: ${matchName}`,
    reminderBody: (versus: string, startsAt: string, eventName: string) =>
      `${versus} (${eventName}) starts ${startsAt}. Check in now: both teams must be ready at the start time.`,
    scheduledTitle: (matchName: string) => `Match scheduled: ${matchName}`,
    scheduledBody: (versus: string, startsAt: string) => `${versus} plays ${startsAt}.`,
    disputedTitle: (matchName: string) => `Result disputed: ${matchName}`,
    disputedBody: (versus: string) =>
      `${versus}: the reported score is disputed. An organiser will settle it.`,
    completedTitle: (matchName: string, winner: string) => `${matchName}: ${winner} wins`,
    completedBody: (teamA: string, scoreA: number, scoreB: number, teamB: string) =>
      `${teamA} ${scoreA} - ${scoreB} ${teamB}`,
    /** One line per game of a series, under the series score. */
    completedGame: (game: number, teamA: string, scoreA: number, scoreB: number, teamB: string) =>
      `Game ${game}: ${teamA} ${scoreA} - ${scoreB} ${teamB}`,
    phaseStartedTitle: (phaseName: string) => `${phaseName} has started`,
    phaseStartedAutomatically: 'It started automatically once its qualifiers were known.',
    phaseStartedBody: (phaseName: string, eventName: string) =>
      `The matches of ${phaseName} in ${eventName} are out. Find yours on the bracket.`,
    tournamentCompletedTitle: (eventName: string) => `${eventName} is complete`,
    tournamentCompletedBody: 'Thanks for playing! The final standings and stats are on the event page.',
    /** The completion post's placings, champion first; a battle royale adds each team's final points. */
    placingLine: (place: number, team: string, points: number | null) =>
      `${place === 1 ? 'Champion' : placeLabel(place)}: ${team}${points === null ? '' : ` (${points} pts)`}`,
    toBeDecided: 'TBD',
    logRulingTitle: (kind: string, subject: string) => `${kind}: ${subject}`,
    logRulingBody: (organiser: string, reason: string) => `By ${organiser}. Reason: ${reason}`,
    logPhaseStartedTitle: (phaseName: string) => `Phase started: ${phaseName}`,
    logPhaseStartedBody: (eventName: string, automatic: boolean) =>
      automatic
        ? `This phase of ${eventName} started automatically once its qualifiers were known.`
        : `An organiser started this phase of ${eventName}.`,
    logDisputeResolvedTitle: (matchName: string) => `Dispute resolved: ${matchName}`,
    logDisputeResolvedBody: (teamA: string, scoreA: number, scoreB: number, teamB: string) =>
      `An organiser set the result: ${teamA} ${scoreA} - ${scoreB} ${teamB}`,
  },
} as const;
