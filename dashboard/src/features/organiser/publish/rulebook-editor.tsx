import { messages, type OrganiserRulebook, RULEBOOK_MAX_LENGTH } from '@galaxia/core';
import { BookOpen, RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { asResult, errorMessage } from '../../../app/api-slice.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { Field, Textarea } from '../../../components/ui/form-controls.tsx';
import { MarkdownText } from '../../../components/ui/markdown-text.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { ToggleGroup } from '../../../components/ui/toggle-group.tsx';
import {
  useResetRulebookMutation,
  useSaveRulebookMutation,
  useTournamentRulebookQuery,
} from '../api/organiser-api.ts';

const FIELD_ID = 'rulebook-markdown';

function Editor({ tournamentId, rulebook }: { tournamentId: string; rulebook: OrganiserRulebook }) {
  // The text being written; it starts from what the event shows and follows each save or reset.
  const [draft, setDraft] = useState(rulebook.markdown);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useSaveRulebookMutation();
  const [reset, { isLoading: resetting }] = useResetRulebookMutation();
  const busy = saving || resetting;

  const settle = (result: Awaited<ReturnType<typeof asResult<OrganiserRulebook>>>, done: string) => {
    if (result.success) {
      setDraft(result.data.markdown);
      setError(null);
      toast.success(done);
    } else {
      setError(result.error);
      toast.error(result.error);
    }
  };

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="flex items-center gap-2 font-display text-lg font-bold">
            <BookOpen className="size-5 text-brand-300" aria-hidden /> Rulebook
          </h3>
          <p className="text-sm text-slate-400">
            Shown on the event&apos;s Rulebook page. Write it in Markdown: ## for a section, - for a rule.
          </p>
        </div>
        <Badge tone={rulebook.edited ? 'green' : 'neutral'} className="shrink-0">
          {rulebook.edited ? 'Edited by you' : 'Generated from your settings'}
        </Badge>
      </div>
      <ToggleGroup
        label="Rulebook view"
        options={[
          { value: 'write', label: 'Write' },
          { value: 'preview', label: 'Preview' },
        ]}
        value={view}
        onChange={setView}
      />
      {view === 'write' ? (
        <Field id={FIELD_ID} label="Rulebook (Markdown)" error={error ?? undefined}>
          <Textarea
            id={FIELD_ID}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={RULEBOOK_MAX_LENGTH}
            rows={16}
            className="font-mono text-xs leading-relaxed"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${FIELD_ID}-error` : undefined}
          />
        </Field>
      ) : (
        <section
          className="rounded-lg border border-white/10 bg-ink-950/60 p-4"
          aria-label="Rulebook preview"
        >
          <MarkdownText markdown={draft} />
        </section>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          className="h-auto min-h-10 py-2"
          disabled={busy || (!rulebook.edited && draft === rulebook.generated)}
          onClick={async () =>
            settle(
              await asResult(reset(tournamentId), messages.event.updateFailed),
              messages.rulebookEditor.reset,
            )
          }
        >
          <RotateCcw className="size-4" aria-hidden /> Reset to the generated rulebook
        </Button>
        <Button
          disabled={busy || draft === rulebook.markdown}
          onClick={async () =>
            settle(
              await asResult(save({ id: tournamentId, markdown: draft }), messages.event.updateFailed),
              messages.rulebookEditor.saved,
            )
          }
        >
          <Save className="size-4" aria-hidden /> Save rulebook
        </Button>
      </div>
    </Card>
  );
}

/** The Publish step's rulebook: generated for the game from the settings, the organiser's to rewrite. */
export function RulebookEditor({ tournamentId }: { tournamentId: string }) {
  const { data, isLoading, error, refetch } = useTournamentRulebookQuery(tournamentId, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <LoadingBlock label="Loading the rulebook" />;
  if (error || !data)
    return <ErrorState message={errorMessage(error, messages.event.notFound)} onRetry={refetch} />;
  // Keyed by the stored text: a save or reset elsewhere starts the draft again from it.
  return <Editor key={`${data.edited}:${data.markdown}`} tournamentId={tournamentId} rulebook={data} />;
}
