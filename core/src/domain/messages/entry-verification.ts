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
    appliedHeadline: (team: string) => `${team} applied: awaiting verification`,
    waitingOn: (names: string) => `The organiser is reviewing the videos of ${names}.`,
    deadline: (when: string) =>
      `A video was rejected: every player must send a new one before ${when}, or the place goes to the next team.`,
    applyButton: 'Apply',
    botApplied: (team: string, eventName: string, url: string) =>
      `**${team}** applied to ${eventName}: the organiser reviews its players' verification videos, then the team is registered. Follow it here: ${url}`,
    verifiedElsewhere: (server: string, event: string) =>
      `Verified by ${server} for ${event}: accept it for your event, or watch the video and reject it here.`,
    signInGameAccounts: 'Sign in to verify your game accounts',
    noEvidence: 'This verification has no video to review: the player must send one',
    turnOnRefused: (teams: string) =>
      `These registered teams have unverified players: ${teams}. Remove them or ask them to verify before requiring verified accounts.`,
  },
} as const;
