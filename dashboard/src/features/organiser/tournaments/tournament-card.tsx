import { messages, type OrganiserTournamentSummary, type TournamentStage } from '@galaxia/core';
import {
  Archive,
  ArchiveRestore,
  CalendarDays,
  Gauge,
  Pencil,
  Repeat,
  Trash2,
  Trophy,
  Users,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { asResult } from '../../../app/api-slice.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDay } from '../../../lib/dates.ts';
import { useChangeLifecycleMutation, useDeleteTournamentMutation } from '../api/organiser-api.ts';
import { organiserPaths } from '../shell/organiser-navigation.ts';
import { useStartNextSeasonMutation } from './next-season-api.ts';

const statusTone: Record<TournamentStage, BadgeTone> = {
  draft: 'neutral',
  published: 'blue',
  registration: 'yellow',
  live: 'green',
  completed: 'brand',
  archived: 'neutral',
};

/** Archive, restore and delete, offered only where the lifecycle allows them (the server checks again). */
function CardActions({ tournament }: { tournament: OrganiserTournamentSummary }) {
  const [change, { isLoading: changing }] = useChangeLifecycleMutation();
  const [remove, { isLoading: removing }] = useDeleteTournamentMutation();
  const [startNext, { isLoading: starting }] = useStartNextSeasonMutation();
  const navigate = useNavigate();
  const busy = changing || removing || starting;
  const run = async (call: { unwrap: () => Promise<unknown> }, done: string) => {
    const result = await asResult(call, messages.event.updateFailed);
    if (result.success) toast.success(done);
    else toast.error(result.error);
  };
  const { id, name, status } = tournament;
  if (status === 'archived')
    return (
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={() => run(change({ id, action: 'unarchive' }), messages.lifecycle.unarchived)}
      >
        <ArchiveRestore className="size-4" aria-hidden /> Restore
      </Button>
    );
  if (status !== 'draft' && status !== 'completed') return null;
  // The next season of a series starts from a finished one: its settings, dates moved forward.
  const startNextSeason = async () => {
    const result = await asResult(startNext(id), messages.event.updateFailed);
    if (!result.success) return toast.error(result.error);
    toast.success(messages.community.nextSeason.started(result.data.title));
    navigate(organiserPaths.editStep(result.data.id, 'basic'));
  };
  return (
    <div className="flex flex-wrap gap-1">
      {status === 'completed' && (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={messages.community.nextSeason.actionFor(name)}
          onClick={() => void startNextSeason()}
        >
          <Repeat className="size-4" aria-hidden /> {messages.community.nextSeason.action}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        aria-label={`Archive ${name}`}
        onClick={() => run(change({ id, action: 'archive' }), messages.lifecycle.archived)}
      >
        <Archive className="size-4" aria-hidden /> Archive
      </Button>
      {status === 'draft' && (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={`Delete ${name}`}
          onClick={() => {
            if (window.confirm(`Delete the draft "${name}" for good?`))
              void run(remove(id), messages.lifecycle.deleted);
          }}
        >
          <Trash2 className="size-4" aria-hidden /> Delete
        </Button>
      )}
    </div>
  );
}

export function TournamentCard({ tournament }: { tournament: OrganiserTournamentSummary }) {
  const runnable = tournament.status !== 'draft' && tournament.status !== 'archived';
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex flex-col items-start gap-2">
        <Badge tone={statusTone[tournament.status]}>{messages.lifecycle.stageLabel[tournament.status]}</Badge>
        <div className="min-w-0">
          <h3 className="font-display text-lg font-bold break-words">{tournament.name}</h3>
          <p className="text-sm text-slate-400">
            {tournament.game} · Season {tournament.seasonNumber} · {tournament.serverName}
          </p>
        </div>
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
      <CardActions tournament={tournament} />
      <div className={cn('mt-auto grid gap-2', runnable ? 'grid-cols-2' : 'grid-cols-1')}>
        <Link
          to={organiserPaths.editStep(tournament.id, 'basic')}
          aria-label={`Edit ${tournament.name}`}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-white/15 px-3 py-2 text-sm font-semibold hover:bg-white/10"
        >
          <Pencil className="size-4" aria-hidden /> Edit
        </Link>
        {runnable && (
          <Link
            to={organiserPaths.console(tournament.id)}
            aria-label={`Run ${tournament.name}`}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-500"
          >
            <Gauge className="size-4" aria-hidden /> Run
          </Link>
        )}
      </div>
    </Card>
  );
}
