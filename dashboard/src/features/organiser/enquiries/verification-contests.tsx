import { messages, type StaffContest } from '@galaxia/core';
import { useId, useState } from 'react';
import { errorMessage } from '../../../app/api-slice.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { Field, Textarea } from '../../../components/ui/form-controls.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useDecideContestMutation, useVerificationContestsQuery } from './contests-api.ts';

const text = messages.verificationContest;
const tone: Record<string, BadgeTone> = { open: 'yellow', upheld: 'green', dismissed: 'neutral' };
const staffLabels = { open: 'Open', upheld: 'Given to contestant', dismissed: 'Kept with holder' } as const;

/** Ownership contests on in-game ids: staff watch both videos and decide, saying why (kept as the audit). */
export function VerificationContests() {
  const { data, isLoading, error, refetch } = useVerificationContestsQuery();
  return (
    <section aria-labelledby="contests-heading" className="mb-10">
      <h2 id="contests-heading" className="mb-1 font-display text-2xl font-bold">
        Verification contests
      </h2>
      <p className="mb-4 text-sm text-slate-400">
        Players who say someone else claimed their in-game ID. Compare both videos, then decide.
      </p>
      {isLoading ? (
        <LoadingBlock label="Loading contests" />
      ) : error ? (
        <ErrorState
          message={errorMessage(error, 'Could not load contests.')}
          onRetry={() => void refetch()}
        />
      ) : !data || data.contests.length === 0 ? (
        <p className="rounded-2xl border border-white/10 bg-ink-900/60 p-5 text-slate-400">No contests.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {data.contests.map((contest) => (
            <ContestCard key={contest.id} contest={contest} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Side({ title, side }: { title: string; side: StaffContest['contestant'] }) {
  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-xl border border-white/10 bg-black/30 p-3">
      <figcaption className="text-sm">
        <span className="text-xs uppercase tracking-wide text-slate-400">{title}</span>
        <span className="block font-semibold text-slate-100">{side.name || '—'}</span>
        {side.inGameName ? (
          <span className="block text-slate-300">In-game name: {side.inGameName}</span>
        ) : null}
      </figcaption>
      {side.evidence ? (
        // biome-ignore lint/a11y/useMediaCaption: a player's screen recording has no spoken words to caption
        <video
          controls
          preload="metadata"
          src={side.evidence}
          aria-label={`${title} video`}
          className="aspect-video w-full rounded-lg bg-black"
        />
      ) : (
        <p className="text-sm text-slate-500">No video</p>
      )}
    </figure>
  );
}

function ContestCard({ contest }: { contest: StaffContest }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [decide, { isLoading }] = useDecideContestMutation();
  const onDecide = async (winner: 'contestant' | 'holder') => {
    try {
      await decide({ id: contest.id, winner, reason }).unwrap();
      toast.success(text.decided);
    } catch (error) {
      toast.error(errorMessage(error, text.decideFailed));
    }
  };
  return (
    <li
      aria-label={`Contest on BGMI ${contest.playerId}`}
      className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-ink-900/80 p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="font-display text-xl font-bold">
          BGMI <span className="font-mono">{contest.playerId}</span>
        </h3>
        <Badge tone={tone[contest.status] ?? 'neutral'}>{staffLabels[contest.status]}</Badge>
        <span className="text-xs text-slate-400">Filed {formatDateTime(contest.createdAt)}</span>
      </div>
      <blockquote className="break-words border-l-2 border-brand-500 pl-3 text-slate-200">
        {contest.statement}
      </blockquote>
      <div className="grid gap-3 md:grid-cols-2">
        <Side title="Contestant" side={contest.contestant} />
        <Side
          title={`Holder (${contest.holder.accountStatus}${contest.holder.approvedFor ? `, approved for ${contest.holder.approvedFor}` : ''})`}
          side={contest.holder}
        />
      </div>
      {contest.decision ? (
        <p className="break-words text-sm text-slate-300">
          Decided by <span className="font-semibold">{contest.decision.by}</span> on{' '}
          {formatDateTime(contest.decision.at)}: {contest.decision.reason}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <Field id={`${id}-reason`} label="Reason (shown to both players)">
            <Textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button disabled={isLoading || !reason.trim()} onClick={() => void onDecide('contestant')}>
              Give the ID to {contest.contestant.name}
            </Button>
            <Button
              variant="secondary"
              disabled={isLoading || !reason.trim()}
              onClick={() => void onDecide('holder')}
            >
              Keep it with {contest.holder.name}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
