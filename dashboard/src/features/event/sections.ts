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

export const SECTION_INFO: Record<EventSection, { title: string; text: string; icon: LucideIcon }> = {
  brackets: { title: 'Brackets', text: 'Every phase, round by round', icon: Network },
  streams: { title: 'Streams', text: 'Watch live and upcoming casts', icon: Radio },
  matches: { title: 'Matches', text: 'Schedule, scores and results', icon: Swords },
  teams: { title: 'Teams', text: 'Rosters and match history', icon: Users },
  calendar: { title: 'Calendar', text: 'Match days and phase dates', icon: CalendarDays },
  roadmap: { title: 'Roadmap', text: 'How teams advance', icon: MapIcon },
  'prize-pool': { title: 'Prize Pool', text: 'The split per place', icon: Trophy },
  rulebook: { title: 'Rulebook', text: 'Rules every team plays by', icon: BookOpen },
  stats: { title: 'Statistics', text: 'Top teams and fraggers', icon: BarChart3 },
  announcements: { title: 'Announcements', text: 'News from the organisers', icon: Megaphone },
};
