import {
  addNextPhase,
  canAddNextPhase,
  deletePhase,
  editPhase,
  isPhaseInEditMode,
  messages,
  newPhase,
  type Phase,
  savePhase,
  setFinalPhase,
} from '@galaxia/core';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { asResult, errorMessage } from '../../../app/api-slice.ts';
import { useBlocker } from '../../../app/navigation-blocker.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import {
  useDiscardRoadmapDraftMutation,
  useRoadmapQuery,
  useSaveRoadmapDraftMutation,
  useUpdateRoadmapMutation,
} from '../api/event-api.ts';
import { usePublicationQuery } from '../api/organiser-api.ts';
import { useNextStep } from '../edit/use-next-step.ts';
import { PhaseEditor } from './phase-editor.tsx';
import { PhaseSummaryCard } from './phase-summary-card.tsx';

export function RoadmapStep() {
  const { tournamentId = '' } = useParams();
  const t = useT();
  const goNext = useNextStep('roadmap');
  const { data, isLoading, error, refetch } = useRoadmapQuery(tournamentId);
  const [updateRoadmap, { isLoading: saving }] = useUpdateRoadmapMutation();
  const [saveDraft, { isLoading: keeping }] = useSaveRoadmapDraftMutation();
  const [discardDraft, { isLoading: discarding }] = useDiscardRoadmapDraftMutation();
  const [phases, setPhases] = useState<Phase[] | null>(null);
  /** The phases as the server holds them (draft or roadmap): what "unsaved changes" is measured against. */
  const [kept, setKept] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const publication = usePublicationQuery(tournamentId);
  const isPublic = publication.data !== undefined && publication.data.lifecycle !== 'draft';
  const started = publication.data?.stage === 'live' || publication.data?.stage === 'completed';
  const dirty = phases !== null && kept !== null && JSON.stringify(phases) !== kept;
  const leaving = useRef(false);

  // Changes not yet kept on the server are lost by leaving: ask first, for a reload and in-app links.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('roadmap.leave'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  useEffect(() => {
    if (!data || phases !== null) return;
    const start = data.draft ?? data.phases;
    const initial = start.length ? start : [newPhase(1)];
    setPhases(initial);
    setKept(JSON.stringify(initial));
  }, [data, phases]);

  // Where focus goes once the roadmap has redrawn: to the first problem after a refused save (the Save
  // button it was on may be gone), to the phase editor's first field after "Create next phase" or "Edit"
  // (the Edit button went with the summary card), to the roadmap's heading after a phase is deleted.
  const focusAfterRender = useRef<'problem' | 'editor' | 'heading' | null>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target || !section.current) return;
    focusAfterRender.current = null;
    const selector =
      target === 'problem'
        ? '[data-roadmap-problem]'
        : target === 'editor'
          ? 'fieldset input, fieldset select'
          : '#roadmap-title';
    section.current.querySelector<HTMLElement>(selector)?.focus();
  });

  if (isLoading || (data && phases === null)) return <LoadingBlock label={t('roadmap.loading')} />;
  if (error || !phases)
    return <ErrorState message={errorMessage(error, messages.event.roadmapNotFound)} onRetry={refetch} />;

  const lastIndex = phases.length - 1;
  const last = phases[lastIndex] as Phase;
  const editing = isPhaseInEditMode(last);

  const apply = (next: Phase[]) => {
    setNotice(null);
    setPhases(next.length ? next : [newPhase(1)]);
  };

  /** A published tournament's phases change only after a confirmation, and not at all once matches exist. */
  const change = (phase: Phase, kind: 'edit' | 'delete', run: () => void) => {
    if (started) {
      setNotice(t('roadmap.locked'));
      return;
    }
    if (
      !isPublic ||
      window.confirm(
        t(kind === 'delete' ? 'roadmap.confirmDelete' : 'roadmap.confirmEdit', { phase: phase.name }),
      )
    )
      run();
  };

  const saveCurrent = async () => {
    const saved = savePhase(
      phases,
      lastIndex,
      last,
      data ? { gameId: data.gameId, teamSize: null } : undefined,
    );
    apply(saved);
    const result = saved[lastIndex] as Phase;
    if (!result.isValid) {
      focusAfterRender.current = 'problem';
      return;
    }
    // A phase that is not final yet is kept as a draft; the final one saves the roadmap and moves on.
    const save = result.isFinal ? updateRoadmap : saveDraft;
    const outcome = await asResult(
      save({ id: tournamentId, phases: saved }),
      messages.event.roadmapUpdateFailed,
    );
    if (!outcome.success) {
      focusAfterRender.current = 'problem';
      setNotice(outcome.error);
      toast.error(outcome.error);
      return;
    }
    setKept(JSON.stringify(saved));
    if (!result.isFinal) {
      toast.success(t('roadmap.phaseKept'));
      return;
    }
    leaving.current = true;
    toast.success(t('roadmap.saved'));
    goNext();
  };

  const discard = async () => {
    const outcome = await asResult(discardDraft(tournamentId), messages.event.roadmapUpdateFailed);
    if (!outcome.success) {
      toast.error(outcome.error);
      return;
    }
    const restored = outcome.data.phases.length ? outcome.data.phases : [newPhase(1)];
    setPhases(restored);
    setKept(JSON.stringify(restored));
    setNotice(null);
    toast.success(t('roadmap.discarded'));
  };

  const createNext = () => {
    const check = canAddNextPhase(phases);
    if (!check.ok) {
      focusAfterRender.current = 'problem';
      setNotice(check.reason);
      return;
    }
    focusAfterRender.current = 'editor';
    apply(addNextPhase(phases));
  };

  return (
    <section ref={section} aria-labelledby="roadmap-title" className="flex flex-col gap-5">
      <div>
        <h2 id="roadmap-title" tabIndex={-1} className="font-display text-2xl font-bold">
          {t('roadmap.title')}
        </h2>
        <p className="text-sm text-slate-400">{t('roadmap.intro')}</p>
      </div>
      {data?.draft ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sky-500/30 bg-sky-500/10 px-4 py-3 text-sm text-sky-100"
        >
          <p>{t('roadmap.unsaved')}</p>
          <Button variant="secondary" onClick={discard} disabled={discarding}>
            {t('roadmap.discard')}
          </Button>
        </div>
      ) : null}
      {phases.map((phase, index) =>
        index === lastIndex && editing ? (
          <PhaseEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: a phase is identified by its position in the roadmap.
            key={`edit-${index}`}
            phases={phases}
            index={index}
            gameId={data?.gameId ?? null}
            onChange={(changed) => apply(phases.map((p, i) => (i === index ? changed : p)))}
            onFinalChange={(isFinal) => apply(setFinalPhase(phases, index, isFinal))}
          />
        ) : (
          <PhaseSummaryCard
            // biome-ignore lint/suspicious/noArrayIndexKey: a phase is identified by its position in the roadmap.
            key={index}
            phase={phase}
            index={index}
            phases={phases}
            canChange={index === lastIndex}
            onEdit={() =>
              change(phase, 'edit', () => {
                focusAfterRender.current = 'editor';
                apply(editPhase(phases, index));
              })
            }
            onDelete={() =>
              change(phase, 'delete', () => {
                focusAfterRender.current = 'heading';
                apply(deletePhase(phases, index));
              })
            }
          />
        ),
      )}
      {notice ? (
        <p
          role="alert"
          data-roadmap-problem
          tabIndex={-1}
          className="rounded-lg border border-amber-500/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-200"
        >
          {notice}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={createNext} disabled={last.isFinal && last.isValid}>
          <Plus className="size-4" aria-hidden /> {t('roadmap.createNext')}
        </Button>
        {editing ? (
          <Button onClick={saveCurrent} disabled={saving || keeping}>
            {last.isFinal ? t(saving ? 'roadmap.saving' : 'roadmap.saveAll') : t('roadmap.savePhase')}
          </Button>
        ) : last.isFinal && last.isValid ? (
          <Button onClick={saveCurrent} disabled={saving}>
            {t(saving ? 'roadmap.saving' : 'roadmap.saveAll')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
