/** Entering a tournament that requires verified accounts: applying, reviews, deadlines and claims. */
export const entryVerificationMessages = {
  entryVerification: {
    neverSent: (name: string, game: string) =>
      `${name} has not sent a ${game} verification video yet: every player sends one before the team can apply`,
    rejected: (name: string, game: string) =>
      `${name}'s ${game} verification was rejected: they send a new video before the team can apply`,
    notSent: (names: string, game: string) =>
      `${names} must send a ${game} verification video before your team can apply`,
    completedTitle: (eventName: string) => `Registered for ${eventName}`,
    completedBody: (teamName: string) => `Every player of ${teamName} is verified: the team is registered.`,
    rejectedTitle: (eventName: string) => `Verification rejected for ${eventName}`,
    rejectedBody: (player: string, reason: string, deadline: string) =>
      `${player}'s video was rejected: ${reason}. Send a new video before ${deadline} or your team loses its place.`,
    withdrawnTitle: (eventName: string) => `Place freed in ${eventName}`,
    withdrawnBody: (teamName: string) =>
      `${teamName} did not replace a rejected verification in time: its place went to the waitlist.`,
    claimExpired: (days: number) =>
      `Nobody reviewed this video within ${days} days: send it again when your team applies`,
    /** How the event page names where each player's verification stands. */
    stateLabels: {
      accepted: 'Verified',
      awaiting_review: 'Awaiting review',
      verified_elsewhere: 'Verified for another event',
      rejected: 'Rejected',
      never_sent: 'Never sent',
    },
    waitingOn: (names: string) => `The organiser is reviewing the videos of ${names}.`,
    deadline: (when: string) =>
      `A video was rejected: every player must send a new one before ${when}, or the place goes to the next team.`,
    verifiedElsewhere: (server: string, event: string) =>
      `Verified by ${server} for ${event}: accept it for your event, or watch the video and reject it here.`,
    signInGameAccounts: 'Sign in to verify your game accounts',
    noEvidence: 'This verification has no video to review: the player must send one',
    turnOnRefused: (teams: string) =>
      `These registered teams have unverified players: ${teams}. Remove them or ask them to verify before requiring verified accounts.`,
  },
  /** An owner contesting someone else's claim on their in-game id, and staff deciding it. */
  verificationContest: {
    nothingToContest: 'Nobody holds this in-game ID: send your verification video instead',
    ownClaim: 'This in-game ID is already yours: there is nothing to contest',
    alreadyOpen: 'You already contested this in-game ID: platform staff are reviewing it',
    statementRequired: 'Say why this in-game ID is yours',
    reasonRequired: 'Say why the contest is decided this way',
    notFound: 'Contest not found',
    staffOnly: 'Only Galaxia staff decide ownership contests',
    alreadyDecided: 'This contest was already decided',
    noVideo: 'Upload a video showing your profile with the player ID visible',
    sent: 'Contest sent: platform staff will compare both videos and decide.',
    sendFailed: 'The contest could not be sent',
    decided: 'Contest decided',
    decideFailed: 'Could not decide the contest',
    statusLabels: { open: 'With staff', upheld: 'Won', dismissed: 'Lost' },
    /** Told to the contestant and the holder once staff decide. */
    wonTitle: (playerId: string) => `BGMI ID ${playerId} is verified as yours`,
    wonBody: (reason: string) => `Platform staff decided the contest in your favour: ${reason}`,
    lostTitle: (playerId: string) => `BGMI ID ${playerId} stays with another player`,
    lostBody: (reason: string) => `Platform staff decided the contest against you: ${reason}`,
    revokedTitle: (playerId: string) => `Your verification of BGMI ID ${playerId} was revoked`,
    revokedBody: (reason: string) =>
      `Its owner contested your claim and platform staff decided for them: ${reason}`,
    /** Told to the captain of a team whose registration depended on the revoked verification. */
    entryRevokedTitle: (eventName: string) => `Verification needed again for ${eventName}`,
    entryRevokedBody: (player: string, teamName: string, deadline: string) =>
      `${player}'s BGMI verification was revoked after an ownership contest: ${teamName} is awaiting verification again. Every player must be verified before ${deadline}, or the place goes to the next team.`,
  },
} as const;
