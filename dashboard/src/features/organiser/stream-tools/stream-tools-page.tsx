import { type ClaimableMatch, messages } from '@galaxia/core';
import { ExternalLink, Radio, Video } from 'lucide-react';
import { useState } from 'react';
import { asResult, errorMessage } from '../../../app/api-slice.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { ClaimDialog } from './claim-dialog.tsx';
import { OverlayDialog } from './overlay-dialog.tsx';
import {
  useCastMatchMutation,
  useClaimableMatchesQuery,
  useReleaseMatchMutation,
} from './stream-tools-api.ts';

const when = (match: ClaimableMatch) =>
  match.scheduledTime ? formatDateTime(match.scheduledTime) : 'Time not set yet';

export function StreamToolsPage() {
  const { data, isLoading, error, refetch } = useClaimableMatchesQuery();
  const [release, { isLoading: releasing }] = useReleaseMatchMutation();
  const [cast, { isLoading: casting }] = useCastMatchMutation();
  const [claiming, setClaiming] = useState<ClaimableMatch | null>(null);
  const [overlayFor, setOverlayFor] = useState<ClaimableMatch | null>(null);
  const matches = data?.matches ?? [];
  const mine = matches.filter((match) => match.claim);

  const onCast = async (match: ClaimableMatch, move: 'live' | 'lock' | 'unlock') => {
    const result = await asResult(
      cast({ matchId: match.matchId, move }),
      messages.publicSite.matchActionFailed,
    );
    if (!result.success) return toast.error(result.error);
    const action = ({ live: 'go-live', lock: 'lock-stream', unlock: 'unlock-stream' } as const)[move];
    toast.success(messages.publicSite.matchActionDone[action]);
  };

  const onRelease = async (match: ClaimableMatch) => {
    const result = await asResult(release(match.matchId), 'Could not release the match');
    if (result.success) toast.success(messages.matchToasts.streamReleased);
    else toast.error(result.error);
  };

  return (
    <>
      <PageHeader
        title="Stream Tools"
        description="Claim matches to cast, run your queue, and add live overlays to your broadcast."
        actions={
          <Button variant="secondary" disabled={!mine.length} onClick={() => setOverlayFor(mine[0] ?? null)}>
            <Radio className="size-4" aria-hidden /> Overlays
          </Button>
        }
      />
      {isLoading ? (
        <LoadingBlock label="Loading matches" />
      ) : error ? (
        <ErrorState message={errorMessage(error, messages.matchToasts.matchesLoadFailed)} onRetry={refetch} />
      ) : matches.length ? (
        <div className="flex flex-col gap-8">
          {[
            { title: 'Your queue', list: mine },
            { title: 'Open to claim', list: matches.filter((match) => !match.claim) },
          ].map(({ title, list }) =>
            list.length ? (
              <section key={title} aria-label={title} className="flex flex-col gap-3">
                <h2 className="font-display text-lg font-bold">{title}</h2>
                <ul className="flex flex-col gap-3">
                  {list.map((match) => (
                    <li key={match.matchId}>
                      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                        <div className="min-w-0 flex-1">
                          <p className="font-semibold">
                            {match.teamA ?? 'TBD'} <span className="text-muted">vs</span>{' '}
                            {match.teamB ?? 'TBD'}
                          </p>
                          <p className="text-sm text-slate-400">
                            {match.tournamentName} · {match.name} · {when(match)}
                          </p>
                        </div>
                        {match.claim ? (
                          <div className="flex flex-wrap items-center gap-2">
                            <Badge tone={match.claim.live ? 'red' : 'green'}>
                              {match.claim.live ? 'Live' : 'Claimed'} · {match.claim.platform}
                            </Badge>
                            {match.claim.locked ? <Badge tone="blue">Locked</Badge> : null}
                            <a
                              href={match.claim.url}
                              target="_blank"
                              rel="noreferrer"
                              className="inline-flex items-center gap-1 text-sm text-brand-300 hover:underline"
                            >
                              Watch <ExternalLink className="size-3.5" aria-hidden />
                            </a>
                            {match.claim.live ? null : (
                              <Button size="sm" disabled={casting} onClick={() => onCast(match, 'live')}>
                                Go live
                              </Button>
                            )}
                            <Button
                              variant="secondary"
                              size="sm"
                              disabled={casting}
                              onClick={() => onCast(match, match.claim?.locked ? 'unlock' : 'lock')}
                            >
                              {match.claim.locked ? 'Unlock' : 'Lock'}
                            </Button>
                            <Button variant="ghost" size="sm" onClick={() => setOverlayFor(match)}>
                              Overlays
                            </Button>
                            <Button
                              variant="secondary"
                              size="sm"
                              disabled={releasing}
                              onClick={() => onRelease(match)}
                            >
                              Release
                            </Button>
                          </div>
                        ) : (
                          <Button
                            size="sm"
                            onClick={() => setClaiming(match)}
                            aria-label={`Claim ${match.teamA} vs ${match.teamB}`}
                          >
                            Claim
                          </Button>
                        )}
                      </Card>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
        </div>
      ) : (
        <EmptyState
          icon={<Video className="size-10" aria-hidden />}
          title="No matches to claim"
          text="Matches appear here once both teams are known, in tournaments where an organiser made you a streamer."
        />
      )}
      {claiming ? <ClaimDialog match={claiming} onClose={() => setClaiming(null)} /> : null}
      {overlayFor ? <OverlayDialog match={overlayFor} onClose={() => setOverlayFor(null)} /> : null}
    </>
  );
}
