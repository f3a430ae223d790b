import { lobbyNoShowOutcome, lobbyPath, messages } from '@galaxia/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now as clockNow } from '../../clock.ts';
import { type CompetitionPorts, collectEffects } from '../competition/internal/competition-ports.ts';
import { serverAdminIds } from '../notifications/internal/recipients.ts';
import { notify } from '../notifications/notify.ts';
import { playingRostersOf } from './internal/lobby-access.ts';
import { loadLobbyCheckIns } from './internal/lobby-check-ins.ts';
import { teamsById } from './internal/lobby-views.ts';
import { lockLobbyMatch } from './internal/lock-lobby-match.ts';

export interface CloseLobbyCheckInInput {
  lobbyMatchId: string;
  /** The time the job was set for: a map moved since is left to its newer job. */
  scheduledTime: string;
}

export type CloseLobbyCheckInOutcome = 'stale' | 'none' | 'forfeit' | 'flag';

/**
 * At a lobby map's time its check-in closes. Squads missing are no-shows scoring 0 for the map when
 * the tournament forfeits no-shows; otherwise, or when no squad checked in at all, the organiser is told
 * and decides. Idempotent: a map already closed, finished or moved is left alone.
 */
export async function closeLobbyCheckIn(
  em: EntityManager,
  input: CloseLobbyCheckInInput,
  ports: CompetitionPorts,
): Promise<CloseLobbyCheckInOutcome> {
  const { outcome, effects } = await em.transactional(async (tx) => {
    const { match, phase, tournament } = await lockLobbyMatch(tx, input.lobbyMatchId);
    const effects = collectEffects(tournament.id);
    const now = clockNow();
    const scheduled = match.scheduledTime;
    if (
      phase.status !== 'active' ||
      match.status !== 'upcoming' ||
      match.checkInClose ||
      !scheduled ||
      scheduled.toISOString() !== new Date(input.scheduledTime).toISOString() ||
      now < scheduled
    )
      return { outcome: 'stale' as const, effects };
    const playing = await playingRostersOf(tx, tournament.id, match.lobby.teams);
    const squads = match.lobby.teams.filter((teamId) => playing.has(teamId));
    const checkedIn = new Set((await loadLobbyCheckIns(tx, [match.id])).map((row) => row.team.id));
    const decision = lobbyNoShowOutcome({ squads, checkedIn, autoForfeit: tournament.autoForfeit });
    match.checkInClose = {
      at: now.toISOString(),
      absent: decision.kind === 'none' ? [] : decision.absent,
      forfeited: decision.kind === 'forfeit',
    };
    if (decision.kind !== 'none') {
      const teams = await teamsById(tx, decision.absent);
      const names = decision.absent.map((teamId) => teams.get(teamId)?.name ?? teamId);
      notify(tx, {
        // The organiser acts on a flag; the lobby's players see who scores 0 either way.
        userIds: [...(await serverAdminIds(tx, tournament.server.id)), ...[...playing.values()].flat()],
        kind: 'no-show',
        title: messages.battleRoyale.noShowTitle(
          messages.battleRoyale.lobbyMatchName(match.lobby.name, match.number),
        ),
        body:
          decision.kind === 'forfeit'
            ? messages.battleRoyale.noShowForfeitBody(names)
            : messages.battleRoyale.noShowFlagBody(names),
        link: lobbyPath(tournament.id, match.lobby.id),
      });
    }
    // Squads scoring 0 are news for the whole server, as a duel's no-show forfeit is.
    if (decision.kind === 'forfeit')
      effects.notify({
        kind: 'lobby-no-show',
        tournamentId: tournament.id,
        lobbyMatchId: match.id,
        closedAt: match.checkInClose.at,
      });
    effects.publish({ type: 'lobby-match', lobbyMatchId: match.id, status: 'upcoming' });
    // The no-shows are part of what the lobby page shows: they take the tournament's next data version.
    await effects.closeWrite(tx);
    return { outcome: decision.kind, effects };
  });
  await effects.release(ports);
  return outcome;
}
