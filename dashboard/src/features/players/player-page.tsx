import type { PlayerRecentMatch, PublicPlayerProfile } from '@galaxia/core';
import { BadgeCheck } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { BackLink } from '../../components/layout/back-link.tsx';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TeamLogo } from '../../components/ui/team-logo.tsx';
import { paths } from '../../lib/paths.ts';
import { useFormatDateTime } from '../../lib/use-format-date-time.ts';
import { usePlayerQuery } from './players-api.ts';

export function PlayerPage() {
  const { playerId = '' } = useParams();
  const query = usePlayerQuery(playerId);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10">
      <BackLink to={paths.events} label="Events" />
      <QueryState query={query} label="Loading player" fallbackError="Could not load this player.">
        {(player) => <PlayerView player={player} />}
      </QueryState>
    </div>
  );
}

/**
 * The match's scores are team A's and team B's; the row names the player's team first, so the score
 * is read from its side: a win shows the higher score first, a loss the lower.
 */
const teamFirst = (scoreA: number, scoreB: number, result: PlayerRecentMatch['result']) => {
  const high = Math.max(scoreA, scoreB);
  const low = Math.min(scoreA, scoreB);
  if (result === 'win') return `${high} : ${low}`;
  if (result === 'loss') return `${low} : ${high}`;
  return `${scoreA} : ${scoreB}`;
};

const RESULT_TONE = { win: 'green', loss: 'red', draw: 'neutral' } as const;

function PlayerView({ player }: { player: PublicPlayerProfile }) {
  const formatDateTime = useFormatDateTime();
  return (
    <>
      <header className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
        <Avatar name={player.name} src={player.avatar} className="size-24 text-4xl font-display ring-4" />
        <div className="min-w-0">
          <h1 className="break-words font-display text-4xl font-bold">{player.name}</h1>
          {player.nationality ? <p className="text-slate-400">{player.nationality}</p> : null}
          {player.bio ? <p className="mt-2 max-w-2xl text-slate-300">{player.bio}</p> : null}
        </div>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="player-teams"
          className="rounded-xl border border-white/10 bg-ink-900/80 p-5"
        >
          <h2 id="player-teams" className="font-display text-xl font-bold">
            Teams
          </h2>
          {player.teams.length ? (
            <ul className="mt-3 flex flex-col gap-3">
              {player.teams.map((team) => (
                <li key={team.id} className="flex items-center gap-3">
                  <TeamLogo name={team.name} logo={team.logo} className="size-10 text-sm" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{team.name}</p>
                    <p className="text-xs text-slate-400">{team.game}</p>
                  </div>
                  <Badge tone={team.role === 'Captain' ? 'brand' : 'neutral'}>{team.role}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-400">Not on a team yet.</p>
          )}
        </section>
        <section
          aria-labelledby="player-accounts"
          className="rounded-xl border border-white/10 bg-ink-900/80 p-5"
        >
          <h2 id="player-accounts" className="font-display text-xl font-bold">
            Verified game accounts
          </h2>
          {player.gameAccounts.length ? (
            <ul className="mt-3 flex flex-col gap-2">
              {player.gameAccounts.map((account) => (
                <li key={`${account.game}-${account.inGameName}`} className="flex items-center gap-2 text-sm">
                  <BadgeCheck className="size-4 text-emerald-400" aria-hidden />
                  <span className="font-semibold">{account.game}</span>
                  {account.inGameName ? <span className="text-slate-400">{account.inGameName}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-400">No verified accounts.</p>
          )}
        </section>
      </div>

      {player.communityRatings.length ? (
        <section
          aria-labelledby="player-ratings"
          className="rounded-xl border border-white/10 bg-ink-900/80 p-5"
        >
          <h2 id="player-ratings" className="font-display text-xl font-bold">
            Community ratings
          </h2>
          <p className="text-sm text-slate-400">
            From results in communities that show their ratings: mean skill less three uncertainties.
          </p>
          <ul className="mt-3 flex flex-col gap-2">
            {player.communityRatings.map((row) => (
              <li key={row.slug} className="flex items-center gap-3 text-sm">
                <Link to={paths.community(row.slug)} className="flex-1 font-semibold hover:underline">
                  {row.community}
                </Link>
                <span className="tabular-nums text-slate-300">Rating {row.rating.toFixed(1)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {player.figures.length ? (
        <TitledSection title="Statistics">
          <div className="mt-4 flex flex-col gap-4">
            {player.figures.map((game) => (
              <section
                key={game.game}
                aria-label={`${game.game} statistics`}
                className="rounded-xl border border-white/10 bg-ink-900/80 p-5"
              >
                <h3 className="font-semibold">
                  {game.game} · {game.matches} {game.matches === 1 ? 'match' : 'matches'}
                </h3>
                <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {game.figures.map((figure) => (
                    <div key={figure.label}>
                      <dt className="text-xs text-slate-400">{figure.label}</dt>
                      <dd className="font-display text-2xl font-bold tabular-nums">{figure.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        </TitledSection>
      ) : null}

      <TitledSection title="Recent matches">
        {player.recentMatches.length ? (
          <ul className="mt-4 flex flex-col gap-2">
            {player.recentMatches.map((match) => (
              <li key={match.id}>
                <Link
                  to={paths.eventMatch(match.eventId, match.id)}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-white/10 bg-ink-900/80 px-4 py-3 hover:border-brand-500/60"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-xs text-slate-400">
                      {match.eventTitle} · {match.name}
                    </span>
                    <span className="font-semibold">
                      {match.team} vs {match.opponent ?? 'To be decided'}
                    </span>
                  </span>
                  {match.scoreA !== null && match.scoreB !== null ? (
                    <span className="font-display text-lg font-bold tabular-nums">
                      {teamFirst(match.scoreA, match.scoreB, match.result)}
                    </span>
                  ) : null}
                  <span className="text-sm text-slate-400">
                    {match.time ? formatDateTime(match.time) : 'Time to be agreed'}
                  </span>
                  {match.result ? (
                    <Badge tone={RESULT_TONE[match.result]} className="capitalize">
                      {match.result}
                    </Badge>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4">
            <EmptyState title="No matches yet" text="Matches from published events appear here." />
          </div>
        )}
      </TitledSection>
    </>
  );
}
