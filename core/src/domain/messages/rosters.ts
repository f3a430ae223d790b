/** Starters and substitutes: the size a roster may have and the captain's swaps before check-in. */
export const rostersMessages = {
  rosters: {
    size: (players: number, substitutes: number) => {
      const starters = `${players} ${players === 1 ? 'player' : 'players'}`;
      return substitutes === 0
        ? `A roster has exactly ${starters} (this tournament takes no substitutes)`
        : `A roster has ${starters} and up to ${substitutes} ${substitutes === 1 ? 'substitute' : 'substitutes'} (${players} to ${players + substitutes} in all)`;
    },
    substitutesInvalid: (max: number) => `Substitutes per team must be a whole number from 0 to ${max}`,
    starterUnknown: 'The player to swap out is not one of the starting players',
    substituteUnknown: 'The player to swap in is not one of the substitutes',
    lockedCheckedIn: 'The roster is locked: your team has checked in, so substitutes can no longer swap',
    lockedCheckInClosed: 'The roster is locked: check-in has closed, so substitutes can no longer swap',
    lockedNotEntered: 'Only a registered or waitlisted team can swap its substitutes',
    swapped: (substitute: string, starter: string) => `${substitute} now starts in place of ${starter}`,
    substituteLabel: 'Substitute',
  },
} as const;
