import { messages, type Phase, phaseTiebreakOrder } from '@galaxia/core';
import { CircleAlert, CircleCheck, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';

export function PhaseSummaryCard({
  phase,
  index,
  phases,
  canChange,
  onEdit,
  onDelete,
}: {
  phase: Phase;
  index: number;
  phases: readonly Phase[];
  canChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const tiebreakOrder = phaseTiebreakOrder(phase);
  const sources = phase.qualifiedTeams.map(
    ([p, d]) => `${phases[p]?.name ?? `Phase ${p + 1}`} · Division ${d + 1}`,
  );
  return (
    <article
      aria-label={`${phase.name} summary`}
      className={cn(
        'rounded-xl border p-5',
        phase.isValid ? 'border-emerald-500/40 bg-emerald-500/5' : 'border-red-500/40 bg-red-500/5',
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-2">
          {phase.isValid ? (
            <CircleCheck className="size-5 text-emerald-400" aria-label="Valid" />
          ) : (
            <CircleAlert className="size-5 text-red-400" aria-label="Has errors" />
          )}
          <h3 className="font-display text-lg font-bold">
            {index + 1}. {phase.name}
          </h3>
          {phase.isFinal ? (
            <span className="rounded bg-brand-500/20 px-2 py-0.5 text-xs text-brand-300">Final</span>
          ) : null}
        </div>
        {canChange ? (
          <div className="flex gap-1">
            <Button variant="ghost" size="icon" aria-label={`Edit ${phase.name}`} onClick={onEdit}>
              <Pencil className="size-4" aria-hidden />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Delete ${phase.name}`} onClick={onDelete}>
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ) : null}
      </header>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-400">Format</dt>
          <dd>{phase.format}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Total teams</dt>
          <dd>{phase.totalTeams}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Invited / participating</dt>
          <dd>
            {phase.invitedTeams} / {phase.participatingTeams}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">{phase.isFinal ? 'Qualifying' : 'Qualifying per division'}</dt>
          <dd>{phase.isFinal ? '—' : phase.qualifyingTeams.join(' + ')}</dd>
        </div>
        {tiebreakOrder ? (
          <div className="col-span-2 sm:col-span-3">
            <dt className="text-slate-400">Tiebreaks</dt>
            <dd>{tiebreakOrder.map((kind) => messages.brackets.tiebreakLabels[kind]).join(' › ')}</dd>
          </div>
        ) : null}
        {phase.format === 'Group Stage' ? (
          <div>
            <dt className="text-slate-400">Groups</dt>
            <dd>{phase.numberOfGroups ?? 0}</dd>
          </div>
        ) : null}
        {phase.format === 'Battle Royale' ? (
          <div>
            <dt className="text-slate-400">Lobbies × matches</dt>
            <dd>
              {phase.numberOfGroups ?? 0} × {phase.matchesPerLobby ?? 0}
            </dd>
          </div>
        ) : null}
        {sources.length ? (
          <div className="col-span-2 sm:col-span-3">
            <dt className="text-slate-400">Qualified from</dt>
            <dd>{sources.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      {phase.errors.length ? (
        // Read out as it appears (a refused save), and focused: the Save button it came from is gone.
        <div role="alert">
          <ul
            data-roadmap-problem
            tabIndex={-1}
            className="mt-4 list-disc space-y-1 pl-5 text-sm text-red-200"
            aria-label={`${phase.name} errors`}
          >
            {phase.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
