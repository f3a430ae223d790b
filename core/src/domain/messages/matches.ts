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
    scoreTooLarge: 'Scores must be at most 9999',
    statOutOfRange: 'Player stats must be whole numbers from 0 to 1000000',
    invalidDestruction: 'Destruction is a percentage from 0 to 100, with at most two decimals',
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
    laterPhasePlayed: (phase: string, played: readonly string[]) =>
      `This changes who qualifies from ${phase}, but the next phase already has played results (${played.join(', ')}). Who qualified can no longer change: correct the result only to a score that keeps the same qualifiers.`,
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
      dispute: 'Dispute resolved',
      'lobby-flag': 'Lobby flag settled',
      'veto-reset': 'Map veto reset',
    },
    /** The log's reason when the organiser resolved a dispute without a note. */
    disputeResolvedReason: (disputeReason: string) => `Disputed: ${disputeReason}`,
    lobbyFlagReason: (flagReason: string, decision: 'keep' | 'reenter') =>
      `${decision === 'keep' ? 'Results kept' : 'Results cleared to be entered again'}. Flagged: ${flagReason}`,
    noticeTitle: (subject: string) => `Organiser ruling: ${subject}`,
    /** The console's toasts once a ruling is saved. */
    settled: (match: string) => `${match} settled: the reported score stands`,
    forfeited: (match: string, team: string) => `${match}: ${team} forfeited`,
    doubleForfeited: (match: string) => `${match}: both teams forfeited`,
    disqualifiedTeam: (team: string) => `${team} disqualified`,
    notSaved: 'The ruling was not saved',
    noticeBody: (kind: string, reason: string) => `${kind}. ${reason}`,
  },
  matchNotice: {
    proposalTitle: (match: string) => `New time proposed: ${match}`,
    proposalBody: (team: string, time: string) =>
      `${team} proposed ${time}. Accept it or offer another time on the match page.`,
    confirmTitle: (match: string) => `Confirm the score: ${match}`,
    /** Each team beside its own score, so nobody reads the reporter's score as the first number. */
    confirmBody: (team: string, teamA: string, scoreA: number, scoreB: number, teamB: string) =>
      `${team} reported ${teamA} ${scoreA}–${scoreB} ${teamB}. Confirm it or dispute it on the match page.`,
    disputeTitle: (match: string) => `Dispute settled: ${match}`,
    disputeSettledBody: (teamA: string, scoreA: number, scoreB: number, teamB: string) =>
      `The organisers settled the result at ${teamA} ${scoreA}–${scoreB} ${teamB}.`,
    disputeReopenedBody: 'The organisers reopened the match: report the result again.',
    readyTitle: (match: string) => `Match ready: ${match}`,
    readyBody: (teamA: string, teamB: string) =>
      `${teamA} vs ${teamB}: both teams are known. Agree a time on the match page before the round closes.`,
    checkInTitle: (match: string) => `Check-in open: ${match}`,
    checkInBody: (time: string) =>
      `Check your team in on the match page before ${time}. A team not checked in by then may forfeit.`,
  },
  series: {
    noGames: 'Report at least one game',
    reportGames: (bestOf: number) =>
      `This match is a best of ${bestOf}: report each game of the series, not only the series score`,
    tooManyGames: (bestOf: number) => `A best of ${bestOf} has at most ${bestOf} games`,
    notDecided: (bestOf: number, winsNeeded: number) =>
      `This result does not decide the best of ${bestOf}: a team needs ${winsNeeded} game ${winsNeeded === 1 ? 'win' : 'wins'}`,
    playedOn: 'The series was already decided before the last game: remove the games after it',
    bestOfOption: 'Choose best of 1, 3, 5 or 7 for each round',
    tooManyRounds: (max: number) => `A phase sets the best-of of at most ${max} rounds`,
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
    rosterDuplicate: 'A player is listed more than once in the roster',
    rosterNotMember: 'Every rostered player must be an active member of the team',
    playerOnOtherTeam: (name: string) => `${name} already plays for another team in this tournament`,
    alreadyRegistered: 'This team is already entered in this tournament',
    registrationFull: (places: number) => `Registration is full: all ${places} places are taken`,
    invitationsFull: (places: number) => `All ${places} invitation places are taken`,
    noInvitationPlaces: 'This tournament has no places for invited teams',
    alreadyInvited: 'This team already has an invitation to this tournament',
    invitationNotFound: 'Invitation not found',
    invitationAnswered: 'This invitation has already been answered',
    onlyCaptainAnswers: "Only the team's captain can answer a tournament invitation",
    invitationTitle: (eventName: string) => `Invitation to ${eventName}`,
    invitationsHeading: 'Tournament invitations',
    invitationOffer: (team: string) =>
      `${team} is invited. Accept to enter the team with its active players.`,
    invitationAccepted: (team: string, eventName: string) => `${team} is entered in ${eventName}`,
    invitationDeclined: 'Invitation declined',
    invitationAnswerFailed: 'Could not answer the invitation',
    invitationBody: (team: string, eventName: string) =>
      `${team} is invited to ${eventName}. As captain, accept or decline it before the team is entered.`,
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
    qualifiersChangedTitle: (phase: string) => `Qualifiers of ${phase} changed`,
    qualifiersChangedBody: (change: {
      phase: string;
      match: string;
      in: readonly string[];
      out: readonly string[];
      restarted: readonly string[];
    }) =>
      [
        `A ruling on ${change.match} changed who qualifies from ${change.phase}.`,
        change.in.length > 0 ? `In: ${change.in.join(', ')}.` : '',
        change.out.length > 0 ? `Out: ${change.out.join(', ')}.` : '',
        change.restarted.length > 0
          ? `${change.restarted.join(' and ')} ${change.restarted.length === 1 ? 'starts' : 'start'} again with the new qualifiers.`
          : '',
      ]
        .filter(Boolean)
        .join(' '),
  },
  /** The web app's outcomes on match, stream and ruling screens. */
  matchToasts: {
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
  /** The private Discord thread of a match: its pinned card, its buttons and a line per event. */
  matchThread: {
    name: (teamA: string, teamB: string) => `${teamA} vs ${teamB}`,
    cardTitle: (eventName: string, matchName: string) => `${eventName}: ${matchName}`,
    teams: 'Teams',
    roundWindow: 'Round window',
    window: (startIst: string, endIst: string, startStamp: string, endStamp: string) =>
      `${startIst} to ${endIst} (your time: ${startStamp} to ${endStamp})`,
    noWindow: 'Any time both teams agree',
    bestOfLabel: 'Format',
    bestOf: (games: number) => `Best of ${games}`,
    statusLabel: 'Status',
    waitingForTime: 'Waiting for a time: propose one below',
    proposed: (team: string, stamp: string) => `${team} proposed ${stamp}`,
    scheduledFor: (stamp: string) => `Scheduled for ${stamp}. Check in opens 30 minutes before.`,
    reportedScore: (team: string, score: string) => `${team} reported ${score}: waiting for the other team`,
    disputedScore: 'Disputed: waiting for an organiser',
    finalScore: (score: string) => `Final: ${score}`,
    score: (teamA: string, scoreA: number, scoreB: number, teamB: string) =>
      `${teamA} ${scoreA}–${scoreB} ${teamB}`,
    matchPage: 'Match page',
    welcome: (mentions: string) =>
      `${mentions} this is your match thread. Agree a time and report the result here.`,
    proposeTime: 'Propose a time inside the round window',
    otherTime: 'Other time…',
    accept: 'Accept time',
    checkIn: 'Check in',
    report: 'Report score',
    confirm: 'Confirm score',
    dispute: 'Dispute',
    resolve: 'Resolve (organiser)',
    timeModalTitle: 'Propose a time',
    timeLabel: 'Date and time in IST (YYYY-MM-DD HH:MM)',
    reportModalTitle: 'Report the score',
    scoreLabel: (team: string) => `${team} score`.slice(0, 45),
    gamesLabel: 'Score of each game, in order',
    gamesPlaceholder: (teamA: string, bestOf: number) =>
      `${teamA}'s score first, up to ${bestOf} games: 13-7, 9-13, 13-11`.slice(0, 100),
    disputeModalTitle: 'Dispute the score',
    reasonLabel: 'What is wrong with the reported score?',
    resolveModalTitle: 'Resolve the dispute',
    noteLabel: 'Note for both teams (optional)',
    lineProposed: (team: string, stamp: string) => `${team} proposed ${stamp}.`,
    lineCountered: (team: string, stamp: string) => `${team} countered with ${stamp}.`,
    lineAccepted: (team: string, stamp: string) => `${team} accepted: the match is on ${stamp}.`,
    lineScheduled: (stamp: string) => `An organiser set the match for ${stamp}.`,
    lineMoved: (stamp: string) => `The match moved to ${stamp}.`,
    lineCheckedIn: (team: string) => `${team} checked in.`,
    lineReported: (team: string, score: string) =>
      `${team} reported ${score}. The other team can confirm or dispute it.`,
    lineDisputed: (team: string, reason: string) =>
      `${team} disputed the score: ${reason}. An organiser will resolve it.`,
    lineConfirmed: (score: string) => `Result confirmed: ${score}.`,
    lineResolved: (score: string) => `An organiser resolved the result: ${score}.`,
    lineCorrected: (score: string) => `An organiser corrected the result: ${score}.`,
    lineClosed: 'The match is over: this thread is now archived. Good games!',
    repliedProposed: (stamp: string) =>
      `You proposed ${stamp}. The other team can accept it here or on the match page.`,
    repliedAccepted: (stamp: string) => `The match is scheduled for ${stamp}.`,
    repliedCheckedIn: 'Your team is checked in.',
    repliedReported: 'Score reported. The other team can confirm or dispute it.',
    repliedConfirmed: 'Result confirmed.',
    repliedDisputed: 'Dispute sent: an organiser will resolve it.',
    repliedResolved: 'Dispute resolved.',
    stale: 'This button is out of date: the match has moved on. Use the buttons on the pinned card.',
    notInMatch: 'Only the players of this match and its organisers can use these buttons.',
    threadGone: 'This match thread is no longer in use. Carry on from the match page on the website.',
    scoreUnreadable: 'Enter each score as a whole number, e.g. 2',
    gamesUnreadable:
      'Enter each game as two whole numbers, first team first, separated by commas: e.g. 13-7, 9-13, 13-11',
    noFreeSlots: 'No free time left in the round window',
    threadFailedTitle: (matchName: string) => `No Discord thread for ${matchName}`,
    threadFailedBody:
      'The bot lacks permission to open private threads in the match-threads channel. The match goes on on the website; give the bot "Create Private Threads" and "Send Messages in Threads" there.',
  },
} as const;
