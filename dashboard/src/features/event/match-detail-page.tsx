import type { EventMatchDetail, MatchTeam } from '@galaxia/core';
import type { TFunction } from 'i18next';
import { CalendarClock, Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useEventMatchQuery } from '../../app/event-api.ts';
import { TeamLogo } from '../../components/ui/team-logo.tsx';
import { translateRoundName } from '../../lib/i18n/round-name.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { paths } from '../../lib/paths.ts';
import { useFormatDateTime } from '../../lib/use-format-date-time.ts';
import { CheckInCard } from './check-in-card.tsx';
import { EventItemPage } from './event-section-layout.tsx';
import { MapVetoCard } from './map-veto-card.tsx';
import { MatchActions } from './match-actions.tsx';
import { MatchStatusBadge, matchStatusLine } from './match-status.tsx';
import { SeriesGames } from './series-games.tsx';
import { StreamPlayer } from './stream-player.tsx';
import { useEventParams } from './use-event-params.ts';

export function MatchDetailPage() {
  const { eventId, matchId } = useEventParams();
  return <MatchDetail eventId={eventId} matchId={matchId} />;
}

function MatchDetail({ eventId, matchId }: { eventId: string; matchId: string }) {
  const query = useEventMatchQuery({ eventId, matchId });
  return (
    <EventItemPage eventId={eventId} what="match" query={query}>
      {(match) => <MatchView match={match} />}
    </EventItemPage>
  );
}

function Scoreboard({ match }: { match: EventMatchDetail }) {
  const t = useT();
  const side = (team: MatchTeam | null, won: boolean) => (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-3 text-center">
      <TeamLogo name={team?.name ?? '?'} logo={team?.logo || null} className="size-16 text-xl sm:size-20" />
      <p
        className={`break-words font-display text-lg font-bold sm:text-2xl ${won ? 'text-white' : 'text-slate-300'} ${team ? '' : 'italic text-muted'}`}
      >
        {team?.name ?? t('match.toBeDecided')}
      </p>
      {won ? (
        <span className="text-xs font-semibold uppercase tracking-wider text-emerald-300">
          {t('match.winner')}
        </span>
      ) : null}
    </div>
  );
  return (
    <section
      aria-label={t('match.score')}
      className="flex items-start gap-3 rounded-2xl border border-white/10 bg-gradient-to-r from-brand-600/15 via-ink-900 to-neon-400/10 p-5 sm:gap-6 sm:p-8"
    >
      {side(match.teamA, match.winner === 'A')}
      <div className="flex shrink-0 flex-col items-center gap-2 self-center">
        <p data-testid="match-score" className="font-display text-4xl font-bold tabular-nums sm:text-6xl">
          {match.scoreA ?? '–'}
          <span className="mx-2 text-muted">:</span>
          {match.scoreB ?? '–'}
        </p>
        <MatchStatusBadge status={match.status} />
      </div>
      {side(match.teamB, match.winner === 'B')}
    </section>
  );
}

function Roster({ team, label }: { team: MatchTeam | null; label: string }) {
  const t = useT();
  return (
    <section
      aria-label={t('match.roster', { team: label })}
      className="rounded-xl border border-white/10 bg-ink-900/80 p-5"
    >
      <h2 className="font-display text-xl font-bold">{team?.name ?? label}</h2>
      {team?.players.length ? (
        <ul className="mt-3 flex flex-col divide-y divide-white/5">
          {team.players.map((player) => (
            <li key={player.id}>
              <Link
                to={paths.player(player.id)}
                className="flex items-center justify-between gap-3 py-2 hover:text-brand-300"
              >
                <span className="truncate font-semibold">{player.name}</span>
                <span className="shrink-0 text-sm text-slate-400">
                  {[player.role, player.substitute ? t('registration.substitute') : null, player.country]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-400">
          {team ? t('match.noRoster') : t('match.decidedEarlier')}
        </p>
      )}
    </section>
  );
}

const sideName = (match: EventMatchDetail, side: 'A' | 'B', t: TFunction) =>
  (side === 'A' ? match.teamA?.name : match.teamB?.name) ?? t(side === 'A' ? 'match.teamA' : 'match.teamB');

/**
 * A translated sentence with one value drawn apart (bold): the sentence's word order is the language's,
 * so the value is placed where the translation puts it.
 */
function withValue(text: string, marker: string, value: ReactNode): ReactNode {
  const [before = '', after = ''] = text.split(marker);
  return (
    <>
      {before}
      {value}
      {after}
    </>
  );
}

// Stands in for a value while the sentence is translated, then is replaced by the drawn value.
const VALUE = '\u0000';

function MatchView({ match }: { match: EventMatchDetail }) {
  const formatDateTime = useFormatDateTime();
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-400">
        {translateRoundName(match.phaseName, t)} · {translateRoundName(match.round, t)} ·{' '}
        <span className="text-slate-200">{matchStatusLine(match, formatDateTime, t)}</span>
      </p>
      <Scoreboard match={match} />
      <SeriesGames match={match} />
      {match.stream ? <StreamPlayer stream={match.stream} /> : null}
      {match.proposal ? (
        <p className="flex items-center gap-2 text-sm text-slate-400">
          <CalendarClock className="size-4" aria-hidden />
          {t('match.proposed', {
            team: sideName(match, match.proposal.by, t),
            time: formatDateTime(match.proposal.time),
          })}
        </p>
      ) : null}
      {match.streamClaimed && match.streamer ? (
        <p className="flex items-center gap-2 text-sm text-slate-300">
          <Radio className="size-4 text-red-400" aria-hidden />
          {withValue(
            t('match.streamedBy', { streamer: VALUE }),
            VALUE,
            <span className="font-semibold">{match.streamer}</span>,
          )}
        </p>
      ) : null}
      {match.note ? (
        <p className="rounded-lg bg-white/5 px-4 py-3 text-sm text-slate-300">{match.note}</p>
      ) : null}
      {match.dispute ? (
        <p
          role="status"
          className="rounded-lg border border-red-500/30 bg-red-500/10 px-4 py-3 text-sm text-red-200"
        >
          {t('match.disputed', { team: sideName(match, match.dispute.by, t), reason: match.dispute.reason })}
        </p>
      ) : null}
      <CheckInCard match={match} />
      {match.hasMapVeto && match.teamA && match.teamB ? <MapVetoCard matchId={match.id} /> : null}
      <MatchActions match={match} />
      <div className="grid gap-5 md:grid-cols-2">
        <Roster team={match.teamA} label={t('match.teamA')} />
        <Roster team={match.teamB} label={t('match.teamB')} />
      </div>
    </div>
  );
}
