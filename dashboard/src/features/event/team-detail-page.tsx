import { type EventTeamDetail, messages } from '@galaxia/core';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useEventTeamQuery } from '../../app/event-api.ts';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TeamLogo } from '../../components/ui/team-logo.tsx';
import { paths } from '../../lib/paths.ts';
import { useFormatDateTime } from '../../lib/use-format-date-time.ts';
import { EventItemPage } from './event-section-layout.tsx';
import { MatchStatusBadge, ResultBadge } from './match-status.tsx';
import { useEventParams } from './use-event-params.ts';

export function TeamDetailPage() {
  const { eventId, teamId } = useEventParams();
  const query = useEventTeamQuery({ eventId, teamId });
  return (
    <EventItemPage eventId={eventId} what="team" query={query}>
      {(team) => <TeamView eventId={eventId} team={team} />}
    </EventItemPage>
  );
}

const number = new Intl.NumberFormat('en-IN');

export function TeamView({ eventId, team }: { eventId: string; team: EventTeamDetail }) {
  const formatDateTime = useFormatDateTime();
  const royale = team.battleRoyale;
  // Each game shows its own figures: lobby results, a duel's kills and deaths, or a war's Town Hall ratings.
  const aggregates = royale
    ? [
        { label: 'Lobby matches', value: royale.matches },
        { label: 'WWCD', value: royale.wwcd },
        { label: 'Kills', value: royale.kills },
        { label: 'Average placement', value: royale.averagePlacement ?? 0 },
      ]
    : team.kind === 'war'
      ? [
          { label: 'Total offense', value: team.stats.totalOffense },
          { label: 'Total defense', value: team.stats.totalDefense },
          { label: 'Average army', value: team.stats.avgArmy },
          { label: 'Average attack', value: team.stats.avgAttack },
        ]
      : [
          { label: 'Kills', value: team.stats.kills },
          { label: 'Deaths', value: team.stats.deaths },
          { label: 'K/D', value: team.stats.kd },
        ];
  const playerFigures = (player: EventTeamDetail['players'][number]) =>
    royale
      ? [{ label: 'Kills', value: royale.playerKills[player.id] ?? 0 }]
      : team.kind === 'war'
        ? [
            { label: 'Offense', value: player.stats.totalOffense },
            { label: 'Defense', value: player.stats.totalDefense },
            { label: 'Avg army', value: player.stats.avgArmy },
            { label: 'Avg attack', value: player.stats.avgAttack },
          ]
        : [
            { label: 'Kills', value: player.stats.kills },
            { label: 'Deaths', value: player.stats.deaths },
            { label: 'K/D', value: player.stats.kd },
          ];
  return (
    <div className="flex flex-col gap-10">
      <section className="flex flex-col gap-5 rounded-2xl border border-white/10 bg-ink-900/80 p-6 sm:flex-row sm:items-center">
        <TeamLogo name={team.name} logo={team.logo} className="size-20 text-2xl" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm text-slate-400">
            {[team.region, team.founded ? `Founded ${team.founded}` : null, `${team.playerCount} players`]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {team.description ? <p className="text-slate-300">{team.description}</p> : null}
        </div>
      </section>

      <section aria-labelledby="aggregates-title">
        <h2 id="aggregates-title" className="sr-only">
          Team figures
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {aggregates.map((item) => (
            <div key={item.label} className="rounded-xl border border-white/10 bg-white/5 p-4">
              <dt className="text-xs uppercase tracking-wider text-slate-400">{item.label}</dt>
              <dd className="mt-1 font-display text-3xl font-bold">{number.format(item.value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <TitledSection title="Roster">
        {team.players.length ? (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {team.players.map((player) => (
              <li key={player.id}>
                <Link
                  to={paths.player(player.id)}
                  className="flex h-full flex-col gap-3 rounded-xl border border-white/10 bg-ink-900/80 p-4 hover:border-brand-500/60"
                >
                  <div className="flex items-center gap-3">
                    <Avatar name={player.name} src={player.image || null} className="size-10 text-sm" />
                    <div className="min-w-0">
                      <p className="truncate font-semibold">{player.name}</p>
                      <p className="truncate text-xs text-slate-400">
                        {[
                          player.position ?? player.role,
                          player.substitute ? messages.rosters.substituteLabel : null,
                          player.nationality,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                  </div>
                  <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-400">
                    {playerFigures(player).map((figure) => (
                      <Fragment key={figure.label}>
                        <dt>{figure.label}</dt>
                        <dd className="text-right text-slate-200">{number.format(figure.value)}</dd>
                      </Fragment>
                    ))}
                  </dl>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-400">No players on this roster yet.</p>
        )}
      </TitledSection>

      <TitledSection title="Match history">
        {team.matchHistory.length ? (
          <ul className="mt-4 flex flex-col gap-2">
            {team.matchHistory.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={paths.eventMatch(eventId, entry.id)}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-white/10 bg-ink-900/80 px-4 py-3 hover:border-brand-500/60"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block text-xs text-slate-400">{entry.round}</span>
                    <span className="font-semibold">vs {entry.opponent}</span>
                  </span>
                  <span className="text-sm text-slate-400">
                    {entry.scheduledTime ? formatDateTime(entry.scheduledTime) : 'Time to be agreed'}
                  </span>
                  {entry.result ? (
                    <ResultBadge result={entry.result} />
                  ) : (
                    <MatchStatusBadge status={entry.status} />
                  )}
                  <ChevronRight className="size-4 text-muted" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4">
            <EmptyState
              title="No matches yet"
              text="This team's matches appear here once the bracket is drawn."
            />
          </div>
        )}
      </TitledSection>
    </div>
  );
}
