import { gameName, messages, organiserPaths, TEAM_MAX_PLAYERS } from '@galaxia/core';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../app/api-slice.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { CreateTeamDialog } from './create-team-dialog.tsx';
import { TeamLogo } from './team-logo.tsx';
import { useMyTeamsQuery } from './teams-api.ts';

export function TeamsPage() {
  const { data, isLoading, error, refetch } = useMyTeamsQuery();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="My Teams"
        description="Teams you captain or play for."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden /> Create Team
          </Button>
        }
      />
      {isLoading ? (
        <LoadingBlock label="Loading your teams" />
      ) : error ? (
        <ErrorState message={errorMessage(error, messages.teamToasts.teamsLoadFailed)} onRetry={refetch} />
      ) : data?.teams.length ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.teams.map((team) => (
            <li key={team.id}>
              <Link
                to={organiserPaths.team(team.id)}
                className="block rounded-xl focus-visible:outline-offset-4"
              >
                <Card className="flex items-center gap-4 p-5 transition-colors hover:border-brand-500/50">
                  <TeamLogo name={team.name} logo={team.logo} />
                  <div className="min-w-0 flex-1">
                    <h3 className="truncate font-display text-lg font-bold">{team.name}</h3>
                    <p className="text-sm text-slate-400">{gameName(team.gameId)}</p>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <span className="text-sm font-semibold">
                      {team.playerCount}/{TEAM_MAX_PLAYERS}
                      <span className="sr-only"> players</span>
                    </span>
                    <Badge
                      tone={
                        team.membership === 'invited'
                          ? 'yellow'
                          : team.role === 'Captain'
                            ? 'brand'
                            : 'neutral'
                      }
                    >
                      {team.membership === 'invited' ? 'Invited' : team.role}
                    </Badge>
                  </div>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<Users className="size-10" aria-hidden />}
          title="No teams yet"
          text="Create a team and invite your players, or ask a captain to invite you."
          action={<Button onClick={() => setCreating(true)}>Create Team</Button>}
        />
      )}
      {creating ? <CreateTeamDialog open={creating} onOpenChange={setCreating} /> : null}
    </>
  );
}
