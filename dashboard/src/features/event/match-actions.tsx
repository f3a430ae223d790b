import {
  claimStreamPayloadSchema,
  disputeScorePayloadSchema,
  type EventMatchDetail,
  isClockTime,
  isIsoDate,
  type MatchAction,
  proposeTimePayloadSchema,
  resolveResultPayloadSchema,
  type SeriesGame,
  streamPlatforms,
  toInstant,
} from '@galaxia/core';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../app/api-slice.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input, NativeSelect, Textarea } from '../../components/ui/form-controls.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import {
  useAcceptMatchTimeMutation,
  useClaimMatchStreamMutation,
  useConfirmMatchScoreMutation,
  useDisputeMatchScoreMutation,
  useGoLiveOnStreamMutation,
  useLockMatchStreamMutation,
  useProposeMatchTimeMutation,
  useReleaseMatchStreamMutation,
  useReportMatchScoreMutation,
  useResolveMatchDisputeMutation,
  useSetMatchTimeMutation,
  useUnlockMatchStreamMutation,
} from './match-actions-api.ts';
import { type ScoreDraft, ScoreFields } from './score-fields.tsx';
import { initialGames, reportBody, SeriesReportFields } from './series-report-fields.tsx';

// A link's start, the same in every language.
const URL_PLACEHOLDER = 'https://';

/** A `datetime-local` value read in IST, the product's time zone. */
const istInstant = (local: string) => {
  const [date = '', time = ''] = local.split('T');
  return isIsoDate(date) && isClockTime(time) ? new Date(toInstant(date, time)).toISOString() : '';
};

/** Runs a move, says how it went (in the page's language), and reports whether it worked. */
async function perform(t: TFunction, action: MatchAction, run: () => { unwrap: () => Promise<unknown> }) {
  try {
    await run().unwrap();
    toast.success(t(`match.done.${action}`));
    return true;
  } catch (error) {
    toast.error(errorMessage(error, t('match.failed')));
    return false;
  }
}

/** The first problem the contract finds with a form's values, or the parsed payload. */
interface Contract<T> {
  safeParse: (
    values: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
}

function check<T>(schema: Contract<T>, values: unknown, t: TFunction): { data: T } | { error: string } {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { data: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? t('match.checkTheForm') };
}

/**
 * The buttons a match page shows: exactly the moves the match rules allow the signed-in viewer now
 * (the API's `allowedActions`). Moves that need details open a small form first.
 */
export function MatchActions({ match }: { match: EventMatchDetail }) {
  const [open, setOpen] = useState<MatchAction | null>(null);
  const t = useT();
  const matchId = match.id;
  const [accept, accepting] = useAcceptMatchTimeMutation();
  const [confirm, confirming] = useConfirmMatchScoreMutation();
  const [release, releasing] = useReleaseMatchStreamMutation();
  const [goLive, goingLive] = useGoLiveOnStreamMutation();
  const [lock, locking] = useLockMatchStreamMutation();
  const [unlock, unlocking] = useUnlockMatchStreamMutation();
  const busy = [accepting, confirming, releasing, goingLive, locking, unlocking].some(
    (state) => state.isLoading,
  );
  // The server draws a signed-in person's actions: a click before hydration would do nothing.
  const hydrated = useHydrated();
  // A move usually replaces the button it was made with (Report becomes waiting for the other team): when
  // the new actions arrive and focus fell with that button, it goes to these actions, or to the page's
  // heading when none are left, not to the top of the document.
  const acted = useRef(false);
  const section = useRef<HTMLElement>(null);
  const actions = match.allowedActions.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the offered actions change.
  useEffect(() => {
    if (!acted.current || (document.activeElement && document.activeElement !== document.body)) return;
    acted.current = false;
    const target = section.current ?? document.querySelector<HTMLElement>('#main h1');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [actions]);

  if (match.allowedActions.length === 0) return null;

  const direct: Partial<Record<MatchAction, () => Promise<boolean>>> = {
    'accept-time': () => perform(t, 'accept-time', () => accept({ matchId })),
    confirm: () => perform(t, 'confirm', () => confirm({ matchId })),
    'release-stream': () => perform(t, 'release-stream', () => release({ matchId })),
    'go-live': () => perform(t, 'go-live', () => goLive({ matchId })),
    'lock-stream': () => perform(t, 'lock-stream', () => lock({ matchId })),
    'unlock-stream': () => perform(t, 'unlock-stream', () => unlock({ matchId })),
  };
  const close = () => setOpen(null);

  return (
    <section
      ref={section}
      aria-labelledby="actions-title"
      className="rounded-xl border border-white/10 bg-ink-900/80 p-5"
    >
      <h2 id="actions-title" className="font-display text-lg font-bold">
        {t('match.yourActions')}{' '}
        <span className="text-sm font-semibold text-slate-400">
          {t('match.asRole', { role: t(`match.roles.${match.viewerRole}`) })}
        </span>
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {match.allowedActions.map((action) => (
          <li key={action}>
            <Button
              variant={action === 'dispute' || action === 'release-stream' ? 'secondary' : 'primary'}
              disabled={busy || !hydrated}
              onClick={() => {
                acted.current = true;
                const run = direct[action];
                if (run) void run();
                else setOpen(action);
              }}
            >
              {t(`match.actions.${action}`)}
            </Button>
          </li>
        ))}
      </ul>
      {open === 'schedule' || open === 'set-time' ? (
        <TimeDialog action={open} matchId={matchId} onClose={close} />
      ) : null}
      {open === 'report' || open === 'resolve' ? (
        <ScoreDialog action={open} match={match} onClose={close} />
      ) : null}
      {open === 'dispute' ? <DisputeDialog matchId={matchId} onClose={close} /> : null}
      {open === 'claim-stream' ? <ClaimDialog matchId={matchId} onClose={close} /> : null}
    </section>
  );
}

function ActionDialog({
  action,
  onClose,
  onSubmit,
  busy,
  error,
  children,
}: {
  action: MatchAction;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  error: string | undefined;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`match.actions.${action}`)}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      onSubmit={onSubmit}
      error={error}
      submitLabel={t(`match.actions.${action}`)}
      submitDisabled={busy}
    >
      {children}
    </FormDialog>
  );
}

function TimeDialog({
  action,
  matchId,
  onClose,
}: {
  action: 'schedule' | 'set-time';
  matchId: string;
  onClose: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [propose, proposing] = useProposeMatchTimeMutation();
  const [setTime, setting] = useSetMatchTimeMutation();
  const t = useT();
  const id = useId();
  const submit = async () => {
    const checked = check(proposeTimePayloadSchema, { time: istInstant(value) }, t);
    if ('error' in checked) return setError(t('match.invalidTime'));
    const body = { matchId, ...checked.data };
    if (await perform(t, action, () => (action === 'schedule' ? propose(body) : setTime(body)))) onClose();
  };
  return (
    <ActionDialog
      action={action}
      onClose={onClose}
      onSubmit={submit}
      busy={proposing.isLoading || setting.isLoading}
      error={error}
    >
      <Field id={id} label={t('match.dateTime')}>
        <Input id={id} type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} />
      </Field>
    </ActionDialog>
  );
}

function ScoreDialog({
  action,
  match,
  onClose,
}: {
  action: 'report' | 'resolve';
  match: EventMatchDetail;
  onClose: () => void;
}) {
  const [scores, setScores] = useState<ScoreDraft>({ scoreA: '', scoreB: '' });
  const [games, setGames] = useState(() => initialGames(match));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [report, reporting] = useReportMatchScoreMutation();
  const [resolve, resolving] = useResolveMatchDisputeMutation();
  const t = useT();
  const ids = { score: useId(), note: useId() };
  // A ruling is one result (a war's stars, a series' game count) with the players' figures over the
  // match, where the game records any: entered as a one-game report is.
  const ruled = { ...match, bestOf: 1 };
  const rulesWithLines = action === 'resolve' && (match.statLabels.length > 0 || match.recordsDestruction);
  const submit = async () => {
    if (action === 'report') {
      const built = reportBody(match, games, t);
      if ('error' in built) return setError(built.error);
      if (await perform(t, action, () => report({ matchId: match.id, ...built.body }))) onClose();
      return;
    }
    let values: {
      scoreA: number;
      scoreB: number;
      playerStats?: SeriesGame['playerStats'];
      destructionA?: number;
      destructionB?: number;
    } = {
      scoreA: Number(scores.scoreA === '' ? Number.NaN : scores.scoreA),
      scoreB: Number(scores.scoreB === '' ? Number.NaN : scores.scoreB),
    };
    if (rulesWithLines) {
      const built = reportBody(ruled, games.slice(0, 1), t);
      if ('error' in built) return setError(built.error);
      const game = 'games' in built.body ? built.body.games[0]! : { ...built.body, playerStats: [] };
      values = {
        scoreA: game.scoreA,
        scoreB: game.scoreB,
        playerStats: game.playerStats,
        ...('destructionA' in game && game.destructionA !== undefined && { destructionA: game.destructionA }),
        ...('destructionB' in game && game.destructionB !== undefined && { destructionB: game.destructionB }),
      };
    }
    const checked = check(resolveResultPayloadSchema, { ...values, ...(note.trim() ? { note } : {}) }, t);
    if ('error' in checked) return setError(t('match.invalidScore'));
    if (await perform(t, action, () => resolve({ matchId: match.id, ...checked.data }))) onClose();
  };
  return (
    <ActionDialog
      action={action}
      onClose={onClose}
      onSubmit={submit}
      busy={reporting.isLoading || resolving.isLoading}
      error={error}
    >
      {action === 'report' ? (
        <SeriesReportFields match={match} games={games} onChange={setGames} />
      ) : (
        <>
          {rulesWithLines ? (
            <SeriesReportFields match={ruled} games={games.slice(0, 1)} onChange={setGames} />
          ) : (
            <ScoreFields
              id={ids.score}
              labels={[
                t('match.teamScore', { team: match.teamA?.name ?? t('match.teamA') }),
                t('match.teamScore', { team: match.teamB?.name ?? t('match.teamB') }),
              ]}
              scores={scores}
              onChange={(patch) => setScores({ ...scores, ...patch })}
            />
          )}
          <Field id={ids.note} label={t('match.note')}>
            <Textarea id={ids.note} value={note} onChange={(e) => setNote(e.target.value)} />
          </Field>
        </>
      )}
    </ActionDialog>
  );
}

function DisputeDialog({ matchId, onClose }: { matchId: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [dispute, { isLoading }] = useDisputeMatchScoreMutation();
  const t = useT();
  const id = useId();
  const submit = async () => {
    const checked = check(disputeScorePayloadSchema, { reason }, t);
    if ('error' in checked) return setError(checked.error);
    if (await perform(t, 'dispute', () => dispute({ matchId, ...checked.data }))) onClose();
  };
  return (
    <ActionDialog action="dispute" onClose={onClose} onSubmit={submit} busy={isLoading} error={error}>
      <Field id={id} label={t('match.disputeReason')}>
        <Textarea id={id} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
    </ActionDialog>
  );
}

function ClaimDialog({ matchId, onClose }: { matchId: string; onClose: () => void }) {
  const [platform, setPlatform] = useState<string>(streamPlatforms[0]);
  const [link, setLink] = useState('');
  const [error, setError] = useState<string>();
  const [claim, { isLoading }] = useClaimMatchStreamMutation();
  const t = useT();
  const ids = { platform: useId(), url: useId() };
  const submit = async () => {
    const checked = check(claimStreamPayloadSchema, { platform, url: link }, t);
    if ('error' in checked) return setError(checked.error);
    if (await perform(t, 'claim-stream', () => claim({ matchId, ...checked.data }))) onClose();
  };
  return (
    <ActionDialog action="claim-stream" onClose={onClose} onSubmit={submit} busy={isLoading} error={error}>
      <Field id={ids.platform} label={t('match.platform')}>
        <NativeSelect id={ids.platform} value={platform} onChange={(e) => setPlatform(e.target.value)}>
          {streamPlatforms.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={ids.url} label={t('match.watchLink')}>
        <Input
          id={ids.url}
          type="url"
          placeholder={URL_PLACEHOLDER}
          value={link}
          onChange={(e) => setLink(e.target.value)}
        />
      </Field>
    </ActionDialog>
  );
}
