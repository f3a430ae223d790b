import { ServerOff } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** Shown instead of empty organiser screens to someone who administers no Discord server. */
export function NoServersNotice() {
  return (
    <EmptyState
      icon={<ServerOff className="size-10" aria-hidden />}
      title="You don't administer a Discord server yet"
      text="Organising tournaments needs a Discord server where you are the owner or have the Administrator or Manage Server permission. Create a server in Discord (or ask an owner for that permission), add the Galaxia bot to it, then sign out and in again so Discord tells us."
    />
  );
}
