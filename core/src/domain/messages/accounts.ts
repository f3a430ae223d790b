/** People, their teams and game accounts, and who may do what. */
export const accountsMessages = {
  auth: {
    invalidState: 'This sign-in link has expired or was already used. Please sign in again.',
    discordFailed: 'Discord did not confirm your sign-in. Please try again.',
    signInDenied: 'Discord sign-in was cancelled.',
    signInUnavailable: 'Discord sign-in is not configured on this server.',
    demoDisabled: 'Demo sign-in is not available here.',
    demoUserUnknown: 'Pick one of the listed demo users.',
    crossSite: 'This request did not come from Galaxia.',
  },
  access: {
    notServerAdmin: 'Only administrators of this Discord server can do that.',
  },
  profile: {
    nameRequired: 'Name is required',
  },
  team: {
    nameRequired: 'Team name is required',
    nameTooLong: (max: number) => `Team name must be at most ${max} characters`,
  },
  teams: {
    notFound: 'Team not found',
    captainOnly: 'Only the team captain can do that',
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
  gameAccounts: {
    verifiedByOther: 'This account is already verified by another player',
    alreadyVerified: 'This account is already verified',
    pendingForOther: 'This account is awaiting verification for another player',
    submittedConcurrently: 'This account was just submitted by another request. Please try again.',
    reviewNotFound: 'Verification request not found',
    reasonRequired: 'Say why the verification is rejected',
  },
  verification: {
    complete: 'Verification Complete',
    tagRequired: 'In-game ID is required',
    tokenRequired: 'Verification token is required',
    tagInvalid: 'Enter a valid Clash of Clans player tag: # then 3 to 12 of the characters 0289PYLQGRJCUV',
    bgmiIdInvalid: 'BGMI player ID must be 5 to 12 digits',
    nameRequired: 'In-game name is required',
    statusChange: (from: string, to: string) => `A ${from} account cannot become ${to}`,
  },
  verificationCheck: {
    cocTokenInvalid:
      'The API token does not match this player tag. Copy a new token from the in-game settings and try again.',
    cocPlayerNotFound: 'No Clash of Clans player has this tag. Check the tag on your in-game profile.',
    cocRefused: 'Clash of Clans would not check this account. Please try again later.',
    cocUnavailable: 'Clash of Clans could not be reached to check this account. Please try again later.',
    videoUnreadable: 'This video could not be read. Upload an MP4, MOV or WebM recording.',
  },
} as const;
