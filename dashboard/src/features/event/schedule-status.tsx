import type { ScheduleStatus } from '@galaxia/core';
import { CheckCircle2, CircleDashed, PlayCircle } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

export const SCHEDULE_STATUS: Record<ScheduleStatus, { tone: BadgeTone; icon: typeof CheckCircle2 }> = {
  completed: { tone: 'green', icon: CheckCircle2 },
  active: { tone: 'blue', icon: PlayCircle },
  upcoming: { tone: 'neutral', icon: CircleDashed },
};

export function ScheduleBadge({ status }: { status: ScheduleStatus }) {
  const t = useT();
  return <Badge tone={SCHEDULE_STATUS[status].tone}>{t(`event.scheduleStatus.${status}`)}</Badge>;
}
