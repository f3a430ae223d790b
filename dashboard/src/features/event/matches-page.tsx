import { messages } from '@galaxia/core';
import { Radio, Swords } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useMyTeamsQuery } from '../../app/account-api.ts';
import { useMeQuery } from '../../app/auth-api.ts';
import { useEventMatchesQuery } from '../../app/event-api.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { paths } from '../../lib/paths.ts';
import { useFormatDateTime } from '../../lib/use-format-date-time.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { useEventPointsTablesQuery } from './battle-royale/battle-royale-api.ts';
import { LobbyMatchesList } from './battle-royale/lobby-matches-list.tsx';
import { EventSectionLayout } from './event-section-layout.tsx';
import { MatchListFilterBar, useMatchListFilters } from './match-list-filters.tsx';
import { MatchStatusIcon, matchStatusLine } from './match-status.tsx';
import { MatchTeamsLine } from './match-teams-line.tsx';
import { useEventParams } from './use-event-params.ts';

/** The teams the signed-in viewer plays for: their matches are highlighted. */
function useMyTeamIds(): ReadonlySet<string> {
  const { data: me } = useMeQuery();
  const { data } = useMyTeamsQuery(undefined, { skip: !me?.user });
  return useMemo(() => new Set((data?.teams ?? []).map((team) => team.id)), [data]);
}

/** Live and next matches first, then completed newest first; narrowed by phase, round, team and status. */
export function MatchesPage() {
  const formatDateTime = useFormatDateTime();
  const t = useT();
  const { eventId } = useEventParams();
  const [page, setPage] = usePageParam();
  const [filters, setFilter] = useMatchListFilters();
  const query = useEventMatchesQuery({ eventId, page, filters });
  const mine = useMyTeamIds();
  const filtered = Object.keys(filters).length > 0;
  const lobbies = useEventPointsTablesQuery(eventId);
  const lobbyPhases = lobbies.data?.phases.length ?? 0;
  return (
    <EventSectionLayout eventId={eventId} title="Matches">
      {lobbies.data && lobbyPhases > 0 ? <LobbyMatchesList eventId={eventId} tables={lobbies.data} /> : null}
      <QueryState query={query} label="Loading matches" fallbackError="Could not load the matches.">
        {(matches) =>
          matches.items.length === 0 && !filtered ? (
            lobbyPhases > 0 ? null : (
              <EmptyState
                icon={<Swords className="size-10" aria-hidden />}
                title="No matches yet"
                text="Matches appear here once the bracket is drawn."
              />
            )
          ) : (
            <PagedList
              result={matches}
              label="Match pages"
              onPageChange={setPage}
              listClassName="flex flex-col gap-3"
              listLabel="Matches"
              before={
                <>
                  <MatchListFilterBar choices={matches.filters} filters={filters} onChange={setFilter} />
                  {matches.items.length === 0 ? (
                    <p className="text-sm text-slate-400">{messages.matchFilters.none}</p>
                  ) : null}
                </>
              }
            >
              {(match) => {
                const isMine = [match.teamA?.id, match.teamB?.id].some((id) => id && mine.has(id));
                return (
                  <Link
                    to={paths.eventMatch(eventId, match.id)}
                    className={`flex flex-col gap-3 rounded-xl border p-4 transition-colors hover:border-brand-500/60 sm:flex-row sm:items-center sm:gap-5 ${
                      isMine ? 'border-neon-400/70 bg-neon-400/5' : 'border-white/10 bg-ink-900/80'
                    }`}
                  >
                    <span className="flex items-center gap-3 sm:w-60 sm:shrink-0">
                      <MatchStatusIcon status={match.status} />
                      <span className="min-w-0">
                        <span className="flex items-center gap-2 truncate text-xs text-slate-400">
                          {match.phaseName}
                          {match.live ? (
                            <Badge tone="red">
                              <Radio className="size-3" aria-hidden /> {messages.matchFilters.live}
                            </Badge>
                          ) : null}
                          {isMine ? <Badge tone="blue">{messages.matchFilters.yourMatch}</Badge> : null}
                        </span>
                        <span className="block font-semibold leading-snug">{match.name}</span>
                      </span>
                    </span>
                    <MatchTeamsLine
                      teamA={match.teamA}
                      teamB={match.teamB}
                      scoreA={match.scoreA}
                      scoreB={match.scoreB}
                      winner={match.winner}
                    />
                    <span className="text-sm text-slate-400 sm:w-64 sm:shrink-0 sm:text-right">
                      {matchStatusLine(match, formatDateTime, t)}
                    </span>
                  </Link>
                );
              }}
            </PagedList>
          )
        }
      </QueryState>
    </EventSectionLayout>
  );
}
