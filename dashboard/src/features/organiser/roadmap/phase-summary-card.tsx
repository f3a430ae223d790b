import { type Phase, phaseTiebreakOrder } from '@galaxia/core';
import { CircleAlert, CircleCheck, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { translatePhaseError } from '../../../lib/i18n/phase-error.ts';
import { translateRoundName } from '../../../lib/i18n/round-name.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

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
  const t = useT();
  const tiebreakOrder = phaseTiebreakOrder(phase);
  const sources = phase.qualifiedTeams.map(([p, d]) =>
    t('roadmap.summary.source', {
      phase: phases[p]
        ? translateRoundName(phases[p].name, t)
        : t('roadmap.summary.phaseNumber', { number: p + 1 }),
      division: d + 1,
    }),
  );
  return (
    <article
      aria-label={t('roadmap.summary.label', { name: translateRoundName(phase.name, t) })}
      className={cn(
        'rounded-xl border p-5',
        phase.isValid ? 'border-emerald-500/40 bg-emerald-500/5' : 'border-red-500/40 bg-red-500/5',
      )}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-2">
          {phase.isValid ? (
            <CircleCheck className="size-5 text-emerald-400" aria-label={t('roadmap.summary.valid')} />
          ) : (
            <CircleAlert className="size-5 text-red-400" aria-label={t('roadmap.summary.hasErrors')} />
          )}
          <h3 className="font-display text-lg font-bold">
            {index + 1}. {translateRoundName(phase.name, t)}
          </h3>
          {phase.isFinal ? (
            <span className="rounded bg-brand-500/20 px-2 py-0.5 text-xs text-brand-300">
              {t('roadmap.summary.final')}
            </span>
          ) : null}
        </div>
        {canChange ? (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('roadmap.summary.edit', { name: phase.name })}
              onClick={onEdit}
            >
              <Pencil className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('roadmap.summary.delete', { name: phase.name })}
              onClick={onDelete}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ) : null}
      </header>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-400">{t('roadmap.summary.format')}</dt>
          <dd>{t(`roadmap.formats.${phase.format}`)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('roadmap.summary.totalTeams')}</dt>
          <dd>{phase.totalTeams}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('roadmap.summary.invitedParticipating')}</dt>
          <dd>
            {phase.invitedTeams} / {phase.participatingTeams}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">
            {t(phase.isFinal ? 'roadmap.summary.qualifying' : 'roadmap.summary.qualifyingPerDivision')}
          </dt>
          <dd>{phase.isFinal ? '—' : phase.qualifyingTeams.join(' + ')}</dd>
        </div>
        {tiebreakOrder ? (
          <div className="col-span-2 sm:col-span-3">
            <dt className="text-slate-400">{t('roadmap.summary.tiebreaks')}</dt>
            <dd>{tiebreakOrder.map((kind) => t(`roadmap.tiebreakLabels.${kind}`)).join(' › ')}</dd>
          </div>
        ) : null}
        {phase.format === 'Group Stage' ? (
          <div>
            <dt className="text-slate-400">{t('roadmap.summary.groups')}</dt>
            <dd>{phase.numberOfGroups ?? 0}</dd>
          </div>
        ) : null}
        {phase.format === 'Battle Royale' ? (
          <div>
            <dt className="text-slate-400">{t('roadmap.summary.lobbiesMatches')}</dt>
            <dd>
              {phase.numberOfGroups ?? 0} × {phase.matchesPerLobby ?? 0}
            </dd>
          </div>
        ) : null}
        {sources.length ? (
          <div className="col-span-2 sm:col-span-3">
            <dt className="text-slate-400">{t('roadmap.summary.qualifiedFrom')}</dt>
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
            aria-label={t('roadmap.summary.errors', { name: phase.name })}
          >
            {phase.errors.map((error) => (
              <li key={error}>{translatePhaseError(error, t)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
