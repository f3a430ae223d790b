import { messages } from '@galaxia/core';
import { ArrowLeft, Gauge } from 'lucide-react';
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router-dom';
import { errorMessage } from '../../../app/api-slice.ts';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useBasicInfoQuery } from '../api/event-api.ts';
import { usePublicationQuery } from '../api/organiser-api.ts';
import { organiserPaths } from '../shell/organiser-navigation.ts';
import { checklistStepOf, editStepOfPath, stepsFor } from './edit-steps.ts';

export function EditTournamentLayout() {
  const { tournamentId = '' } = useParams();
  const t = useT();
  const { pathname } = useLocation();
  const { data, isLoading, error } = useBasicInfoQuery(tournamentId);
  const publication = usePublicationQuery(tournamentId);
  // The console runs a published tournament: seeding, starting phases, disputes.
  const showConsole = publication.data !== undefined && publication.data.lifecycle !== 'draft';
  // An edit after publishing can undo a checklist item: say so on every step instead of letting it pass.
  const gaps =
    showConsole && publication.data
      ? publication.data.checklist.filter((check) => !check.done).map((check) => check.label)
      : [];
  // What Publish will ask for, told on the step that fixes it rather than at the last step.
  const step = editStepOfPath(pathname);
  const neededHere =
    step && step !== 'publish'
      ? (publication.data?.checklist ?? []).filter(
          (check) => !check.done && checklistStepOf[check.item] === step,
        )
      : [];
  // The graphics step spans several sections (graphics/poster, graphics/logo, ...) and needs the width.
  const inGraphics = pathname.includes('/edit/graphics/');
  const onPublish = pathname.endsWith('/edit/publish');

  if (error) {
    return (
      <div className="flex flex-col gap-4">
        <ErrorState message={errorMessage(error, messages.event.notFound)} />
        <Link to={organiserPaths.tournaments} className="text-sm font-semibold text-brand-300">
          {t('tournamentEdit.backToList')}
        </Link>
      </div>
    );
  }

  return (
    <div className={cn('mx-auto', inGraphics ? 'max-w-7xl' : 'max-w-4xl')}>
      <Link
        to={organiserPaths.tournaments}
        className="inline-flex items-center gap-2 text-sm text-slate-400 hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden /> {t('tournamentEdit.back')}
      </Link>
      <h1 className="mt-3 font-display text-3xl font-bold">
        {isLoading || !data ? (
          <Skeleton className="h-9 w-72" />
        ) : (
          t('tournamentEdit.title', { name: data.eventName, season: data.seasonNumber })
        )}
      </h1>
      {/* The steps wrap onto more lines on a phone: every step, the current one too, stays in view. */}
      <nav aria-label={t('tournamentEdit.stepsNav')} className="mt-6">
        <ol className="flex flex-wrap gap-2 border-b border-white/10 pb-3">
          {stepsFor(data?.gameId).map(({ step, label }, index) => (
            <li key={step}>
              <NavLink
                to={organiserPaths.editStep(tournamentId, step)}
                className={({ isActive: exact }) => {
                  const isActive = exact || (step.startsWith('graphics/') && inGraphics);
                  return cn(
                    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold',
                    isActive
                      ? 'bg-brand-500/20 text-white ring-1 ring-brand-500/50'
                      : 'text-slate-400 hover:bg-white/5 hover:text-white',
                  );
                }}
              >
                <span className="inline-flex size-5 items-center justify-center rounded-full bg-white/10 text-xs">
                  {index + 1}
                </span>
                {t(`tournamentEdit.steps.${label}`)}
              </NavLink>
            </li>
          ))}
          {showConsole && (
            <li className="ml-auto">
              <NavLink
                to={organiserPaths.console(tournamentId)}
                className="flex items-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-500"
              >
                <Gauge className="size-4" aria-hidden /> {t('tournamentEdit.console')}
              </NavLink>
            </li>
          )}
        </ol>
      </nav>
      {gaps.length > 0 && (
        <div
          role="alert"
          className="mt-4 flex flex-col gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-100 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{messages.lifecycle.publishedIncomplete(gaps)}</p>
          {!onPublish && (
            <Link
              to={organiserPaths.editStep(tournamentId, 'publish')}
              className="shrink-0 font-semibold text-amber-200 underline-offset-2 hover:underline"
            >
              {t('tournamentEdit.reviewChecklist')}
            </Link>
          )}
        </div>
      )}
      {neededHere.length > 0 && (
        <section
          aria-label={t('tournamentEdit.neededHere')}
          className="mt-4 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-100"
        >
          <h2 className="font-semibold text-amber-200">{t('tournamentEdit.neededHere')}</h2>
          <ul className="mt-1 list-disc pl-5">
            {neededHere.map((check) => (
              <li key={check.item}>{check.detail ?? check.label}</li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}
