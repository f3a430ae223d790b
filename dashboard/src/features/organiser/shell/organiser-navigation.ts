import { Inbox, LayoutDashboard, ScanFace, SquareTerminal, Trophy, Users, Video } from 'lucide-react';

export const organiserPaths = {
  root: '/galaxia',
  tournaments: '/galaxia/tournaments',
  editStep: (id: string, step: string) => `/galaxia/tournaments/${id}/edit/${step}`,
  console: (id: string) => `/galaxia/tournaments/${id}/console`,
  teams: '/galaxia/teams',
  team: (id: string) => `/galaxia/team/${id}`,
  streamTools: '/galaxia/stream-tools',
  verify: '/galaxia/verify',
  commands: '/galaxia/commands',
  enquiries: '/galaxia/enquiries',
} as const;

export const organiserNavigation = [
  { label: 'Dashboard', to: organiserPaths.root, icon: LayoutDashboard, end: true },
  { label: 'My Tournaments', to: organiserPaths.tournaments, icon: Trophy, end: false },
  { label: 'My Teams', to: organiserPaths.teams, icon: Users, end: false },
  { label: 'Stream Tools', to: organiserPaths.streamTools, icon: Video, end: false },
  { label: 'Verify Identity', to: organiserPaths.verify, icon: ScanFace, end: false },
  { label: 'Command Set', to: organiserPaths.commands, icon: SquareTerminal, end: false },
] as const;

/** Shown to platform staff only, below the organiser's own entries. */
export const staffNavigation = [
  { label: 'Enquiries', to: organiserPaths.enquiries, icon: Inbox, end: false },
] as const;
