import {
  AppError,
  canFlagResults,
  type FlaggedLobbyResults,
  type FlagLobbyResultsPayload,
  messages,
} from '@galaxia/core';
import { playingRostersOf } from './internal/lobby-access.ts';
import { lobbyMatchWrite } from './internal/lobby-match-write.ts';

export interface FlagLobbyResultsInput extends FlagLobbyResultsPayload {
  lobbyMatchId: string;
}

/** A rostered player of a team in the lobby objects to a match's results within 15 minutes of entry. */
export const flagLobbyResults = lobbyMatchWrite(
  async (
    { em, actor, match, tournament, effects, now },
    input: FlagLobbyResultsInput,
  ): Promise<FlaggedLobbyResults> => {
    const rosters = await playingRostersOf(em, tournament.id, match.lobby.teams);
    if (!match.lobby.teams.includes(input.teamId) || !rosters.get(input.teamId)?.includes(actor.userId))
      throw new AppError(
        'FORBIDDEN',
        'BATTLE_ROYALE_FLAG_NOT_YOUR_LOBBY',
        messages.battleRoyale.flagNotYourLobby,
      );
    if (
      match.status !== 'completed' ||
      !match.resultsEnteredAt ||
      !canFlagResults(match.resultsEnteredAt, now)
    )
      throw new AppError(
        'CONFLICT',
        'BATTLE_ROYALE_FLAG_WINDOW_CLOSED',
        messages.battleRoyale.flagWindowClosed,
      );
    if (match.flag && !match.flagSettledAt)
      throw new AppError(
        'CONFLICT',
        'BATTLE_ROYALE_FLAG_ALREADY_RAISED',
        messages.battleRoyale.flagAlreadyRaised,
      );
    match.flag = {
      byTeamId: input.teamId,
      byUserId: actor.userId,
      reason: input.reason,
      at: now.toISOString(),
    };
    match.flagSettledAt = null;
    effects.publish({ type: 'lobby-match', lobbyMatchId: match.id, status: match.status });
    await em.flush();
    return { lobbyMatchId: input.lobbyMatchId, flagged: true };
  },
);
