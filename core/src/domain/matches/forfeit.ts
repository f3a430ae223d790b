import type { ForfeitingSide } from '../../contracts/rulings.ts';
import { AppError } from '../errors/app-error.ts';
import { messages } from '../messages/catalogue.ts';
import type { MatchActor, MatchState } from './match-actor.ts';
import { completedWith } from './match-outcome.ts';

export interface ForfeitInput {
  forfeiting: ForfeitingSide;
  reason: string;
}

/** Refuses anyone but the organiser, and a match whose teams are not both known. */
export const requireRulingOnTeams = (match: MatchState, actor: MatchActor): void => {
  if (actor.role !== 'organiser')
    throw new AppError('FORBIDDEN', 'MATCH_ORGANISER_ONLY', messages.match.organiserOnly);
  if (!match.teamA || !match.teamB)
    throw new AppError('CONFLICT', 'RULING_TEAMS_NOT_KNOWN', messages.ruling.teamsNotKnown);
};

/**
 * A forfeit as a score: the side that plays wins by the one game it needs in a best of 1, the side that
 * does not scores nothing. When both forfeit, nobody goes through: the match ends 0-0 with no winner, and
 * in an elimination bracket the next match becomes a BYE for whoever comes from the other side.
 */
export const forfeitScore = (forfeiting: ForfeitingSide, winsNeeded = 1) => ({
  scoreA: forfeiting === 'A' || forfeiting === 'both' ? 0 : winsNeeded,
  scoreB: forfeiting === 'B' || forfeiting === 'both' ? 0 : winsNeeded,
  winner: forfeiting === 'both' ? null : forfeiting === 'A' ? ('B' as const) : ('A' as const),
});

/**
 * The organiser rules that one team (a no-show, a rule breach) or both teams forfeit a match that has
 * no result yet: scheduled or not, reported or disputed. A completed match is corrected instead.
 * `teamName` names the forfeiting side in the match note.
 */
export const forfeitMatch = <M extends MatchState>(
  match: M,
  actor: MatchActor,
  input: ForfeitInput & { teamName: string; winsNeeded?: number },
  now: Date,
): M => {
  requireRulingOnTeams(match, actor);
  if (match.status === 'completed')
    throw new AppError('CONFLICT', 'RULING_COMPLETED_USE_CORRECTION', messages.ruling.completedUseCorrection);
  return {
    ...completedWith(match, forfeitScore(input.forfeiting, input.winsNeeded), now),
    note:
      input.forfeiting === 'both'
        ? messages.ruling.doubleForfeitNote(input.reason)
        : messages.ruling.forfeitNote(input.teamName, input.reason),
    proposal: null,
  };
};
