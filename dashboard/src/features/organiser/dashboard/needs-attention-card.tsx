import { type DashboardAttention, messages } from '@galaxia/core';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../lib/paths.ts';
import { organiserPaths } from '../shell/organiser-navigation.ts';

/** Every match across the organiser's running tournaments that waits on them, each a link into its console. */
export function NeedsAttentionCard({ matches }: { matches: readonly DashboardAttention[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="needs-attention-title" className="flex items-center gap-2">
          <AlertTriangle className="size-5 text-amber-300" aria-hidden />
          {messages.attention.title}
          {matches.length ? <Badge tone="red">{matches.length}</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {matches.length ? (
          <ul aria-labelledby="needs-attention-title" className="flex flex-col divide-y divide-white/5">
            {matches.map((match) => (
              <li key={match.matchId}>
                <Link
                  to={
                    match.lobbyId
                      ? paths.eventLobby(match.tournamentId, match.lobbyId)
                      : organiserPaths.consoleMatch(match.tournamentId, match.matchId)
                  }
                  className="flex flex-col gap-1 rounded-md py-3 hover:bg-white/5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-400 sm:flex-row sm:items-center sm:justify-between sm:px-2"
                >
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold">
                      {match.lobbyId ? match.name : `${match.teamA ?? 'TBD'} vs ${match.teamB ?? 'TBD'}`}
                    </span>
                    <span className="block text-xs text-slate-400">
                      {match.tournamentName} · {match.name}
                    </span>
                  </span>
                  <Badge tone={match.reason === 'disputed' || match.reason === 'flagged' ? 'red' : 'yellow'}>
                    {messages.attention.reason[match.reason]}
                  </Badge>
                  {/* The visible text names the match; the action is said after it, so the link's name contains what it shows. */}
                  <span className="sr-only">
                    {match.lobbyId
                      ? messages.attention.openLobby(match.name)
                      : messages.attention.open(match.name)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-400">{messages.attention.nothingWaiting}</p>
        )}
      </CardContent>
    </Card>
  );
}
