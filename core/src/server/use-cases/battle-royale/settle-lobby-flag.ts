import { AppError, messages, type SettleLobbyFlagPayload } from '@galaxia/core';
import { LobbyResult } from '../../db/entities/index.ts';
import { completeLobbyPhaseIfDone } from './internal/complete-lobby-phase.ts';
import { requireLobbyManager } from './internal/lobby-access.ts';
import { lobbyMatchWrite } from './internal/lobby-match-write.ts';

export interface SettleLobbyFlagInput extends SettleLobbyFlagPayload {
  lobbyMatchId: string;
}

/**
 * The organiser settles a flag: keep the results, or clear them so they are entered again. Clearing is
 * possible only while the phase is still being played, which it is until its last result is final.
 */
export const settleLobbyFlag = lobbyMatchWrite(
  async (
    { em, actor, match, phase, tournament, effects, now },
    input: SettleLobbyFlagInput,
  ): Promise<{ lobbyMatchId: string; status: 'upcoming' | 'completed' }> => {
    await requireLobbyManager(em, actor, tournament);
    if (!match.flag || match.flagSettledAt) throw new AppError('CONFLICT', messages.battleRoyale.noFlag);
    if (input.decision === 'reenter') {
      if (phase.status !== 'active') throw new AppError('CONFLICT', messages.battleRoyale.phaseNotActive);
      await em.nativeDelete(LobbyResult, { lobbyMatch: match.id });
      match.status = 'upcoming';
      match.resultsEnteredAt = null;
      match.resultsEnteredBy = null;
    }
    match.flagSettledAt = now;
    effects.publish({ type: 'lobby-match', lobbyMatchId: match.id, status: match.status });
    await em.flush();
    // Kept results are a ruling, final at once: the last of them may close the phase now.
    await completeLobbyPhaseIfDone(em, tournament, phase, now, effects);
    await em.flush();
    return { lobbyMatchId: input.lobbyMatchId, status: match.status };
  },
);
