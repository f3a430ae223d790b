/** Teams, rosters, player registration and game-account verification. */
export const teamsMessages = {
  verification: {
    complete: 'Verification Complete',
    tagRequired: 'In-game ID is required',
    tokenRequired: 'Verification token is required',
    tagInvalid: 'Enter a valid Clash of Clans player tag: # then 3 to 12 of the characters 0289PYLQGRJCUV',
    bgmiIdInvalid: 'BGMI player ID must be 5 to 12 digits',
    nameRequired: 'In-game name is required',
    statusChange: (from: string, to: string) => `A ${from} account cannot become ${to}`,
  },
  team: {
    nameRequired: 'Team name is required',
    nameTooLong: (max: number) => `Team name must be at most ${max} characters`,
  },
  teams: {
    notFound: 'Team not found',
    captainOnly: 'Only the team captain can do that',
    foundedInvalid: (min: number, max: number) => `Founded year must be a year from ${min} to ${max}`,
    full: (max: number) => `This team is full: a team has at most ${max} players`,
    inviteTargetRequired: 'Give the Discord ID or the user ID of the player to invite',
    playerNotFound: 'No Galaxia player has that ID. They need to sign in to Galaxia once first.',
    alreadyMember: 'This player is already on the team',
    alreadyInvited: 'This player has already been invited to the team',
    noInvitation: 'You have no pending invitation to this team',
    notMember: 'This player is not an active member of the team',
    notYourTeam: 'You are not a member of this team',
    captainCannotRemoveSelf: 'A captain cannot remove themselves: transfer captaincy or leave the team',
    transferBeforeLeaving: 'Transfer captaincy to another member before leaving the team',
    alreadyCaptain: 'This player is already the captain',
    registeredCannotDisband:
      'This team is registered in a tournament: its last member cannot leave until it withdraws',
  },
  /** Player season: entering events, the waitlist, check-in and notifications. */
  playerSeason: {
    promotedTitle: (eventName: string) => `A place opened in ${eventName}`,
    promotedBody: (teamName: string) => `${teamName} moved up from the waitlist and is now registered.`,
    invitedTitle: (teamName: string) => `Invitation to join ${teamName}`,
    invitedBody: (captain: string, teamName: string) =>
      `${captain} invited you to play for ${teamName}. Accept or decline on My Teams.`,
    invitationAnsweredTitle: (player: string, accepted: boolean) =>
      `${player} ${accepted ? 'accepted' : 'declined'} your invitation`,
    invitationAnsweredBody: (player: string, teamName: string, accepted: boolean) =>
      accepted ? `${player} now plays for ${teamName}.` : `${player} will not join ${teamName}.`,
    notOnTeam: 'Only the captain or a rostered player of this team can check it in',
    matchNotScheduled: 'Check-in opens once the match has a time',
    checkInNotOpen: (opensAt: string) => `Check-in opens at ${opensAt}`,
    checkInClosed: (closedAt: string) => `Check-in closed at ${closedAt}`,
    alreadyCheckedIn: 'Your team is already checked in',
    eventCheckInOff: 'This tournament has no event check-in',
    eventCheckInNotOpen: 'Event check-in opens when registration closes',
    eventCheckInClosed: 'Event check-in is closed: the tournament has started',
    noShowTitle: (matchName: string) => `No-show: ${matchName}`,
    noShowForfeitBody: (absent: string, winner: string) =>
      `${absent} did not check in and forfeits. ${winner} advances.`,
    noShowFlagBody: (absent: string) => `${absent} did not check in. An organiser decides the match.`,
    droppedTitle: (eventName: string) => `Dropped from ${eventName}`,
    droppedBody: (teamName: string) => `${teamName} did not check in before the tournament started.`,
    unknownTimeZone: 'Choose a time zone from the list',
    unknownLanguage: 'Choose English or Hindi',
    signInToRegister: 'Sign in with Discord to register a team',
    noTeamForGame: (game: string) => `You captain no ${game} team yet: create one on My Teams`,
    rosterTooSmall: (players: number) =>
      `Your team needs at least ${players} ${players === 1 ? 'player' : 'players'} to register: invite more on My Teams`,
  },
  gameAccounts: {
    verifiedByOther: 'This account is already verified by another player',
    alreadyVerified: 'This account is already verified',
    pendingForOther: 'This account is awaiting verification for another player',
    submittedConcurrently: 'This account was just submitted by another request. Please try again.',
    reviewNotFound: 'Verification request not found',
    reasonRequired: 'Say why the verification is rejected',
  },
  verificationCheck: {
    cocTokenExpired:
      'This check waited too long and its token is gone. Please submit your player tag and token again.',
    cocTokenInvalid:
      'The API token does not match this player tag. Copy a new token from the in-game settings and try again.',
    cocPlayerNotFound: 'No Clash of Clans player has this tag. Check the tag on your in-game profile.',
    cocRefused: 'Clash of Clans would not check this account. Please try again later.',
    cocUnavailable: 'Clash of Clans could not be reached to check this account. Please try again later.',
    videoUnreadable: 'This video could not be read. Upload an MP4, MOV or WebM recording.',
  },
  /** The web app's outcomes on team and game-account screens. */
  teamToasts: {
    detailsSaved: 'Team details saved',
    detailsSaveFailed: 'Could not save the team details',
    createFailed: 'Could not create the team',
    verificationStartFailed: 'Verification could not start',
    videoSubmitFailed: 'The video could not be submitted',
    created: (name: string) => `${name} created`,
    checkTeamDetails: 'Check the team details',
    teamNotFound: 'Team not found.',
    teamsLoadFailed: 'Could not load your teams.',
    accountsLoadFailed: 'Could not load your accounts.',
    reviewsLoadFailed: 'Could not load pending reviews.',
    checkTagAndToken: 'Check your player tag and token',
    cocVerificationStarted: 'Verification started: it shows as pending until Clash of Clans answers.',
    videoSubmitted: 'Video submitted: an organiser will review it.',
  },
} as const;
