import { type MatchAction, matchActionSchema } from '../../contracts/matches.ts';
import type { MatchActor, MatchState } from './match-actor.ts';
import { matchGuards } from './match-guards.ts';

/** The buttons a match page shows this actor: exactly the moves the transitions would accept now. */
export const allowedActions = (match: MatchState, actor: MatchActor, now: Date): MatchAction[] =>
  matchActionSchema.options.filter((action) => matchGuards[action](match, actor, now) === null);
