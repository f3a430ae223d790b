import { gameName, messages, organiserPaths, TEAM_MAX_PLAYERS, type TeamMemberView } from '@galaxia/core';
import { ArrowLeft, Crown, LogOut, UserMinus } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { asResult, errorMessage } from '../../../app/api-slice.ts';
import { useMeQuery } from '../../../app/auth-api.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { PlayerSearch } from './player-search.tsx';
import { TeamLogo } from './team-logo.tsx';
import { TeamProfileForm } from './team-profile-form.tsx';
import {
  useAnswerInvitationMutation,
  useInviteMemberMutation,
  useLeaveTeamMutation,
  useRemoveMemberMutation,
  useTeamQuery,
  useTransferCaptainMutation,
} from './teams-api.ts';

/** A team's roster; its captain manages it here. The organiser area and /my-teams both show it. */
export function TeamPage({
  backTo = organiserPaths.teams,
  backLabel = 'My Teams',
}: {
  backTo?: string;
  backLabel?: string;
}) {
  const { teamId = '' } = useParams();
  const navigate = useNavigate();
  const { data: me } = useMeQuery();
  const { data: team, isLoading, error, refetch } = useTeamQuery(teamId);
  const [invite, { isLoading: inviting }] = useInviteMemberMutation();
  const [remove] = useRemoveMemberMutation();
  const [transfer] = useTransferCaptainMutation();
  const [leave] = useLeaveTeamMutation();
  const [answer] = useAnswerInvitationMutation();

  if (isLoading) return <LoadingBlock label="Loading the team" />;
  if (error || !team)
    return <ErrorState message={errorMessage(error, messages.teamToasts.teamNotFound)} onRetry={refetch} />;

  const myId = me?.user.id;
  const mine = team.members.find((member) => member.userId === myId);
  const isCaptain = mine?.role === 'Captain' && mine.status === 'active';

  const run = async (call: { unwrap: () => Promise<unknown> }, success: string) => {
    const result = await asResult(call, 'That did not work. Please try again.');
    if (result.success) toast.success(success);
    else toast.error(result.error);
    return result.success;
  };

  const onLeave = async () => {
    if (await run(leave(teamId), `You left ${team.name}`)) navigate(backTo);
  };

  const memberActions = (member: TeamMemberView) =>
    isCaptain && member.userId !== myId ? (
      <div className="flex gap-1">
        {member.status === 'active' ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => run(transfer({ teamId, userId: member.userId }), `${member.name} is now captain`)}
          >
            <Crown className="size-4" aria-hidden /> Make captain
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-label={
            member.status === 'invited' ? `Withdraw invitation to ${member.name}` : `Remove ${member.name}`
          }
          onClick={() => run(remove({ teamId, userId: member.userId }), `${member.name} removed`)}
        >
          <UserMinus className="size-4" aria-hidden />
        </Button>
      </div>
    ) : null;

  return (
    <div className="mx-auto max-w-3xl">
      <Link to={backTo} className="inline-flex items-center gap-2 text-sm text-slate-400 hover:text-white">
        <ArrowLeft className="size-4" aria-hidden /> {backLabel}
      </Link>
      <header className="mt-4 flex flex-wrap items-center gap-4">
        <TeamLogo name={team.name} logo={team.logo} className="size-16" />
        <div className="flex-1">
          <h1 className="font-display text-3xl font-bold">{team.name}</h1>
          <p className="text-slate-400">
            {gameName(team.gameId)} · {team.playerCount}/{TEAM_MAX_PLAYERS} players
            {team.region ? ` · ${team.region}` : ''}
          </p>
          {team.description ? <p className="mt-1 text-sm text-slate-300">{team.description}</p> : null}
        </div>
        {mine?.status === 'active' ? (
          <Button variant="secondary" onClick={onLeave}>
            <LogOut className="size-4" aria-hidden /> Leave team
          </Button>
        ) : null}
      </header>

      {mine?.status === 'invited' ? (
        <Card className="mt-6 flex flex-wrap items-center justify-between gap-3 border-amber-500/30 p-5">
          <p>You are invited to join {team.name}.</p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() => run(answer({ teamId, accept: false }), 'Invitation declined')}
            >
              Decline
            </Button>
            <Button onClick={() => run(answer({ teamId, accept: true }), `Welcome to ${team.name}`)}>
              Accept
            </Button>
          </div>
        </Card>
      ) : null}

      <Card className="mt-6 p-5">
        <h2 className="font-display text-xl font-bold">Roster</h2>
        <ul className="mt-3 flex flex-col divide-y divide-white/5">
          {team.members.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center gap-3 py-3">
              <Avatar name={member.name} src={member.avatar} className="size-9 text-sm" />
              <span className="flex-1 font-medium">{member.name}</span>
              <Badge
                tone={
                  member.status === 'invited' ? 'yellow' : member.role === 'Captain' ? 'brand' : 'neutral'
                }
              >
                {member.status === 'invited' ? 'Invited' : member.role}
              </Badge>
              {memberActions(member)}
            </li>
          ))}
        </ul>
      </Card>

      {isCaptain ? <TeamProfileForm key={team.id} team={team} /> : null}

      {isCaptain ? (
        <Card className="mt-6 p-5">
          <h2 className="font-display text-xl font-bold">Invite a player</h2>
          <div className="mt-3">
            <PlayerSearch
              busy={inviting}
              excluded={new Set(team.members.map((member) => member.userId))}
              onInvite={(player) => run(invite({ teamId, userId: player.userId }), `${player.name} invited`)}
            />
          </div>
        </Card>
      ) : null}
    </div>
  );
}
