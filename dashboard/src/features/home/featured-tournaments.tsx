import { siteToasts } from '@galaxia/core';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../app/api-error.ts';
import { EventArt } from '../../components/events/event-art.tsx';
import { EmptyState, ErrorState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDay } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { usePublicRead } from '../../lib/use-public-read.ts';

export function FeaturedTournaments() {
  const { data, isLoading, error, refetch } = usePublicRead('events.featured', '/events/featured');
  if (isLoading) {
    return (
      <div role="status" className="mt-6 grid gap-5 md:grid-cols-3">
        <span className="sr-only">Loading featured tournaments</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-80" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <div className="mt-6">
        <ErrorState message={errorMessage(error, siteToasts.featuredLoadFailed)} onRetry={refetch} />
      </div>
    );
  }
  const featured = data?.tournaments ?? [];
  if (!featured.length) {
    return (
      <div className="mt-6">
        <EmptyState
          title="No tournaments yet"
          text="New tournaments appear here as soon as they are published."
        />
      </div>
    );
  }
  return (
    <ul className="mt-6 grid gap-5 md:grid-cols-3">
      {featured.map((tournament) => (
        <li key={tournament.id}>
          <Link
            to={paths.tournament(tournament.id)}
            className="group flex h-full flex-col overflow-hidden rounded-xl border border-white/10 bg-ink-900/80 transition-colors hover:border-brand-500/60"
          >
            <EventArt image={tournament.image} alt={tournament.imageAlt} game={tournament.game}>
              <span className="absolute left-3 top-3 rounded-full bg-ink-950/80 px-2.5 py-1 text-xs font-semibold">
                {tournament.game}
              </span>
            </EventArt>
            <div className="flex flex-1 flex-col gap-3 p-5">
              <h3 className="font-display text-xl font-bold group-hover:text-brand-300">
                {tournament.title}
              </h3>
              <dl className="flex flex-col gap-2 text-sm text-slate-300">
                <div className="flex items-center gap-2">
                  <dt>
                    <CalendarDays className="size-4 text-slate-400" aria-label="Starts" />
                  </dt>
                  <dd>
                    {formatDay(tournament.date)} · {tournament.time}
                  </dd>
                </div>
                <div className="flex items-center gap-2">
                  <dt>
                    <MapPin className="size-4 text-slate-400" aria-label="Where" />
                  </dt>
                  <dd>{tournament.location}</dd>
                </div>
                <div className="flex items-center gap-2">
                  <dt>
                    <Users className="size-4 text-slate-400" aria-label="Teams" />
                  </dt>
                  <dd>{tournament.participants} teams</dd>
                </div>
              </dl>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
