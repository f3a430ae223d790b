import { AppError, type LobbyRoomPayload, type LobbyRoomSet, messages } from '@galaxia/core';
import { now } from '../../clock.ts';
import type { UseCaseContext } from '../../context.ts';
import type { CompetitionPorts } from '../competition/internal/competition-ports.ts';
import { requireLobbyManager } from './internal/lobby-access.ts';
import { lockLobbyMatch } from './internal/lock-lobby-match.ts';
import { notifyRevealedRoom } from './internal/reveal-rooms.ts';
import type { RoomRevealPort } from './internal/room-reveal-port.ts';

/** After the commit: the room's reveal, and the map's check-in close at its (new) time. */
export interface LobbyTimePorts {
  scheduleReveal?: RoomRevealPort;
  lobbyCheckInClose?: CompetitionPorts['lobbyCheckInClose'];
}

export interface SetLobbyRoomInput extends LobbyRoomPayload {
  lobbyMatchId: string;
}

/**
 * The organiser (or a results admin) enters a lobby match's room ID and password, and may set or move
 * its time. The answer never echoes the secrets; the lobby's players get them from 15 minutes before.
 */
export async function setLobbyRoom(
  ctx: UseCaseContext,
  input: SetLobbyRoomInput,
  ports: LobbyTimePorts,
): Promise<LobbyRoomSet> {
  const at = now();
  const saved = await ctx.em.transactional(async (em) => {
    const { match, phase, tournament } = await lockLobbyMatch(em, input.lobbyMatchId);
    await requireLobbyManager(em, ctx.actor, tournament);
    if (phase.status !== 'active' || match.status === 'completed')
      throw new AppError('CONFLICT', 'BATTLE_ROYALE_PHASE_NOT_ACTIVE', messages.battleRoyale.phaseNotActive);
    const moved =
      input.scheduledTime !== undefined &&
      match.scheduledTime?.toISOString() !== new Date(input.scheduledTime).toISOString();
    if (input.scheduledTime !== undefined) {
      match.scheduledTime = new Date(input.scheduledTime);
      match.roomNotifiedAt = null;
    }
    // A map moved has its check-in window again: what the old time's close decided no longer holds.
    if (moved) match.checkInClose = null;
    if (input.roomId !== undefined && input.roomPassword !== undefined) {
      match.roomId = input.roomId;
      match.roomPassword = input.roomPassword;
      match.roomNotifiedAt = null;
    }
    await notifyRevealedRoom(em, tournament.id, match, at);
    await em.flush();
    return {
      tournamentId: tournament.id,
      moved,
      lobbyMatchId: match.id,
      roomSet: match.roomId !== null && match.roomId !== undefined,
      scheduledTime: match.scheduledTime?.toISOString() ?? null,
    };
  });
  const { tournamentId, moved, ...answer } = saved;
  // After the commit: a room not revealed yet is sent by a job at its reveal time.
  if (saved.roomSet && saved.scheduledTime && ports.scheduleReveal) {
    await ports.scheduleReveal(saved.lobbyMatchId, new Date(saved.scheduledTime)).catch((error: unknown) => {
      console.error('[battle-royale] room reveal not scheduled', error);
    });
  }
  if (moved && saved.scheduledTime && ports.lobbyCheckInClose) {
    await ports
      .lobbyCheckInClose({
        tournamentId,
        lobbyMatchId: saved.lobbyMatchId,
        scheduledTime: new Date(saved.scheduledTime),
      })
      .catch((error: unknown) => {
        console.error('[battle-royale] lobby check-in close not scheduled', error);
      });
  }
  return answer;
}
