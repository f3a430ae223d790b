import type { DashboardMatch } from '@galaxia/core';
import { messages } from '@galaxia/core';
import { CalendarClock, Plus, Swords, Trophy, Users, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../app/api-slice.ts';
import { useMeQuery } from '../../../app/auth-api.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useOrganiserDashboardQuery } from '../api/organiser-api.ts';
import { NoServersNotice } from '../shell/no-servers-notice.tsx';
import { organiserPaths } from '../shell/organiser-navigation.ts';
import { CreateTournamentDialog } from '../tournaments/create-tournament-dialog.tsx';
import { TournamentCard } from '../tournaments/tournament-card.tsx';
import { NeedsAttentionCard } from './needs-attention-card.tsx';

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: string | number }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <div className="rounded-lg bg-brand-500/15 p-3 text-brand-300">{icon}</div>
      <div>
        <p className="text-sm text-slate-400">{label}</p>
        <p className="font-display text-3xl font-bold">{value}</p>
      </div>
    </Card>
  );
}

const matchTime = (match: DashboardMatch) =>
  match.scheduledTime ? formatDateTime(match.scheduledTime) : 'Awaiting schedule';

export function DashboardPage() {
  const { data: me } = useMeQuery();
  const { data, isLoading, error, refetch } = useOrganiserDashboardQuery(undefined, {
    skip: !me?.servers.length,
  });
  const [creating, setCreating] = useState(false);
  const firstName = me?.user.name.split(' ')[0] ?? '';

  return (
    <>
      <div className="mb-8">
        <h1 className="font-display text-3xl font-bold">Welcome back, {firstName}</h1>
        <p className="mt-1 text-slate-400">Run your server's tournaments from here.</p>
      </div>
      {!me?.servers.length ? (
        <NoServersNotice />
      ) : (
        <div className="flex flex-col gap-8">
          <Card className="flex flex-col items-start justify-between gap-4 bg-gradient-to-r from-brand-600/30 to-neon-400/10 p-6 sm:flex-row sm:items-center">
            <div>
              <h2 className="font-display text-xl font-bold">Create Tournament</h2>
              <p className="text-sm text-slate-300">
                Set up a new tournament for one of your servers in a minute.
              </p>
            </div>
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden /> Create Tournament
            </Button>
          </Card>
          {isLoading ? (
            <LoadingBlock label="Loading your dashboard" />
          ) : error || !data ? (
            <ErrorState
              message={errorMessage(error, messages.organiserToasts.dashboardLoadFailed)}
              onRetry={refetch}
            />
          ) : (
            <>
              <section aria-label="Figures" className="grid gap-4 sm:grid-cols-3">
                <StatCard
                  icon={<Trophy className="size-6" aria-hidden />}
                  label="Active tournaments"
                  value={data.activeTournaments}
                />
                <StatCard
                  icon={<Users className="size-6" aria-hidden />}
                  label="Teams registered"
                  value={data.teamsRegistered}
                />
                <StatCard
                  icon={<Wallet className="size-6" aria-hidden />}
                  label="Total prize pool"
                  value={data.totalPrizePool}
                />
              </section>
              <NeedsAttentionCard matches={data.needsAttention} />
              <div className="grid grid-cols-1 gap-6 xl:grid-cols-[2fr_1fr]">
                <section aria-labelledby="recent-title">
                  <div className="mb-3 flex items-center justify-between">
                    <h2 id="recent-title" className="font-display text-xl font-bold">
                      Recent tournaments
                    </h2>
                    <Link
                      to={organiserPaths.tournaments}
                      className="text-sm font-semibold text-brand-300 hover:underline"
                    >
                      View all
                    </Link>
                  </div>
                  {data.recentTournaments.length ? (
                    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
                      {data.recentTournaments.map((tournament) => (
                        <li key={tournament.id}>
                          <TournamentCard tournament={tournament} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-slate-400">No tournaments yet.</p>
                  )}
                </section>
                <Card>
                  <CardHeader>
                    <CardTitle id="upcoming-title">Upcoming matches</CardTitle>
                  </CardHeader>
                  <CardContent>
                    {data.upcomingMatches.length ? (
                      <ul aria-labelledby="upcoming-title" className="flex flex-col divide-y divide-white/5">
                        {data.upcomingMatches.map((match) => (
                          <li key={match.id} className="flex flex-col gap-1 py-3">
                            <div className="flex items-center justify-between gap-2">
                              <span className="flex items-center gap-2 text-sm font-semibold">
                                <Swords className="size-4 text-brand-300" aria-hidden />
                                {match.teamA ?? 'TBD'} vs {match.teamB ?? 'TBD'}
                              </span>
                              <Badge tone={match.status === 'scheduled' ? 'green' : 'yellow'}>
                                {match.status}
                              </Badge>
                            </div>
                            <span className="flex items-center gap-1 text-xs text-slate-400">
                              <CalendarClock className="size-3.5" aria-hidden />
                              {match.tournamentName} · {match.name} · {matchTime(match)}
                            </span>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="text-sm text-slate-400">No matches waiting to be played.</p>
                    )}
                  </CardContent>
                </Card>
              </div>
            </>
          )}
        </div>
      )}
      {creating ? <CreateTournamentDialog open={creating} onOpenChange={setCreating} /> : null}
    </>
  );
}
