import { flagWindowEnds } from './lobby-timing.ts';

/** What closing a lobby phase depends on, per lobby match. */
export interface LobbyMatchFinality {
  /** When its results were entered; null while they are not (or were cleared to be entered again). */
  resultsEnteredAt: Date | null;
  /** A team flagged the results. */
  flagged: boolean;
  /** When the organiser settled the flag (kept or cleared); null while it waits. */
  flagSettledAt: Date | null;
}

/**
 * From when a lobby phase's results are final, so the phase may close and its qualifiers move on: once
 * every match has results, no flag waits for the organiser, and every unsettled result is past its
 * flag window (a settled flag is a ruling: final at once). Null while some result can still change.
 * The phase closes strictly after this moment, as a flag at the very end of its window is still heard.
 */
export function lobbyPhaseFinalAfter(matches: readonly LobbyMatchFinality[]): Date | null {
  if (matches.length === 0) return null;
  let latest = 0;
  for (const match of matches) {
    if (match.resultsEnteredAt === null) return null;
    if (match.flagged && match.flagSettledAt === null) return null;
    const final = match.flagged
      ? match.flagSettledAt!.getTime() - 1
      : flagWindowEnds(match.resultsEnteredAt).getTime();
    latest = Math.max(latest, final);
  }
  return new Date(latest);
}

export const isLobbyPhaseFinal = (matches: readonly LobbyMatchFinality[], now: Date): boolean => {
  const after = lobbyPhaseFinalAfter(matches);
  return after !== null && now.getTime() > after.getTime();
};
