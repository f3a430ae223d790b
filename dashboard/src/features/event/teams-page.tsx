import { Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useEventTeamsQuery } from '../../app/event-api.ts';
import { TeamLogo } from '../../components/ui/team-logo.tsx';
import { paths } from '../../lib/paths.ts';
import { EventPagedPage } from './event-section-layout.tsx';

const NO_TEAMS = {
  icon: Users,
  title: 'No teams yet',
  text: 'Teams appear here once their registration is accepted.',
};

export function TeamsPage() {
  return (
    <EventPagedPage
      title="Teams"
      item="Team"
      useQuery={useEventTeamsQuery}
      layout="cards"
      empty={NO_TEAMS}
      counted
    >
      {(team, eventId) => (
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
            {team.substituteCount
              ? ` (${team.substituteCount} ${team.substituteCount === 1 ? 'substitute' : 'substitutes'})`
              : ''}
          </p>
        </Link>
      )}
    </EventPagedPage>
  );
}
