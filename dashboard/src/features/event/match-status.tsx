import type { MatchResult, MatchStatus } from '@galaxia/core';
import { AlertTriangle, CalendarClock, CheckCircle2, Hourglass, type LucideIcon, Timer } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const MATCH_STATUS: Record<MatchStatus, { label: string; tone: BadgeTone; icon: LucideIcon; color: string }> =
  {
    completed: { label: 'Completed', tone: 'green', icon: CheckCircle2, color: 'text-emerald-400' },
    scheduled: { label: 'Scheduled', tone: 'blue', icon: CalendarClock, color: 'text-sky-400' },
    pending: { label: 'Pending', tone: 'yellow', icon: Timer, color: 'text-amber-300' },
    upcoming: { label: 'Upcoming', tone: 'neutral', icon: Hourglass, color: 'text-slate-400' },
    disputed: { label: 'Disputed', tone: 'red', icon: AlertTriangle, color: 'text-red-400' },
  };

/**
 * The line under a match saying where it stands (upcoming, scheduled, pending or completed, plus a dispute); times go
 * through `formatDateTime` (the page's `useFormatDateTime`, so server and browser write the same text).
 */
export function matchStatusLine(
  match: {
    status: MatchStatus;
    scheduledTime: string | null;
    completedTime: string | null;
  },
  formatDateTime: (iso: string) => string,
): string {
  switch (match.status) {
    case 'completed':
      return match.completedTime ? `Completed ${formatDateTime(match.completedTime)}` : 'Completed';
    case 'scheduled':
      return match.scheduledTime ? `Scheduled for ${formatDateTime(match.scheduledTime)}` : 'Scheduled';
    case 'pending':
      return 'Waiting for team representatives to schedule';
    case 'upcoming':
      return 'Waiting for earlier matches';
    case 'disputed':
      return 'Result disputed: awaiting the organisers';
  }
}

export function MatchStatusIcon({
  status,
  className = 'size-5',
}: {
  status: MatchStatus;
  className?: string;
}) {
  const { icon: Icon, color, label } = MATCH_STATUS[status];
  return <Icon className={`${className} shrink-0 ${color}`} aria-label={label} role="img" />;
}

export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  return <Badge tone={MATCH_STATUS[status].tone}>{MATCH_STATUS[status].label}</Badge>;
}

const RESULT: Record<MatchResult, { label: string; tone: BadgeTone }> = {
  win: { label: 'Win', tone: 'green' },
  loss: { label: 'Loss', tone: 'red' },
  draw: { label: 'Draw', tone: 'neutral' },
};

export function ResultBadge({ result }: { result: MatchResult }) {
  return <Badge tone={RESULT[result].tone}>{RESULT[result].label}</Badge>;
}
