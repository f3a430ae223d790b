import { type LobbyMatchView, type LobbyView, messages } from '@galaxia/core';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toastOutcome } from '../../../components/ui/toast-outcome.ts';
import { useFormatDateTime } from '../../../lib/use-format-date-time.ts';
import { useCheckInLobbyMatchMutation } from './battle-royale-api.ts';

/** One squad's line: checked in, a no-show (0 points, or the organiser's call), or not yet. */
function squadLine(checkIn: LobbyMatchView['checkIn'], teamId: string, name: string): string {
  if (checkIn.noShows.includes(teamId))
    return checkIn.forfeited
      ? messages.battleRoyale.squadNoShow(name)
      : messages.battleRoyale.squadAwaitingOrganiser(name);
  return checkIn.checkedIn.some((row) => row.teamId === teamId)
    ? messages.battleRoyale.squadCheckedIn(name)
    : messages.battleRoyale.squadNotCheckedIn(name);
}

/**
 * A lobby map's check-in for its squads and the organiser: the window, each squad's state and, for a
 * squad's captain or rostered player inside the window, the button. Anyone sees the no-shows once decided.
 */
export function LobbyCheckIn({ lobby, match }: { lobby: LobbyView; match: LobbyMatchView }) {
  const formatDateTime = useFormatDateTime();
  const [checkIn, { isLoading }] = useCheckInLobbyMatchMutation();
  const { window } = match.checkIn;
  const involved = lobby.viewer.teamId !== null || lobby.viewer.canManage || match.checkIn.canCheckIn;
  const decided = match.checkIn.noShows.length > 0;
  if (!window || (!involved && !decided) || (match.status === 'completed' && !decided)) return null;
  return (
    <section
      aria-label={`Match ${match.number} check-in`}
      className="flex flex-col gap-2 rounded-xl border border-white/10 p-3 text-sm"
      data-testid="lobby-check-in"
    >
      {involved ? (
        <p className="text-slate-400">
          {messages.battleRoyale.checkInWindow(
            formatDateTime(window.opensAt),
            formatDateTime(window.closesAt),
          )}
        </p>
      ) : null}
      <ul className="flex flex-col gap-1">
        {lobby.teams
          .filter((team) => involved || match.checkIn.noShows.includes(team.id))
          .map((team) => (
            <li key={team.id}>{squadLine(match.checkIn, team.id, team.name)}</li>
          ))}
      </ul>
      {match.checkIn.canCheckIn ? (
        <Button
          className="self-start"
          disabled={isLoading}
          onClick={() =>
            void toastOutcome(
              checkIn({ lobbyMatchId: match.id }),
              messages.publicSite.matchActionFailed,
              messages.battleRoyale.checkedIn,
            )
          }
        >
          <CircleCheck className="size-4" aria-hidden /> {messages.battleRoyale.checkInButton}
        </Button>
      ) : null}
    </section>
  );
}
