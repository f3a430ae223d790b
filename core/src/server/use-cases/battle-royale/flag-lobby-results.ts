import { AppError, canFlagResults, type FlagLobbyResultsPayload, messages } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { type CompetitionPorts, collectEffects } from '../competition/internal/competition-ports.ts';
import { rostersOf } from './internal/lobby-access.ts';
import { lockLobbyMatch } from './internal/lock-lobby-match.ts';

export interface FlagLobbyResultsInput extends FlagLobbyResultsPayload {
  lobbyMatchId: string;
}

/** A rostered player of a team in the lobby objects to a match's results within 15 minutes of entry. */
export async function flagLobbyResults(
  ctx: UseCaseContext,
  input: FlagLobbyResultsInput,
  ports: CompetitionPorts = {},
): Promise<{ lobbyMatchId: string; flagged: true }> {
  const at = now();
  const effects = await ctx.em.transactional(async (em) => {
    const { match, tournament } = await lockLobbyMatch(em, input.lobbyMatchId);
    const rosters = await rostersOf(em, tournament.id, match.lobby.teams);
    if (!match.lobby.teams.includes(input.teamId) || !rosters.get(input.teamId)?.includes(ctx.actor.userId))
      throw new AppError('FORBIDDEN', messages.battleRoyale.flagNotYourLobby);
    if (
      match.status !== 'completed' ||
      !match.resultsEnteredAt ||
      !canFlagResults(match.resultsEnteredAt, at)
    )
      throw new AppError('CONFLICT', messages.battleRoyale.flagWindowClosed);
    if (match.flag && !match.flagSettledAt)
      throw new AppError('CONFLICT', messages.battleRoyale.flagAlreadyRaised);
    match.flag = {
      byTeamId: input.teamId,
      byUserId: ctx.actor.userId,
      reason: input.reason,
      at: at.toISOString(),
    };
    match.flagSettledAt = null;
    const effects = collectEffects(tournament.id);
    effects.publish({ type: 'lobby-match', lobbyMatchId: match.id, status: match.status });
    await em.flush();
    return effects;
  });
  await effects.release(ports);
  return { lobbyMatchId: input.lobbyMatchId, flagged: true };
}
