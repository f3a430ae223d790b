import {
  AppError,
  messages,
  RULING_REASON_MAX_LENGTH,
  type SettledLobbyFlag,
  type SettleLobbyFlagPayload,
} from '@galaxia/core';
import { LobbyResult } from '../../db/entities/index.ts';
import { recomputeCommunityRatings } from '../communities/community-ratings.ts';
import { recordRuling } from '../competition/internal/record-ruling.ts';
import { completeLobbyPhaseIfDone } from './internal/complete-lobby-phase.ts';
import { requireLobbyManager } from './internal/lobby-access.ts';
import { lobbyMatchWrite } from './internal/lobby-match-write.ts';

export interface SettleLobbyFlagInput extends SettleLobbyFlagPayload {
  lobbyMatchId: string;
}

/**
 * The organiser settles a flag: keep the results, or clear them so they are entered again. Clearing is
 * possible only while the phase is still being played, which it is until its last result is final. The
 * decision goes into the ruling log.
 */
export const settleLobbyFlag = lobbyMatchWrite(
  async (
    { em, actor, match, phase, tournament, effects, now },
    input: SettleLobbyFlagInput,
  ): Promise<SettledLobbyFlag> => {
    await requireLobbyManager(em, actor, tournament);
    if (!match.flag || match.flagSettledAt)
      throw new AppError('CONFLICT', 'BATTLE_ROYALE_NO_FLAG', messages.battleRoyale.noFlag);
    if (input.decision === 'reenter') {
      if (phase.status !== 'active')
        throw new AppError(
          'CONFLICT',
          'BATTLE_ROYALE_PHASE_NOT_ACTIVE',
          messages.battleRoyale.phaseNotActive,
        );
      await em.nativeDelete(LobbyResult, { lobbyMatch: match.id });
      match.status = 'upcoming';
      match.resultsEnteredAt = null;
      match.resultsEnteredBy = null;
      // The cleared results no longer count towards the community's ratings.
      await recomputeCommunityRatings(em, tournament.server.id);
    }
    match.flagSettledAt = now;
    await recordRuling(em, {
      tournament,
      actor,
      kind: 'lobby-flag',
      reason: messages.ruling
        .lobbyFlagReason(match.flag.reason, input.decision)
        .slice(0, RULING_REASON_MAX_LENGTH),
      now,
      subject: messages.battleRoyale.lobbyMatchName(match.lobby.name, match.number),
      // The flag's team reads the outcome on the lobby page; the log keeps who decided and why.
      tellTeams: false,
      effects,
    });
    effects.publish({ type: 'lobby-match', lobbyMatchId: match.id, status: match.status });
    await em.flush();
    // Kept results are a ruling, final at once: the last of them may close the phase now.
    await completeLobbyPhaseIfDone(em, tournament, phase, now, effects);
    await em.flush();
    return { lobbyMatchId: input.lobbyMatchId, status: match.status };
  },
);
