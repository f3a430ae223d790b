import { type AnnouncementType, messages } from '@galaxia/core';
import { AlertTriangle, Info, Megaphone, ShieldAlert } from 'lucide-react';
import { useEventAnnouncementsQuery } from '../../app/event-api.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { timeAgo } from '../../lib/dates.ts';
import { useIntlLocale } from '../../lib/i18n/language.tsx';
import { useFormatDateTime } from '../../lib/use-format-date-time.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { EventPagedPage } from './event-section-layout.tsx';

const TYPES: Record<AnnouncementType, { label: string; tone: BadgeTone; icon: typeof Info; border: string }> =
  {
    important: { label: 'Important', tone: 'red', icon: ShieldAlert, border: 'border-l-red-400' },
    warning: { label: 'Warning', tone: 'yellow', icon: AlertTriangle, border: 'border-l-amber-400' },
    info: { label: 'Info', tone: 'blue', icon: Info, border: 'border-l-sky-400' },
  };

const NO_ANNOUNCEMENTS = {
  icon: Megaphone,
  title: messages.empty.announcementsTitle,
  text: messages.empty.announcementsText,
};

export function AnnouncementsPage() {
  const formatDateTime = useFormatDateTime();
  const locale = useIntlLocale();
  // '3 hours ago' depends on the moment of drawing: the server's HTML and the hydration show the time itself.
  const hydrated = useHydrated();
  return (
    <EventPagedPage
      title="Announcements"
      item="Announcement"
      useQuery={useEventAnnouncementsQuery}
      layout="stack"
      empty={NO_ANNOUNCEMENTS}
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
                {hydrated
                  ? timeAgo(announcement.timestamp, Date.now(), locale)
                  : formatDateTime(announcement.timestamp)}
              </time>
            </div>
            <h2 className="mt-3 font-display text-xl font-bold">{announcement.title}</h2>
            <p className="mt-2 whitespace-pre-line text-slate-300">{announcement.content}</p>
            <p className="mt-3 text-sm text-slate-400">— {announcement.author}</p>
          </article>
        );
      }}
    </EventPagedPage>
  );
}
