import {
  type EventTeamDetail,
  finishLabel,
  messages,
  rosterFigureValues,
  teamFigureValues,
} from '@galaxia/core';
import { ChevronRight, Crown, Medal } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useEventTeamQuery } from '../../app/event-api.ts';
import { TitledSection } from '../../components/layout/titled-section.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { TeamLogo } from '../../components/ui/team-logo.tsx';
import { cn } from '../../lib/cn.ts';
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

function TeamView({ eventId, team }: { eventId: string; team: EventTeamDetail }) {
  const formatDateTime = useFormatDateTime();
  // Each game shows its own figures, as core's per-game description lists them.
  const aggregates = teamFigureValues(team);
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
          {team.finishes.length > 0 ? (
            <ul aria-label="Finishes" className="mt-2 flex flex-wrap gap-2">
              {team.finishes.map((finish) => (
                <li key={finish.eventId}>
                  <Link
                    to={paths.event(finish.eventId)}
                    className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold ${
                      finish.place === 1
                        ? 'border-amber-400/50 bg-amber-400/15 text-amber-100 hover:bg-amber-400/25'
                        : 'border-white/15 bg-white/5 text-slate-200 hover:bg-white/10'
                    }`}
                  >
                    {finish.place === 1 ? (
                      <Crown className="size-4 text-amber-300" aria-hidden />
                    ) : (
                      <Medal className="size-4 text-slate-300" aria-hidden />
                    )}
                    {finishLabel(finish.place, finish.eventTitle)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="aggregates-title">
        <h2 id="aggregates-title" className="sr-only">
          Team figures
        </h2>
        {/* A war's six figures (stars and destruction first) sit in one row on wide screens, two by two on phones. */}
        <dl
          className={cn(
            'grid grid-cols-2 gap-3',
            aggregates.length === 6 ? 'md:grid-cols-3 xl:grid-cols-6' : 'md:grid-cols-4',
          )}
        >
          {aggregates.map((item) => (
            <div key={item.label} className="rounded-xl border border-white/10 bg-white/5 p-4">
              <dt className="text-xs uppercase tracking-wider text-slate-400">{item.label}</dt>
              <dd className="mt-1 font-display text-3xl font-bold">
                {'text' in item ? item.text : number.format(item.value)}
              </dd>
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
                    {rosterFigureValues(team, player).map((figure) => (
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
