import { type EventListItem, gameName, type MyTeam } from '@galaxia/core';
import { Crown, Plus, Settings2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMyTeamsQuery } from '../../app/account-api.ts';
import { asResult } from '../../app/api-slice.ts';
import { useEventsQuery } from '../../app/events-api.ts';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { SignedInPage } from '../../components/layout/signed-in-page.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { TeamLogo } from '../../components/ui/team-logo.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { paths } from '../../lib/paths.ts';
import { TeamEventRecord } from './team-event-record.tsx';
import { CreateTeamDialog } from './teams/create-team-dialog.tsx';
import { useAnswerInvitationMutation } from './teams/teams-api.ts';
import { TournamentInvitations } from './tournament-invitations.tsx';

export const MyTeamsPage = () => <SignedInPage personal="teams" page={SignedInTeams} />;

function SignedInTeams() {
  const teams = useMyTeamsQuery();
  // The events I play in; each team's record is read from the events of its game.
  const events = useEventsQuery({ games: [], page: 1 });
  const mine = (events.data?.items ?? []).filter((event) => event.isParticipating);
  const [creating, setCreating] = useState(false);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title="My Teams">The teams you captain or play for, and how they are doing.</PageHeading>
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden /> Create Team
        </Button>
      </div>
      <CreateTeamDialog open={creating} onOpenChange={setCreating} teamPath={paths.myTeam} />
      <TournamentInvitations />
      <QueryState query={teams} label="Loading your teams" fallbackError="Could not load your teams.">
        {({ teams: list }) =>
          list.length === 0 ? (
            <EmptyState
              icon={<Users className="size-10" aria-hidden />}
              title="No teams yet"
              text="Create a team and invite your players, or ask a captain to invite you."
              action={<Button onClick={() => setCreating(true)}>Create Team</Button>}
            />
          ) : (
            <>
              <Totals teams={list} events={mine} />
              <ul className="flex flex-col gap-5">
                {list.map((team) => (
                  <li key={team.id}>
                    <TeamCard
                      team={team}
                      events={mine.filter((event) => event.game === gameName(team.gameId))}
                    />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function Totals({ teams, events }: { teams: readonly MyTeam[]; events: readonly EventListItem[] }) {
  const active = teams.filter((team) => team.membership === 'active');
  const totals = [
    { label: 'Teams', value: active.length },
    { label: 'Captain of', value: active.filter((team) => team.role === 'Captain').length },
    { label: 'Team members', value: active.reduce((sum, team) => sum + team.playerCount, 0) },
    { label: 'Events entered', value: events.length },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {totals.map((total) => (
        <div key={total.label} className="rounded-xl border border-white/10 bg-ink-900/80 p-4">
          <dt className="text-xs uppercase tracking-wider text-slate-400">{total.label}</dt>
          <dd className="mt-1 font-display text-3xl font-bold">{total.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TeamCard({ team, events }: { team: MyTeam; events: readonly EventListItem[] }) {
  const members = team.members.filter((member) => member.status === 'active');
  return (
    <article
      aria-label={team.name}
      className="flex flex-col gap-5 rounded-2xl border border-white/10 bg-ink-900/80 p-5"
    >
      <header className="flex flex-wrap items-center gap-4">
        <TeamLogo name={team.name} logo={team.logo} className="size-14 text-lg" />
        <div className="min-w-[9rem] flex-1">
          <h2 className="break-words font-display text-2xl font-bold">{team.name}</h2>
          <p className="text-sm text-slate-400">
            {gameName(team.gameId)} · {team.playerCount} {team.playerCount === 1 ? 'player' : 'players'}
          </p>
        </div>
        <Badge tone={team.role === 'Captain' ? 'brand' : 'neutral'} className="px-3 py-1 text-sm">
          {team.role === 'Captain' ? <Crown className="size-3.5" aria-hidden /> : null}
          {team.role}
        </Badge>
        {team.membership === 'invited' ? <Badge tone="yellow">Invitation pending</Badge> : null}
        {team.membership === 'active' ? (
          <Button asChild variant="secondary" size="sm">
            <Link
              to={paths.myTeam(team.id)}
              aria-label={`${team.role === 'Captain' ? 'Manage' : 'Open'} ${team.name}`}
            >
              <Settings2 className="size-4" aria-hidden /> {team.role === 'Captain' ? 'Manage' : 'Open'}
            </Link>
          </Button>
        ) : null}
      </header>
      {team.membership === 'invited' ? <InvitationAnswer team={team} /> : null}

      <section aria-label={`${team.name} members`}>
        <h3 className="text-xs font-semibold uppercase tracking-wider text-slate-400">Members</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {members.map((member) => (
            <li key={member.userId}>
              <Link
                to={paths.player(member.userId)}
                className="flex items-center gap-2 rounded-full border border-white/10 bg-white/5 py-1 pl-1 pr-3 text-sm hover:border-brand-500/60"
              >
                <Avatar name={member.name} src={member.avatar} className="size-6 text-xs" />
                {member.name}
                {member.role === 'Captain' ? (
                  <Crown className="size-3.5 text-amber-300" aria-label="Captain" />
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label={`${team.name} events`}>
        <h3 className="text-xs font-semibold uppercase tracking-wider text-slate-400">Events and record</h3>
        {events.length ? (
          <ul className="mt-2 flex flex-col gap-2">
            {events.map((event) => (
              <TeamEventRecord key={event.id} event={event} teamId={team.id} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-400">Not entered in any event yet.</p>
        )}
      </section>
    </article>
  );
}

/** The invited player answers on the card itself. */
function InvitationAnswer({ team }: { team: MyTeam }) {
  const [answer, { isLoading }] = useAnswerInvitationMutation();
  const respond = async (accept: boolean) => {
    const result = await asResult(
      answer({ teamId: team.id, accept }),
      'That did not work. Please try again.',
    );
    if (!result.success) toast.error(result.error);
    else toast.success(accept ? `Welcome to ${team.name}` : 'Invitation declined');
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-500/30 bg-amber-500/5 p-4">
      <p>You are invited to join {team.name}.</p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={isLoading} onClick={() => respond(false)}>
          Decline
        </Button>
        <Button disabled={isLoading} onClick={() => respond(true)}>
          Accept
        </Button>
      </div>
    </div>
  );
}
