import type { EventListItem } from '@galaxia/core';
import { Crown, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { Badge } from '../ui/badge.tsx';
import { EventArt } from './event-art.tsx';
import { ClosedBanner, RegistrationBadge } from './registration-badge.tsx';

export function EventCard({ event }: { event: EventListItem }) {
  return (
    <Link
      to={paths.event(event.id)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-white/10 bg-ink-900/80 transition-colors hover:border-brand-500/60"
    >
      <EventArt image={event.image} alt={event.imageAlt} game={event.game}>
        {event.registrationStatus === 'closed' ? <ClosedBanner /> : null}
        {event.isParticipating ? (
          <Badge tone="brand" className="absolute right-3 top-3 bg-ink-950/85">
            Participating
          </Badge>
        ) : null}
      </EventArt>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="blue">{event.game}</Badge>
          {event.format ? <Badge>{event.format}</Badge> : null}
        </div>
        <h3 className="font-display text-xl font-bold group-hover:text-brand-300">{event.title}</h3>
        {event.description ? (
          <p className="line-clamp-2 text-sm text-slate-400">{event.description}</p>
        ) : null}
        {event.champion ? (
          <p className="flex min-w-0 items-center gap-2 rounded-lg border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-sm">
            <Crown className="size-4 shrink-0 text-amber-300" aria-hidden />
            <span className="shrink-0 text-xs font-semibold uppercase tracking-wider text-amber-200">
              Champion
            </span>
            <span className="truncate font-semibold text-white">{event.champion.name}</span>
          </p>
        ) : null}
        <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
          <div className="flex items-center gap-2 text-slate-300">
            <dt>
              <Trophy className="size-4 text-amber-300" aria-label="Prize pool" />
            </dt>
            <dd className="font-semibold">{event.prizePool || '—'}</dd>
          </div>
          <div className="flex items-center gap-2 text-slate-300">
            <dt>
              <Users className="size-4 text-slate-400" aria-label="Host" />
            </dt>
            <dd className="truncate">{event.host}</dd>
          </div>
        </dl>
        <RegistrationBadge event={event} />
      </div>
    </Link>
  );
}
