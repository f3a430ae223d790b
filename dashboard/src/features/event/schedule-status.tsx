import type { ScheduleStatus } from '@galaxia/core';
import { CheckCircle2, CircleDashed, PlayCircle } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

export const SCHEDULE_STATUS: Record<
  ScheduleStatus,
  { label: string; tone: BadgeTone; icon: typeof CheckCircle2 }
> = {
  completed: { label: 'Completed', tone: 'green', icon: CheckCircle2 },
  active: { label: 'Active', tone: 'blue', icon: PlayCircle },
  upcoming: { label: 'Upcoming', tone: 'neutral', icon: CircleDashed },
};

export function ScheduleBadge({ status }: { status: ScheduleStatus }) {
  return <Badge tone={SCHEDULE_STATUS[status].tone}>{SCHEDULE_STATUS[status].label}</Badge>;
}
