import { DISPUTE_WINDOW_MINUTES } from '../matches/match-rules.ts';

const MINUTE_MS = 60_000;

/** What completing a duel phase depends on, per played match (BYEs and void matches wait for nothing). */
export interface DuelResultFinality {
  /** When the result was completed (confirmed, settled or forfeited); null while it has none. */
  completedAt: Date | null;
  /** When the organiser last ruled on this result (settled, corrected, forfeited…); null if never since. */
  ruledAt: Date | null;
}

/**
 * From when a duel phase's results are final, so the phase may complete and its qualifiers move on: once
 * every match has its result and each is past its dispute window (15 minutes from its completion) or was
 * ruled by the organiser (a ruling is final at once). Null while some match has no result. The phase
 * completes strictly after this moment, like a lobby phase: a correction in the window's last
 * millisecond is still heard.
 */
export function duelPhaseFinalAfter(results: readonly DuelResultFinality[]): Date | null {
  let latest = 0;
  for (const result of results) {
    if (result.completedAt === null) return null;
    const final =
      result.ruledAt !== null && result.ruledAt.getTime() >= result.completedAt.getTime()
        ? result.ruledAt.getTime() - 1
        : result.completedAt.getTime() + DISPUTE_WINDOW_MINUTES * MINUTE_MS;
    latest = Math.max(latest, final);
  }
  return new Date(latest);
}

export const isDuelPhaseFinal = (results: readonly DuelResultFinality[], now: Date): boolean => {
  const after = duelPhaseFinalAfter(results);
  return after !== null && now.getTime() > after.getTime();
};

/**
 * What a ruling on a finished phase's result does to the phases it feeds:
 * - `unchanged`: the same teams qualify in the same places; only this phase's table changes.
 * - `rederive`: the phases it feeds have no played result yet, so they take the new qualifiers
 *   (`in` qualifies now, `out` no longer does; both empty when only the order changed).
 * - `refused`: a phase it feeds already has played results (`played`); who qualified can no longer change.
 */
export type QualifierRevision =
  | { kind: 'unchanged' }
  | { kind: 'rederive'; in: string[]; out: string[] }
  | { kind: 'refused'; played: string[] };

/**
 * `before`: the qualifiers the later phases started from, division by division, best first. `after`: the
 * ones the ruling leaves (null when the phase is no longer finished: a reopened result). `laterPlayed`:
 * the played results of the phases those qualifiers feed.
 */
export function reviseQualifiers(
  before: readonly (readonly string[])[],
  after: readonly (readonly string[])[] | null,
  laterPlayed: readonly string[],
): QualifierRevision {
  if (after !== null && JSON.stringify(before) === JSON.stringify(after)) return { kind: 'unchanged' };
  if (laterPlayed.length > 0) return { kind: 'refused', played: [...laterPlayed] };
  const was = new Set(before.flat());
  const now = new Set(after?.flat() ?? []);
  return {
    kind: 'rederive',
    in: [...now].filter((team) => !was.has(team)),
    out: [...was].filter((team) => !now.has(team)),
  };
}
