import type { CompetitionMatch, MatchState } from '@galaxia/core';
import type { UseCaseContext } from '../../../context.ts';
import type { CompetitionPorts } from './competition-ports.ts';
import { actOnMatch, type MatchMove } from './match-action.ts';

/**
 * Declares a use case that is one move on the match `input.matchId` names: the use case is
 * `(ctx, input, ports)`, and `move` decides the next state inside `actOnMatch`'s transaction.
 */
export const matchMove =
  <I extends { matchId: string }>(move: (on: MatchMove, input: I) => Promise<MatchState>) =>
  (ctx: UseCaseContext, input: I, ports: CompetitionPorts): Promise<CompetitionMatch> =>
    actOnMatch(ctx, input.matchId, ports, (on) => move(on, input));
