/** "A", "A and B", "A, B and C". */
const namesList = (names: readonly string[]): string =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/** Battle-royale messages, kept beside the catalogue so lobby rules read in one place. */
export const battleRoyaleMessages = {
  gameNotBattleRoyale:
    'Battle Royale is only offered for BGMI, Free Fire, PUBG Mobile and Call of Duty Mobile',
  lobbiesAtLeastOne: 'Battle Royale requires at least 1 lobby',
  divisibleByLobbies: (total: number, lobbies: number) =>
    `Total teams (${total}) must be divisible by number of lobbies (${lobbies})`,
  qualifyingDivisibleByLobbies: 'Total qualifying teams must be divisible by number of lobbies',
  lobbyOverCapacity: (perLobby: number, max: number, game: string, players: number) =>
    `Teams per lobby (${perLobby}) must be at most ${max} for ${game} (${players} players per lobby)`,
  lobbyTooSmall: 'Each lobby needs at least 2 teams',
  matchesPerLobbyRange: (min: number, max: number) => `Matches per lobby must be between ${min} and ${max}`,
  pointsTableRange: (maxPlacements: number, maxPoints: number) =>
    `A points table gives whole points from 0 to ${maxPoints} for up to ${maxPlacements} placements`,
  lobbyNotFound: 'Lobby not found',
  lobbyMatchNotFound: 'Lobby match not found',
  manualLobbiesMismatch: (teams: number, lobbies: number) =>
    `Manual allocation must put each of the phase's ${teams} teams in exactly one of the ${lobbies} lobbies, in lobbies of equal size`,
  resultsTeamsMismatch: 'Results must list every team of the lobby exactly once',
  placementsUnique: (teams: number) => `Placements must be 1 to ${teams}, each used once`,
  placementClash: (placement: number, teams: readonly string[]) =>
    `Place ${placement} is given to ${teams.slice(0, -1).join(', ')} and ${teams.at(-1)}: each place goes to one team`,
  killsWhole: 'Kills must be whole numbers of at least 0',
  killsNotOnRoster: (team: string) => `Kills can only be given for players on ${team}'s roster`,
  killsDuplicatePlayer: 'A player has more than one kills line',
  noShowHasNoResult: (team: string) =>
    `${team} did not check in and scores 0 for this match: leave it out of the results`,
  resultsAlreadyIn: 'Results for this match are already in: settle a flag to change them',
  lobbyNotStarted: 'Results can be entered once the match has started',
  notResultsAdmin: 'Only the organiser or a results admin can enter results',
  roomDetailsHidden: 'Room details are shared with the lobby’s players 15 minutes before the match',
  roomDetailsRequired: 'Enter both the room ID and the password',
  flagWindowClosed: 'Results can be flagged within 15 minutes of being entered',
  flagNotYourLobby: 'Only a team in this lobby can flag its results',
  flagAlreadyRaised: 'These results are already flagged',
  noFlag: 'These results are not flagged',
  notABracketPhase: 'A Battle Royale phase plays lobbies, not a bracket',
  phaseNotBattleRoyale: 'This phase is not a Battle Royale phase',
  phaseNotActive: 'This phase is not being played',
  notInLobby: 'Only the captain or a rostered player of a squad in this lobby can check it in',
  // Toasts and notices.
  checkInButton: 'Check in',
  checkedIn: 'Checked in: your squad is ready for this match',
  squadCheckedIn: (squad: string) => `${squad}: checked in`,
  squadNotCheckedIn: (squad: string) => `${squad}: not checked in`,
  squadAwaitingOrganiser: (squad: string) => `${squad}: not checked in, the organiser decides`,
  squadNoShow: (squad: string) => `${squad}: no-show, 0 points`,
  checkInWindow: (opensAt: string, closesAt: string) => `Check-in from ${opensAt} until ${closesAt}`,
  noShowTitle: (matchName: string) => `No-show: ${matchName}`,
  noShowForfeitBody: (absent: readonly string[]) =>
    `Not checked in, 0 points for this match: ${namesList(absent)}.`,
  noShowFlagBody: (absent: readonly string[]) =>
    `Not checked in: ${namesList(absent)}. An organiser decides whether they play.`,
  resultsSaved: 'Results saved: the points table is updated',
  roomSaved: 'Room details saved: the lobby’s players see them 15 minutes before the match',
  flagRaised: 'Results flagged: the organisers will settle it',
  flagSettled: 'Flag settled',
  pointsTableSaved: 'Points table saved: the standings are recomputed',
  /** A lobby's match by one name everywhere: the lobby page, the Matches page, notices and the ruling log. */
  lobbyMatchName: (lobby: string, match: number) => `${lobby} · Match ${match}`,
  lobbyMatchNumber: (match: number) => `Match ${match}`,
  roomNotificationTitle: (lobby: string, match: number) => `${lobby} · Match ${match}: room details`,
  roomNotificationBody: (roomId: string, password: string) => `Room ID ${roomId} · Password ${password}`,
} as const;
