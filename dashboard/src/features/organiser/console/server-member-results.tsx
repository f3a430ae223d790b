import type { GuildMemberMatch } from '@galaxia/core';
import { UserPlus } from 'lucide-react';
import { asResult } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useGrantStreamerByDiscordMutation, useSearchServerMembersQuery } from './server-member-api.ts';

/** Members of the tournament's Discord server matching the search, granted by their Discord account. */
export function ServerMemberResults({
  tournamentId,
  query,
  onGranted,
}: {
  tournamentId: string;
  query: string;
  onGranted: () => void;
}) {
  const { data } = useSearchServerMembersQuery({ tournamentId, query });
  const [grant, { isLoading }] = useGrantStreamerByDiscordMutation();
  const members = data?.members ?? [];
  if (!members.length) return null;

  const onGrant = async (member: GuildMemberMatch) => {
    const result = await asResult(
      grant({ tournamentId, discordId: member.discordId }),
      'Could not add the streamer',
    );
    if (!result.success) return toast.error(result.error);
    toast.success(`${member.name} can now stream this tournament`);
    onGranted();
  };

  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-400">Server members</p>
      <ul className="flex flex-col gap-1">
        {members.map((member) => (
          <li key={member.discordId} className="flex items-center justify-between gap-2 text-sm">
            <span className="truncate">
              {member.name}
              <span className="text-slate-400"> @{member.username}</span>
            </span>
            <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => onGrant(member)}>
              <UserPlus className="size-4" aria-hidden /> Make streamer
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
