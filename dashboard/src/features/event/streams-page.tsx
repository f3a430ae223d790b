import { messages, type Stream } from '@galaxia/core';
import { ExternalLink, Eye, Radio } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useEventStreamsQuery } from '../../app/event-api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { paths } from '../../lib/paths.ts';
import { useFormatDateTime } from '../../lib/use-format-date-time.ts';
import { EventQueryPage } from './event-section-layout.tsx';

const viewers = new Intl.NumberFormat('en-IN');

export function StreamsPage() {
  return (
    <EventQueryPage title="Streams" useQuery={useEventStreamsQuery}>
      {({ streams }, eventId) =>
        streams.length === 0 ? (
          <EmptyState
            icon={<Radio className="size-10" aria-hidden />}
            title={messages.empty.streamsTitle}
            text={messages.empty.streamsText}
          />
        ) : (
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {streams.map((stream) => (
              <li key={stream.matchId}>
                <StreamCard eventId={eventId} stream={stream} />
              </li>
            ))}
          </ul>
        )
      }
    </EventQueryPage>
  );
}

function StreamCard({ eventId, stream }: { eventId: string; stream: Stream }) {
  const formatDateTime = useFormatDateTime();
  const live = stream.status === 'live';
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-white/10 bg-ink-900/80 p-5">
      <div className="flex items-center justify-between gap-2">
        {live ? (
          <Badge tone="red" className="uppercase">
            <span className="size-2 animate-pulse rounded-full bg-red-400" aria-hidden />
            Live
          </Badge>
        ) : (
          <Badge tone="blue">Scheduled</Badge>
        )}
        {stream.viewerCount === null ? null : (
          <span className="flex items-center gap-1.5 text-sm text-slate-300">
            <Eye className="size-4 text-slate-400" aria-hidden />
            {viewers.format(stream.viewerCount)} <span className="sr-only">viewers</span>
          </span>
        )}
      </div>
      <Link
        to={paths.eventMatch(eventId, stream.matchId)}
        className="font-display text-xl font-bold hover:text-brand-300"
      >
        {stream.teams[0]} <span className="text-slate-400">vs</span> {stream.teams[1]}
      </Link>
      {stream.scheduledTime ? (
        <p className="text-sm text-slate-400">{formatDateTime(stream.scheduledTime)}</p>
      ) : null}
      <div className="flex items-center gap-3">
        <Avatar name={stream.streamer} src={stream.streamerAvatar || null} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{stream.streamer}</p>
          <p className="text-xs text-slate-400">on {stream.platform}</p>
        </div>
      </div>
      <Button asChild variant={live ? 'primary' : 'secondary'} className="mt-auto">
        <a href={stream.streamUrl} target="_blank" rel="noreferrer">
          Watch on {stream.platform} <ExternalLink className="size-4" aria-hidden />
        </a>
      </Button>
    </article>
  );
}
