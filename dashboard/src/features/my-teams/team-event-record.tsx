import type { EventListItem } from '@galaxia/core';
import { Link } from 'react-router-dom';
import { useEventTeamQuery } from '../../app/event-api.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';

const STATUS_LABEL = { upcoming: 'Upcoming', ongoing: 'Ongoing', past: 'Past' } as const;

/**
 * One event a team plays in: its win-loss record there and its next match, from the event's team
 * page. Events of the same game the team is not entered in answer 404 and are left out.
 */
export function TeamEventRecord({ event, teamId }: { event: EventListItem; teamId: string }) {
  const { data, isLoading, error } = useEventTeamQuery({ eventId: event.id, teamId });
  if (isLoading) {
    return (
      <li>
        <Skeleton className="h-14" />
      </li>
    );
  }
  if (error || !data) return null;
  const wins = data.matchHistory.filter((match) => match.result === 'win').length;
  const losses = data.matchHistory.filter((match) => match.result === 'loss').length;
  const next = data.matchHistory.find((match) => match.status === 'scheduled' || match.status === 'pending');
  return (
    <li>
      <Link
        to={paths.eventTeam(event.id, teamId)}
        className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-white/10 bg-white/5 px-4 py-3 hover:border-brand-500/60"
      >
        <span className="min-w-0 basis-full sm:basis-auto sm:flex-1">
          <span className="block font-semibold">{event.title}</span>
          <span className="block text-xs text-slate-400">
            {next
              ? `Next: vs ${next.opponent}${next.scheduledTime ? `, ${formatDateTime(next.scheduledTime)}` : ''}`
              : 'No match scheduled'}
          </span>
        </span>
        <span className="font-display text-lg font-bold tabular-nums">
          <span aria-hidden>
            {wins}W – {losses}L
          </span>
          <span className="sr-only">
            {wins} wins, {losses} losses
          </span>
        </span>
        <Badge tone={event.status === 'past' ? 'neutral' : 'blue'}>{STATUS_LABEL[event.status]}</Badge>
      </Link>
    </li>
  );
}
