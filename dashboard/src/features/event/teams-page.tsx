import { Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useEventTeamsQuery } from '../../app/event-api.ts';
import { PagedQueryList } from '../../components/ui/paged-query-list.tsx';
import { TeamLogo } from '../../components/ui/team-logo.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { EventSectionLayout } from './event-section-layout.tsx';
import { useEventParams } from './use-event-params.ts';

export function TeamsPage() {
  const { eventId } = useEventParams();
  const [page, setPage] = usePageParam();
  const query = useEventTeamsQuery({ eventId, page });
  return (
    <EventSectionLayout eventId={eventId} title="Teams">
      <PagedQueryList
        query={query}
        loadingLabel="Loading teams"
        fallbackError="Could not load the teams."
        empty={{
          icon: Users,
          title: 'No teams yet',
          text: 'Teams appear here once their registration is accepted.',
        }}
        label="Team pages"
        onPageChange={setPage}
        listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        before={(teams) => <p className="text-sm text-slate-400">{teams.total} teams</p>}
      >
        {(team) => (
          <Link
            to={paths.eventTeam(eventId, team.id)}
            className="flex h-full flex-col gap-3 rounded-xl border border-white/10 bg-ink-900/80 p-5 transition-colors hover:border-brand-500/60"
          >
            <div className="flex items-center gap-3">
              <TeamLogo name={team.name} logo={team.logo} />
              <div className="min-w-0">
                <h2 className="truncate font-display text-xl font-bold">{team.name}</h2>
                {team.region ? <p className="truncate text-sm text-slate-400">{team.region}</p> : null}
              </div>
            </div>
            {team.description ? (
              <p className="line-clamp-2 text-sm text-slate-300">{team.description}</p>
            ) : null}
            <p className="mt-auto flex items-center gap-2 text-sm text-slate-300">
              <Users className="size-4 text-slate-400" aria-hidden />
              {team.playerCount} {team.playerCount === 1 ? 'player' : 'players'}
            </p>
          </Link>
        )}
      </PagedQueryList>
    </EventSectionLayout>
  );
}
