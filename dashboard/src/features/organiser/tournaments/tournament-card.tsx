import { messages, type OrganiserTournamentSummary, type TournamentStage } from '@galaxia/core';
import { CalendarDays, Gauge, Pencil, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { organiserPaths } from '../shell/organiser-navigation.ts';

const statusTone: Record<TournamentStage, BadgeTone> = {
  draft: 'neutral',
  published: 'blue',
  registration: 'yellow',
  live: 'green',
  completed: 'brand',
  archived: 'neutral',
};

export function TournamentCard({ tournament }: { tournament: OrganiserTournamentSummary }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-bold break-words">{tournament.name}</h3>
          <p className="text-sm text-slate-400">
            {tournament.game} · Season {tournament.seasonNumber} · {tournament.serverName}
          </p>
        </div>
        <Badge tone={statusTone[tournament.status]} className="shrink-0">
          {messages.lifecycle.stageLabel[tournament.status]}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="flex items-center gap-1 text-slate-400">
            <Users className="size-3.5" aria-hidden /> Teams
          </dt>
          <dd className="font-semibold">{tournament.teamsRegistered}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-slate-400">
            <Trophy className="size-3.5" aria-hidden /> Prize pool
          </dt>
          <dd className="font-semibold whitespace-nowrap">{tournament.prizePool || '—'}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-slate-400">
            <CalendarDays className="size-3.5" aria-hidden /> Starts
          </dt>
          <dd className="font-semibold">{formatDay(tournament.startDate)}</dd>
        </div>
      </dl>
      <div className="mt-auto grid grid-cols-2 gap-2">
        <Link
          to={organiserPaths.editStep(tournament.id, 'basic')}
          aria-label={`Edit ${tournament.name}`}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/15 px-3 py-2 text-sm font-semibold hover:bg-white/10"
        >
          <Pencil className="size-4" aria-hidden /> Edit
        </Link>
        <Link
          to={organiserPaths.console(tournament.id)}
          aria-label={`Run ${tournament.name}`}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-500"
        >
          <Gauge className="size-4" aria-hidden /> Run
        </Link>
      </div>
    </Card>
  );
}
