/**
 * What a match action's toast says once it worked, and when it did not. One text for the site's match
 * page (en.ts, `match.done`/`match.failed`) and the catalogue (`publicSite.matchActionDone`), which the
 * stream tools and the battle-royale forms read.
 */
export const matchActionDone = {
  'claim-stream': 'Match claimed: it now shows on the streams page',
  'release-stream': 'Stream released',
  'go-live': 'Stream marked live',
  'lock-stream': 'Match locked: the teams report once you unlock it',
  'unlock-stream': 'Match unlocked: the teams can report again',
  schedule: 'Time proposed: the other team can accept it',
  'accept-time': 'Time accepted: the match is scheduled',
  report: 'Score reported: the other team confirms or disputes it',
  confirm: 'Score confirmed',
  dispute: 'Dispute raised: the organisers will settle it',
  resolve: 'Dispute settled',
  'set-time': 'Match time set',
};

export const matchActionFailed = 'That did not work. Please try again.';
