import { type ReopenPayload, reopenResult } from '@galaxia/core';
import { organiserActor } from './internal/match-roles.ts';
import { ruling } from './internal/rule-on-match.ts';

export interface ReopenMatchInput extends ReopenPayload {
  matchId: string;
}

/** The organiser takes a completed result away so the match is played again; what it decided is undone. */
export const reopenMatch = ruling(({ state, roles }, input: ReopenMatchInput) => ({
  kind: 'reopen',
  reason: input.reason,
  resetPlayed: input.resetPlayed,
  next: reopenResult(state, organiserActor(roles)),
}));
