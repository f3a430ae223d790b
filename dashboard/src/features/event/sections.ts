import {
  BarChart3,
  BookOpen,
  CalendarDays,
  type LucideIcon,
  Map as MapIcon,
  Megaphone,
  Network,
  Radio,
  Swords,
  Trophy,
  Users,
} from 'lucide-react';
import type { EventSection } from '../../lib/paths.ts';

/** Each event page's icon on the event's overview; their names and hints are in the web catalogue. */
export const SECTION_ICONS: Record<EventSection, LucideIcon> = {
  brackets: Network,
  streams: Radio,
  matches: Swords,
  teams: Users,
  calendar: CalendarDays,
  roadmap: MapIcon,
  'prize-pool': Trophy,
  rulebook: BookOpen,
  stats: BarChart3,
  announcements: Megaphone,
};
