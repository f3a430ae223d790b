import type { ConsolePhase, SeedingMode } from '@galaxia/core';
import { messages } from '@galaxia/core';
import { ArrowDown, ArrowUp, Play, Trophy, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { asResult } from '../../../app/api-slice.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { NativeSelect } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { paths } from '../../../lib/paths.ts';
import { useStartPhaseMutation } from './console-api.ts';

const statusTone: Record<ConsolePhase['status'], BadgeTone> = {
  not_started: 'neutral',
  active: 'green',
  completed: 'brand',
};
const statusLabel: Record<ConsolePhase['status'], string> = {
  not_started: 'Not started',
  active: 'Active',
  completed: 'Completed',
};

export function PhaseCard({ tournamentId, phase }: { tournamentId: string; phase: ConsolePhase }) {
  const id = useId();
  const [startPhase, { isLoading }] = useStartPhaseMutation();
  const [seeding, setSeeding] = useState<SeedingMode>('registration');
  const [order, setOrder] = useState(phase.teams);
  const move = (index: number, by: number) => {
    const next = [...order];
    const [team] = next.splice(index, 1);
    if (team) next.splice(index + by, 0, team);
    setOrder(next);
  };

  const start = async () => {
    const result = await asResult(
      startPhase({
        tournamentId,
        phaseIndex: phase.index,
        seeding,
        ...(seeding === 'manual' ? { order: order.map((team) => team.id) } : {}),
      }),
      'The phase could not start',
    );
    if (result.success) toast.success(messages.organiserToasts.phaseStarted(phase.name, result.data.matches));
    else toast.error(result.error);
  };

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-display text-lg font-bold">
            {phase.index + 1}. {phase.name}
          </h3>
          <p className="text-sm text-slate-400">
            {phase.format} · {phase.teams.length}/{phase.totalTeams} teams · {phase.matches.completed}/
            {phase.matches.total} matches played
            {phase.matches.disputed ? ` · ${phase.matches.disputed} disputed` : ''}
          </p>
        </div>
        <Badge tone={statusTone[phase.status]}>{statusLabel[phase.status]}</Badge>
      </div>
      {phase.champion ? (
        <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-amber-300">
          <Trophy className="size-4" aria-hidden /> Champion: {phase.champion.name}
        </p>
      ) : null}
      {phase.lobbies.length ? (
        <nav aria-label={`Lobbies of ${phase.name}`} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {phase.lobbies.map((lobby) => (
              <li key={lobby.id}>
                <Button asChild size="sm" variant="secondary">
                  <Link to={paths.eventLobby(tournamentId, lobby.id)}>
                    <Users className="size-4" aria-hidden />
                    {lobby.name}
                    <span className="font-normal text-slate-400">
                      {lobby.matches.completed}/{lobby.matches.total} played
                    </span>
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {phase.status === 'not_started' ? (
        <div className="mt-4 flex flex-col gap-3">
          {phase.startBlockedBy ? <p className="text-sm text-amber-300">{phase.startBlockedBy}</p> : null}
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-seeding`} className="text-sm font-medium text-slate-200">
                Seeding
              </label>
              <NativeSelect
                id={`${id}-seeding`}
                value={seeding}
                onChange={(e) => setSeeding(e.target.value as SeedingMode)}
                className="w-56"
              >
                <option value="registration">Registration order</option>
                <option value="random">Random</option>
                <option value="manual">Manual order</option>
                <option value="rating">Seed by rating</option>
              </NativeSelect>
            </div>
            <Button onClick={start} disabled={Boolean(phase.startBlockedBy) || isLoading}>
              <Play className="size-4" aria-hidden /> {isLoading ? 'Starting...' : 'Start phase'}
            </Button>
          </div>
          {seeding === 'manual' ? (
            <ol aria-label={`Seed order for ${phase.name}`} className="flex flex-col gap-1">
              {order.map((team, index) => (
                <li
                  key={team.id}
                  className="flex items-center gap-2 rounded-lg bg-white/5 px-3 py-1.5 text-sm"
                >
                  <span className="w-6 text-slate-400">{index + 1}</span>
                  <span className="flex-1">{team.name}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${team.name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${team.name} down`}
                    disabled={index === order.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ol>
          ) : null}
          {seeding === 'rating' ? (
            <div className="flex flex-col gap-1">
              <p className="text-sm text-slate-400">
                Strongest first by the players’ ratings in this community: mean skill less three
                uncertainties, so a team without results here rates low. Teams rated alike keep their
                registration order.
              </p>
              <ol aria-label={`Seed order by rating for ${phase.name}`} className="flex flex-col gap-1">
                {(phase.ratingSeeds ?? []).map(({ team, ordinal }, index) => (
                  <li
                    key={team.id}
                    className="flex items-center gap-2 rounded-lg bg-white/5 px-3 py-1.5 text-sm"
                  >
                    <span className="w-6 text-slate-400">{index + 1}</span>
                    <span className="flex-1">{team.name}</span>
                    <span className="tabular-nums text-slate-300">
                      Rating {(Math.round(ordinal * 10) / 10 + 0).toFixed(1)}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
