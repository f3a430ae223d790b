import { type AnnouncementType, messages } from '@galaxia/core';
import { AlertTriangle, Info, Megaphone, ShieldAlert } from 'lucide-react';
import { useEventAnnouncementsQuery } from '../../app/event-api.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { PagedQueryList } from '../../components/ui/paged-query-list.tsx';
import { formatDateTime, timeAgo } from '../../lib/dates.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { EventSectionLayout } from './event-section-layout.tsx';
import { useEventParams } from './use-event-params.ts';

const TYPES: Record<AnnouncementType, { label: string; tone: BadgeTone; icon: typeof Info; border: string }> =
  {
    important: { label: 'Important', tone: 'red', icon: ShieldAlert, border: 'border-l-red-400' },
    warning: { label: 'Warning', tone: 'yellow', icon: AlertTriangle, border: 'border-l-amber-400' },
    info: { label: 'Info', tone: 'blue', icon: Info, border: 'border-l-sky-400' },
  };

export function AnnouncementsPage() {
  const { eventId } = useEventParams();
  const [page, setPage] = usePageParam();
  const query = useEventAnnouncementsQuery({ eventId, page });
  return (
    <EventSectionLayout eventId={eventId} title="Announcements">
      <PagedQueryList
        query={query}
        loadingLabel="Loading announcements"
        fallbackError="Could not load the announcements."
        empty={{
          icon: Megaphone,
          title: messages.empty.announcementsTitle,
          text: messages.empty.announcementsText,
        }}
        label="Announcement pages"
        onPageChange={setPage}
        listClassName="flex flex-col gap-4"
      >
        {(announcement) => {
          const type = TYPES[announcement.type];
          const Icon = type.icon;
          return (
            <article
              className={`rounded-xl border border-l-4 border-white/10 bg-ink-900/80 p-5 ${type.border}`}
            >
              <div className="flex flex-wrap items-center gap-3">
                <Badge tone={type.tone}>
                  <Icon className="size-3.5" aria-hidden />
                  {type.label}
                </Badge>
                <time
                  dateTime={announcement.timestamp}
                  title={formatDateTime(announcement.timestamp)}
                  className="text-xs text-slate-400"
                >
                  {timeAgo(announcement.timestamp)}
                </time>
              </div>
              <h2 className="mt-3 font-display text-xl font-bold">{announcement.title}</h2>
              <p className="mt-2 whitespace-pre-line text-slate-300">{announcement.content}</p>
              <p className="mt-3 text-sm text-slate-400">— {announcement.author}</p>
            </article>
          );
        }}
      </PagedQueryList>
    </EventSectionLayout>
  );
}
