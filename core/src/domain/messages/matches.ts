/** Matches: scheduling, results, rulings, series and streams. */
export const matchesMessages = {
  match: {
    notFound: 'Match not found',
    repsOnly: 'Only a representative of one of the two teams can do that',
    organiserOnly: 'Only an organiser can do that',
    waitingForEarlierMatches: 'This match is waiting for earlier matches to finish',
    notScheduled: 'This match has not been scheduled yet',
    alreadyScheduled: 'This match is already scheduled',
    alreadyCompleted: 'This match is already completed',
    underDispute: 'This result is disputed and awaits the organiser',
    notDisputed: 'Only a disputed result can be resolved',
    slotTaken: 'That side of the match already has a team',
    teamsAlreadyKnown: 'Both teams of this match are already known',
    sameTeam: 'A team cannot play against itself',
    invalidTime: 'Enter a valid date and time',
    timeInPast: 'The proposed time must be in the future',
    outsideWindow: (start: string, end: string) =>
      `The time must fall within the round window (${start} to ${end})`,
    noProposal: 'There is no proposed time to accept',
    ownProposal: 'The other team must accept your proposed time',
    proposalExpired: 'The proposed time has already passed: propose a new one',
    notStarted: 'A result can be reported once the match has started',
    otherSideReported: 'The other team has already reported a score: confirm or dispute it',
    noReport: 'There is no reported score to confirm or dispute',
    ownReport: 'The other team must confirm or dispute your reported score',
    resultReported: 'A result has already been reported for this match',
    invalidScore: 'Scores must be whole numbers of 0 or more',
    drawNotAllowed: 'This match needs a winner: a draw cannot be reported',
    disputeWindowClosed: (minutes: number) =>
      `Disputes must be raised within ${minutes} minutes of the reported result`,
    disputeReasonRequired: 'Say what is wrong with the reported score',
  },
  ruling: {
    reasonRequired: 'Say why you are making this ruling',
    teamsNotKnown: 'A ruling needs both teams of the match to be known',
    completedUseCorrection: 'This match already has a result: correct it or reopen it instead',
    notCompleted: 'Only a completed result can be corrected or reopened',
    nothingToSettle: 'Only a reported result that the other team has not confirmed can be settled',
    sameResult: 'The corrected result is the same as the one that stands',
    bothScoresOrNone: 'Give both scores, or none to let the reported score stand',
    wouldUndo: (matches: readonly string[]) =>
      `This would undo matches already played: ${matches.join(', ')}. Confirm to send them back to be played again.`,
    laterPhaseStarted: (matches: readonly string[]) =>
      `This changes who qualifies for a phase that has already started. It would undo: ${matches.join(', ')}.`,
    teamNotEntered: 'This team is not entered in the tournament',
    alreadyDisqualified: 'This team is already disqualified',
    forfeitNote: (team: string, reason: string) => `${team} forfeited: ${reason}`,
    doubleForfeitNote: (reason: string) => `Both teams forfeited: ${reason}`,
    kinds: {
      settle: 'Result settled',
      correct: 'Result corrected',
      forfeit: 'Forfeit',
      'double-forfeit': 'Double forfeit',
      disqualify: 'Team disqualified',
      reopen: 'Match reopened',
    },
    noticeTitle: (subject: string) => `Organiser ruling: ${subject}`,
    noticeBody: (kind: string, reason: string) => `${kind}. ${reason}`,
  },
  matchNotice: {
    proposalTitle: (match: string) => `New time proposed: ${match}`,
    proposalBody: (team: string, time: string) =>
      `${team} proposed ${time}. Accept it or offer another time on the match page.`,
    confirmTitle: (match: string) => `Confirm the score: ${match}`,
    confirmBody: (team: string, scoreA: number, scoreB: number) =>
      `${team} reported ${scoreA}–${scoreB}. Confirm it or dispute it on the match page.`,
    disputeTitle: (match: string) => `Dispute settled: ${match}`,
    disputeSettledBody: (scoreA: number, scoreB: number) =>
      `The organisers settled the result at ${scoreA}–${scoreB}.`,
    disputeReopenedBody: 'The organisers reopened the match: report the result again.',
    checkInTitle: (match: string) => `Check-in open: ${match}`,
    checkInBody: (time: string) =>
      `Check your team in on the match page before ${time}. A team not checked in by then may forfeit.`,
  },
  series: {
    noGames: 'Report at least one game',
    tooManyGames: (bestOf: number) => `A best of ${bestOf} has at most ${bestOf} games`,
    notDecided: (bestOf: number, winsNeeded: number) =>
      `This result does not decide the best of ${bestOf}: a team needs ${winsNeeded} game ${winsNeeded === 1 ? 'win' : 'wins'}`,
    playedOn: 'The series was already decided before the last game: remove the games after it',
  },
  stream: {
    streamersOnly: 'Only streamers can claim a match to stream',
    alreadyClaimed: 'This match has already been claimed by another streamer',
    completedMatch: 'A completed match cannot be claimed',
    notClaimed: 'This match has not been claimed',
    notYourClaim: 'Only the streamer who claimed this match can release it',
    platformInvalid: (platforms: readonly string[]) => `Choose a platform: ${platforms.join(', ')}`,
    urlNotHttps: 'The watch link must be an https:// address',
    urlNotOnPlatform: (platform: string, hosts: readonly string[]) =>
      `A ${platform} watch link must be on ${hosts.join(' or ')}`,
    teamsUnknown: 'Both teams must be known before a match can be claimed',
    disputedMatch: 'A disputed match cannot be claimed until the organiser settles it',
    lockedForCast:
      'The caster has locked this match while it is on stream. Results can be reported once they release it.',
    alreadyLocked: 'This match is already locked for the stream',
    notLocked: 'This match is not locked',
    lockByCaster: 'Only the streamer casting this match can lock it',
    unlockByCasterOrOrganiser: 'Only the streamer casting this match or an organiser can unlock it',
    alreadyLive: 'This stream is already marked live',
  },
  competition: {
    matchNotFound: 'Match not found',
    changedWhileActing: 'This match changed while you were acting: reload and try again',
    notConfigured: "Registration opens once the tournament's set-up is complete",
    setupIncomplete: 'Publish the tournament (its last edit step) before starting a phase',
    tournamentStarted: 'Registration is closed: the tournament has started',
    tournamentCompleted: 'This tournament is over',
    wrongGame: (game: string) => `Only ${game} teams can enter this tournament`,
    rosterSize: (min: number, max: number) =>
      min === max
        ? `A roster has exactly ${min} ${min === 1 ? 'player' : 'players'}`
        : `A roster has ${min} to ${max} players (${max - min} of them substitutes)`,
    rosterDuplicate: 'A player is listed more than once in the roster',
    rosterNotMember: 'Every rostered player must be an active member of the team',
    notVerified: (name: string, game: string) => `${name} needs a verified ${game} account to play`,
    playerOnOtherTeam: (name: string) => `${name} already plays for another team in this tournament`,
    alreadyRegistered: 'This team is already entered in this tournament',
    registrationFull: (places: number) => `Registration is full: all ${places} places are taken`,
    invitationsFull: (places: number) => `All ${places} invitation places are taken`,
    noInvitationPlaces: 'This tournament has no places for invited teams',
    notRegistered: 'This team is not entered in this tournament',
    withdrawClosed: 'Registration has closed: ask the organiser to withdraw the team',
    phaseNotFound: 'Phase not found',
    phaseStarted: 'This phase has already started',
    registrationStillOpen: 'Registration is still open: start the phase once it closes',
    sourcesNotFinished: (phase: string) =>
      `${phase} can start once every phase it takes qualifiers from has finished`,
    teamCount: (phase: string, needed: number, entered: number) =>
      `${phase} needs ${needed} teams to start: ${entered} ${entered === 1 ? 'is' : 'are'} entered`,
    manualOrderRequired: "Manual seeding needs the phase's teams in seed order",
    manualOrderMismatch: (teams: number) =>
      `The seed order must list each of the phase's ${teams} teams exactly once`,
    statsPlayerNotInMatch: 'Player stats can only be given for players on the two rosters',
    statsDuplicatePlayer: 'A player has more than one stats line',
    userNotFound: 'No Galaxia user has that ID. They need to sign in to Galaxia once first.',
    streamerGrantedTitle: (eventName: string) => `You can stream ${eventName}`,
    streamerGrantedBody:
      'An organiser made you a streamer: claim its matches in Stream Tools and add the live overlays to your broadcast.',
    notAStreamer: 'This person is not a streamer for this tournament',
    announcementNotFound: 'Announcement not found',
  },
  /** The web app's outcomes on match, stream and ruling screens. */
  matchToasts: {
    checkTheForm: 'Check the form',
    streamReleased: 'Match released for other streamers',
    matchesLoadFailed: 'Could not load matches.',
    overlayLinkCopied: (label: string) => `${label} link copied`,
    checkWatchLink: 'Check the watch link',
    casting: (teamA: string | null, teamB: string | null) =>
      `You are casting ${teamA ?? 'TBD'} vs ${teamB ?? 'TBD'}`,
    matchSettled: (match: string) => `${match} settled`,
    rulingNotSaved: 'The ruling was not saved',
    rulingLogLoadFailed: 'The ruling log could not be loaded',
  },
} as const;
