import { now as clockNow } from '../../../clock.ts';
import type { UseCaseContext } from '../../../context.ts';
import { type CompetitionPorts, collectEffects } from '../../competition/internal/competition-ports.ts';
import { refusingStaleWrites } from '../../competition/internal/row-locks.ts';
import type { TournamentWrite } from '../../competition/internal/tournament-write.ts';
import { lockLobbyMatch } from './lock-lobby-match.ts';

/** What a write on one lobby match works with: the match, its locked phase and its tournament's write. */
export type LobbyMatchWrite = Awaited<ReturnType<typeof lockLobbyMatch>> & TournamentWrite;

/**
 * `tournamentWrite` for a write on the lobby match `input.lobbyMatchId` names, its phase locked first
 * (`lockLobbyMatch`; `scope` 'lobby' for a write that touches only that map's lobby: its results). A write
 * the database refused as concurrent comes back as a stale write to retry.
 */
export const lobbyMatchWrite =
  <I extends { lobbyMatchId: string }, T>(
    write: (step: LobbyMatchWrite, input: I) => Promise<T>,
    scope: 'phase' | 'lobby' = 'phase',
  ) =>
  async (ctx: UseCaseContext, input: I, ports: CompetitionPorts): Promise<T> => {
    const now = clockNow();
    const { result, effects } = await refusingStaleWrites(() =>
      ctx.em.transactional(async (em) => {
        const locked = await lockLobbyMatch(em, input.lobbyMatchId, scope);
        const effects = collectEffects(locked.tournament.id);
        const result = await write({ ...locked, em, actor: ctx.actor, effects, now }, input);
        await effects.closeWrite(em);
        return { result, effects };
      }),
    );
    await effects.release(ports);
    return result;
  };
