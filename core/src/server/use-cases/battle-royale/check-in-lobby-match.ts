import { AppError, messages, requireCheckInOpen } from '@galaxia/core';
import { LobbyCheckIn, Team, User } from '../../db/entities/index.ts';
import { viewerTimeZone } from '../profile/get-settings.ts';
import { playingRostersOf } from './internal/lobby-access.ts';
import { checkInSquadOf, loadLobbyCheckIns } from './internal/lobby-check-ins.ts';
import { lobbyMatchWrite } from './internal/lobby-match-write.ts';

export interface CheckedInLobbyMatch {
  lobbyMatchId: string;
  teamId: string;
  checkedInAt: string;
}

/**
 * A squad's captain or rostered player checks it in for one lobby map, inside the duel window (30
 * minutes before the map until its time); refusals name the window in the person's own time zone.
 */
export const checkInForLobbyMatch = lobbyMatchWrite(
  async ({ em, actor, match, phase, tournament, effects, now }, _input: { lobbyMatchId: string }) => {
    const playing = await playingRostersOf(em, tournament.id, match.lobby.teams);
    const teamId = await checkInSquadOf(em, actor, playing);
    if (!teamId)
      throw new AppError('FORBIDDEN', 'BATTLE_ROYALE_NOT_IN_LOBBY', messages.battleRoyale.notInLobby);
    const timeZone = await viewerTimeZone({ em, actor });
    const open = phase.status === 'active' && match.status === 'upcoming';
    requireCheckInOpen(open ? (match.scheduledTime ?? null) : null, now, timeZone);
    const checkIns = await loadLobbyCheckIns(em, [match.id]);
    if (checkIns.some((row) => row.team.id === teamId))
      throw new AppError(
        'CONFLICT',
        'PLAYER_SEASON_ALREADY_CHECKED_IN',
        messages.playerSeason.alreadyCheckedIn,
      );
    em.create(LobbyCheckIn, {
      lobbyMatch: match,
      team: em.getReference(Team, teamId),
      checkedInBy: em.getReference(User, actor.userId),
      checkedInAt: now,
    });
    effects.publish({ type: 'lobby-match', lobbyMatchId: match.id, status: 'upcoming' });
    return { lobbyMatchId: match.id, teamId, checkedInAt: now.toISOString() } satisfies CheckedInLobbyMatch;
  },
);
