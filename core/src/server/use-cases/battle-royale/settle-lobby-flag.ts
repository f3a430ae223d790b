import { AppError, messages, type SettleLobbyFlagPayload } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import { LobbyResult } from '../../db/entities/index.ts';
import { type CompetitionPorts, collectEffects } from '../competition/internal/competition-ports.ts';
import { requireLobbyManager } from './internal/lobby-access.ts';
import { lockLobbyMatch } from './internal/lock-lobby-match.ts';

export interface SettleLobbyFlagInput extends SettleLobbyFlagPayload {
  lobbyMatchId: string;
}

/**
 * The organiser settles a flag: keep the results, or clear them so they are entered again. Clearing is
 * possible only while the phase is still being played: its qualifiers have not moved on yet.
 */
export async function settleLobbyFlag(
  ctx: UseCaseContext,
  input: SettleLobbyFlagInput,
  ports: CompetitionPorts = {},
): Promise<{ lobbyMatchId: string; status: 'upcoming' | 'completed' }> {
  const at = now();
  const { effects, status } = await ctx.em.transactional(async (em) => {
    const { match, phase, tournament } = await lockLobbyMatch(em, input.lobbyMatchId);
    await requireLobbyManager(em, ctx.actor, tournament);
    if (!match.flag || match.flagSettledAt) throw new AppError('CONFLICT', messages.battleRoyale.noFlag);
    if (input.decision === 'reenter') {
      if (phase.status !== 'active') throw new AppError('CONFLICT', messages.battleRoyale.phaseNotActive);
      await em.nativeDelete(LobbyResult, { lobbyMatch: match.id });
      match.status = 'upcoming';
      match.resultsEnteredAt = null;
      match.resultsEnteredBy = null;
    }
    match.flagSettledAt = at;
    const effects = collectEffects(tournament.id);
    effects.publish({ type: 'lobby-match', lobbyMatchId: match.id, status: match.status });
    await em.flush();
    return { effects, status: match.status };
  });
  await effects.release(ports);
  return { lobbyMatchId: input.lobbyMatchId, status };
}
