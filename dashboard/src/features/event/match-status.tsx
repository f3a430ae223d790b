import type { MatchResult, MatchStatus } from '@galaxia/core';
import type { TFunction } from 'i18next';
import { AlertTriangle, CalendarClock, CheckCircle2, Hourglass, type LucideIcon, Timer } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

// Each status's label is the catalogue's `match.status.<status>`.
const MATCH_STATUS: Record<MatchStatus, { tone: BadgeTone; icon: LucideIcon; color: string }> = {
  completed: { tone: 'green', icon: CheckCircle2, color: 'text-emerald-400' },
  scheduled: { tone: 'blue', icon: CalendarClock, color: 'text-sky-400' },
  pending: { tone: 'yellow', icon: Timer, color: 'text-amber-300' },
  upcoming: { tone: 'neutral', icon: Hourglass, color: 'text-slate-400' },
  disputed: { tone: 'red', icon: AlertTriangle, color: 'text-red-400' },
};

/**
 * The line under a match saying where it stands (upcoming, scheduled, pending or completed, plus a dispute); times go
 * through `formatDateTime` (the page's `useFormatDateTime`, so server and browser write the same text), words
 * through `t` (the page's language).
 */
export function matchStatusLine(
  match: {
    status: MatchStatus;
    scheduledTime: string | null;
    completedTime: string | null;
  },
  formatDateTime: (iso: string) => string,
  t: TFunction,
): string {
  switch (match.status) {
    case 'completed':
      return match.completedTime
        ? t('match.statusLine.completedAt', { time: formatDateTime(match.completedTime) })
        : t('match.status.completed');
    case 'scheduled':
      return match.scheduledTime
        ? t('match.statusLine.scheduledFor', { time: formatDateTime(match.scheduledTime) })
        : t('match.status.scheduled');
    default:
      return t(`match.statusLine.${match.status}`);
  }
}

export function MatchStatusIcon({
  status,
  className = 'size-5',
}: {
  status: MatchStatus;
  className?: string;
}) {
  const t = useT();
  const { icon: Icon, color } = MATCH_STATUS[status];
  return (
    <Icon className={`${className} shrink-0 ${color}`} aria-label={t(`match.status.${status}`)} role="img" />
  );
}

export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  const t = useT();
  return <Badge tone={MATCH_STATUS[status].tone}>{t(`match.status.${status}`)}</Badge>;
}

const RESULT_TONE: Record<MatchResult, BadgeTone> = { win: 'green', loss: 'red', draw: 'neutral' };

export function ResultBadge({ result }: { result: MatchResult }) {
  const t = useT();
  return <Badge tone={RESULT_TONE[result]}>{t(`match.result.${result}`)}</Badge>;
}
