import {
  type ConsoleOpenLobbyMatch,
  type ConsoleOpenMatch,
  type ConsolePhase,
  type EntrantTeam,
  messages,
} from '@galaxia/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { ConsoleMatchList } from './console-match-list.tsx';
import { DisqualifyTeamDialog } from './disqualify-team-dialog.tsx';
import { type MatchRuling, MatchRulingDialog } from './match-ruling-dialog.tsx';

/**
 * Matches still waiting for a result, each open to the organiser's rulings: settle a reported score the
 * other side never confirmed, forfeit one team or both; battle-royale lobby matches, each a link to its
 * lobby where the results are entered; and a team's disqualification from the event. In a game with a map
 * veto, each match links to its page, where the organiser opens or resets its veto.
 */
export function OpenMatchesSection({
  tournamentId,
  matches,
  hasMapVeto = false,
  lobbyMatches,
  phases,
}: {
  tournamentId: string;
  matches: ConsoleOpenMatch[];
  hasMapVeto?: boolean;
  lobbyMatches: ConsoleOpenLobbyMatch[];
  phases: ConsolePhase[];
}) {
  // Teams playing in started phases: whom the organiser may disqualify.
  const teams = [
    ...new Map(
      phases
        .filter((phase) => phase.status !== 'not_started')
        .flatMap((phase) => phase.teams)
        .map((team): [string, EntrantTeam] => [team.id, team]),
    ).values(),
  ];
  const [open, setOpen] = useState<{ match: ConsoleOpenMatch; ruling: MatchRuling } | null>(null);
  const [disqualifying, setDisqualifying] = useState(false);
  // The dialogs mount only while open, so focus goes back to their opener by hand once they are gone.
  const opener = useRef<HTMLElement | null>(null);
  const remember = (event: { currentTarget: HTMLElement }) => {
    opener.current = event.currentTarget;
  };
  const openRuling =
    (match: ConsoleOpenMatch, ruling: MatchRuling) => (event: { currentTarget: HTMLElement }) => {
      remember(event);
      setOpen({ match, ruling });
    };
  const close = () => {
    setOpen(null);
    setDisqualifying(false);
    requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus());
  };
  return (
    <section aria-labelledby="open-matches-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="open-matches-title" className="font-display text-xl font-bold">
          Open matches
        </h2>
        {teams.length ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={(event) => {
              remember(event);
              setDisqualifying(true);
            }}
          >
            Disqualify a team
          </Button>
        ) : null}
      </div>
      {lobbyMatches.length ? (
        <ConsoleMatchList
          matches={lobbyMatches.map((match) => ({ ...match, matchId: match.lobbyMatchId }))}
          empty=""
          details={(match) => (
            <p className="text-sm text-slate-300">
              {match.scheduledTime ? formatDateTime(match.scheduledTime) : 'Time to be announced'}
            </p>
          )}
          actions={(match) => (
            <Button asChild size="sm">
              <Link to={paths.eventLobby(tournamentId, match.lobbyId)}>Enter results</Link>
            </Button>
          )}
        />
      ) : null}
      {lobbyMatches.length && !matches.length ? null : (
        <ConsoleMatchList
          matches={matches}
          empty="No match is waiting for a result."
          details={(match) => (
            <>
              <p className="text-sm text-slate-300">
                {match.teamA.name} vs {match.teamB.name}
              </p>
              {match.report ? (
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-300">
                  <Badge tone="yellow">Awaiting confirmation</Badge>
                  {match.report.by} reported {match.report.scoreA}–{match.report.scoreB}
                </p>
              ) : null}
            </>
          )}
          actions={(match) => (
            <>
              {hasMapVeto ? (
                <Button asChild size="sm" variant="ghost">
                  <Link to={paths.eventMatch(tournamentId, match.matchId)}>
                    {messages.vetoSettings.matchLink}
                  </Link>
                </Button>
              ) : null}
              {match.report ? (
                <Button size="sm" onClick={openRuling(match, 'settle')}>
                  Settle
                </Button>
              ) : null}
              <Button size="sm" variant="ghost" onClick={openRuling(match, 'forfeit')}>
                Forfeit
              </Button>
            </>
          )}
        />
      )}
      {open ? (
        <MatchRulingDialog
          tournamentId={tournamentId}
          match={open.match}
          ruling={open.ruling}
          onClose={close}
        />
      ) : null}
      {disqualifying ? (
        <DisqualifyTeamDialog tournamentId={tournamentId} teams={teams} onClose={close} />
      ) : null}
    </section>
  );
}
