import { messages, type ReadinessCheck } from '@galaxia/core';
import { CheckCircle2, CircleAlert, ExternalLink, Gauge, Rocket, Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { asResult, errorMessage } from '../../../app/api-slice.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { useChangeLifecycleMutation, usePublicationQuery } from '../api/organiser-api.ts';
import { checklistStepOf } from '../edit/edit-steps.ts';
import { StepSection } from '../edit/step-section.tsx';
import { organiserPaths } from '../shell/organiser-navigation.ts';
import { RulebookEditor } from './rulebook-editor.tsx';

function ChecklistRow({ check, tournamentId }: { check: ReadinessCheck; tournamentId: string }) {
  return (
    <li className="flex items-start gap-3 rounded-lg border border-white/10 bg-white/[0.03] p-3">
      {check.done ? (
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-400" aria-hidden />
      ) : (
        <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-400" aria-hidden />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {check.label}
          <span className="sr-only">{check.done ? ': done' : ': missing'}</span>
        </p>
        {check.detail && <p className="text-sm break-words text-slate-400">{check.detail}</p>}
      </div>
      {!check.done && (
        <Link
          to={organiserPaths.editStep(tournamentId, checklistStepOf[check.item])}
          className="shrink-0 text-sm font-semibold text-brand-300 hover:text-brand-200"
        >
          Fix
        </Link>
      )}
    </li>
  );
}

/** The last edit step: the readiness checklist, then Publish (or Unpublish while nobody has entered). */
export function PublishStep() {
  const { tournamentId = '' } = useParams();
  const { data, isLoading, error, refetch } = usePublicationQuery(tournamentId, {
    refetchOnMountOrArgChange: true,
  });
  const [change, { isLoading: changing }] = useChangeLifecycleMutation();
  const lifecycle = data?.lifecycle;
  const isDraft = lifecycle === 'draft';
  // Publish and Unpublish replace each other: once the change shows, focus goes to the control that
  // took the pressed one's place (or, when it is refused, to the box holding it), not to the page.
  const pressedIn = useRef<string | null>(null);
  const publishButton = useRef<HTMLButtonElement>(null);
  const unpublishButton = useRef<HTMLButtonElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (pressedIn.current === null || pressedIn.current === lifecycle || changing) return;
    const target = isDraft ? publishButton.current : unpublishButton.current;
    if (!target) return;
    pressedIn.current = null;
    if (target.disabled) controls.current?.focus();
    else target.focus();
  }, [lifecycle, isDraft, changing]);

  if (isLoading) return <LoadingBlock label="Checking the tournament" />;
  if (error || !data)
    return <ErrorState message={errorMessage(error, messages.event.notFound)} onRetry={refetch} />;

  const act = async (action: 'publish' | 'unpublish', done: string) => {
    pressedIn.current = data.lifecycle;
    const result = await asResult(change({ id: tournamentId, action }), messages.event.updateFailed);
    if (result.success) toast.success(done);
    else {
      pressedIn.current = null;
      toast.error(result.error);
    }
  };
  const missing = data.checklist.filter((check) => !check.done).length;

  return (
    <StepSection
      title="Publish"
      intro={
        isDraft
          ? 'Nobody outside sees this tournament until you publish it.'
          : 'The tournament is public from its publish date.'
      }
      badge={
        <Badge tone={isDraft ? 'neutral' : 'green'} className="shrink-0">
          {messages.lifecycle.stageLabel[data.stage]}
        </Badge>
      }
    >
      <Card className="p-5">
        <h3 className="font-display text-lg font-bold">Readiness checklist</h3>
        <p className="text-sm text-slate-400">
          {missing === 0 ? 'Everything is in place.' : `${missing} of ${data.checklist.length} still to do.`}
        </p>
        <ul className="mt-4 flex flex-col gap-2">
          {data.checklist.map((check) => (
            <ChecklistRow key={check.item} check={check} tournamentId={tournamentId} />
          ))}
        </ul>
      </Card>

      <RulebookEditor tournamentId={tournamentId} />

      {isDraft ? (
        <div
          ref={controls}
          tabIndex={-1}
          className="flex flex-col gap-2 outline-none sm:flex-row sm:items-center sm:justify-end"
        >
          {data.refusals.publish && (
            <p className="text-sm text-amber-300 sm:mr-auto" role="status">
              {data.refusals.publish}
            </p>
          )}
          <Button
            ref={publishButton}
            size="lg"
            onClick={() => act('publish', messages.lifecycle.published)}
            disabled={changing || data.refusals.publish !== null}
          >
            <Rocket className="size-5" aria-hidden /> Publish tournament
          </Button>
        </div>
      ) : (
        <Card ref={controls} tabIndex={-1} className="flex flex-col gap-4 p-5 outline-none">
          <p className="text-sm text-slate-300">
            {data.publishedAt && <>Published {formatDateTime(data.publishedAt)}. </>}
            {data.teamsRegistered} {data.teamsRegistered === 1 ? 'team' : 'teams'} registered.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button asChild>
              <Link to={organiserPaths.console(tournamentId)}>
                <Gauge className="size-4" aria-hidden /> Open the console
              </Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link to={paths.event(tournamentId)}>
                <ExternalLink className="size-4" aria-hidden /> View public page
              </Link>
            </Button>
            <Button
              ref={unpublishButton}
              variant="secondary"
              onClick={() => act('unpublish', messages.lifecycle.unpublished)}
              disabled={changing || data.refusals.unpublish !== null}
            >
              <Undo2 className="size-4" aria-hidden /> Unpublish
            </Button>
          </div>
          {data.refusals.unpublish && <p className="text-sm text-slate-400">{data.refusals.unpublish}</p>}
        </Card>
      )}
    </StepSection>
  );
}
