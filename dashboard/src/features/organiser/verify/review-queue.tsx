import { messages } from '@galaxia/core';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { asResult, errorMessage } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/form-controls.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { usePendingVerificationsQuery, useReviewVerificationMutation } from './verify-api.ts';

/** Organisers watch the pending BGMI videos of players in their tournaments and decide. */
export function ReviewQueue() {
  const id = useId();
  const { data, isLoading, error, refetch } = usePendingVerificationsQuery();
  const [review, { isLoading: deciding }] = useReviewVerificationMutation();
  const [reasons, setReasons] = useState<Record<string, string>>({});

  const decide = async (accountId: string, verdict: 'approve' | 'reject', name: string) => {
    const result = await asResult(
      review({ accountId, verdict, reason: reasons[accountId] }),
      'The decision was not saved',
    );
    if (result.success) toast.success(verdict === 'approve' ? `${name} verified` : `${name} rejected`);
    else toast.error(result.error);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="font-display text-xl font-bold">
        Pending reviews
      </h2>
      <p className="text-sm text-slate-400">
        BGMI videos of players whose teams applied to your published tournaments.
      </p>
      <div className="mt-4">
        {isLoading ? (
          <LoadingBlock label="Loading pending reviews" rows={2} />
        ) : error ? (
          <ErrorState
            message={errorMessage(error, messages.teamToasts.reviewsLoadFailed)}
            onRetry={refetch}
          />
        ) : data?.verifications.length ? (
          <ul className="grid gap-4 lg:grid-cols-2">
            {data.verifications.map((item) => (
              <li key={item.accountId}>
                <Card className="flex flex-col gap-3 p-5">
                  <div>
                    <h3 className="font-semibold">{item.player.name}</h3>
                    <p className="text-sm text-slate-400">
                      {item.inGameName} · ID {item.playerId} ·{' '}
                      {item.tournaments.map((t) => t.eventName).join(', ')}
                    </p>
                    {item.verifiedElsewhere ? (
                      <p className="mt-1 text-sm text-amber-200">
                        {messages.entryVerification.verifiedElsewhere(
                          item.verifiedElsewhere.serverName,
                          item.verifiedElsewhere.eventName,
                        )}
                      </p>
                    ) : null}
                  </div>
                  {item.evidence ? (
                    // biome-ignore lint/a11y/useMediaCaption: a silent gameplay recording has nothing to caption.
                    <video
                      controls
                      preload="metadata"
                      poster={item.thumbnail ?? undefined}
                      src={item.evidence}
                      className="w-full rounded-lg bg-black"
                    />
                  ) : null}
                  <label htmlFor={`${id}-${item.accountId}`} className="text-sm text-slate-300">
                    Reason (needed to reject)
                  </label>
                  <Input
                    id={`${id}-${item.accountId}`}
                    value={reasons[item.accountId] ?? ''}
                    onChange={(e) => setReasons({ ...reasons, [item.accountId]: e.target.value })}
                  />
                  <div className="flex justify-end gap-2">
                    <Button
                      variant="secondary"
                      disabled={deciding || !reasons[item.accountId]?.trim()}
                      onClick={() => decide(item.accountId, 'reject', item.player.name)}
                    >
                      <X className="size-4" aria-hidden /> Reject
                    </Button>
                    <Button
                      disabled={deciding}
                      onClick={() => decide(item.accountId, 'approve', item.player.name)}
                    >
                      <Check className="size-4" aria-hidden /> {item.verifiedElsewhere ? 'Accept' : 'Approve'}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-400">Nothing waiting for review.</p>
        )}
      </div>
    </section>
  );
}
