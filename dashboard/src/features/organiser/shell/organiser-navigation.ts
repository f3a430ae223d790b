import { organiserPaths } from '@galaxia/core';
import {
  Globe,
  Inbox,
  LayoutDashboard,
  MessagesSquare,
  ScanFace,
  SquareTerminal,
  Trophy,
  Users,
  Video,
} from 'lucide-react';

export { organiserPaths } from '@galaxia/core';

export const organiserNavigation = [
  { label: 'Dashboard', to: organiserPaths.root, icon: LayoutDashboard, end: true },
  { label: 'My Tournaments', to: organiserPaths.tournaments, icon: Trophy, end: false },
  { label: 'My Teams', to: organiserPaths.teams, icon: Users, end: false },
  { label: 'Stream Tools', to: organiserPaths.streamTools, icon: Video, end: false },
  { label: 'Verify Identity', to: organiserPaths.verify, icon: ScanFace, end: false },
  { label: 'Command Set', to: organiserPaths.commands, icon: SquareTerminal, end: false },
  { label: 'Discord Settings', to: organiserPaths.discord, icon: MessagesSquare, end: false },
  { label: 'Community Page', to: organiserPaths.community, icon: Globe, end: false },
] as const;

/** Shown to platform staff only, below the organiser's own entries. */
export const staffNavigation = [
  { label: 'Enquiries', to: organiserPaths.enquiries, icon: Inbox, end: false },
] as const;
