import type { ClaimableMatch } from '@galaxia/core';
import { ExternalLink, Radio, Video } from 'lucide-react';
import { useState } from 'react';
import { asResult, errorMessage } from '../../../app/api-slice.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/empty-state.tsx';
import { LoadingBlock } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { PageHeader } from '../shell/page-header.tsx';
import { ClaimDialog } from './claim-dialog.tsx';
import { OverlayDialog } from './overlay-dialog.tsx';
import { useClaimableMatchesQuery, useReleaseMatchMutation } from './stream-tools-api.ts';

const when = (match: ClaimableMatch) =>
  match.scheduledTime ? formatDateTime(match.scheduledTime) : 'Time not set yet';

export function StreamToolsPage() {
  const { data, isLoading, error, refetch } = useClaimableMatchesQuery();
  const [release, { isLoading: releasing }] = useReleaseMatchMutation();
  const [claiming, setClaiming] = useState<ClaimableMatch | null>(null);
  const [overlayFor, setOverlayFor] = useState<ClaimableMatch | null>(null);
  const matches = data?.matches ?? [];
  const mine = matches.filter((match) => match.claim);

  const onRelease = async (match: ClaimableMatch) => {
    const result = await asResult(release(match.matchId), 'Could not release the match');
    if (result.success) toast.success('Match released for other streamers');
    else toast.error(result.error);
  };

  return (
    <>
      <PageHeader
        title="Stream Tools"
        description="Claim matches to cast and get an overlay for your broadcast."
        actions={
          <Button variant="secondary" disabled={!mine.length} onClick={() => setOverlayFor(mine[0] ?? null)}>
            <Radio className="size-4" aria-hidden /> Customise overlay
          </Button>
        }
      />
      {isLoading ? (
        <LoadingBlock label="Loading matches" />
      ) : error ? (
        <ErrorState message={errorMessage(error, 'Could not load matches.')} onRetry={refetch} />
      ) : matches.length ? (
        <ul className="flex flex-col gap-3">
          {matches.map((match) => (
            <li key={match.matchId}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {match.teamA ?? 'TBD'} <span className="text-slate-500">vs</span> {match.teamB ?? 'TBD'}
                  </p>
                  <p className="text-sm text-slate-400">
                    {match.tournamentName} · {match.name} · {when(match)}
                  </p>
                </div>
                {match.claim ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="green">Claimed · {match.claim.platform}</Badge>
                    <a
                      href={match.claim.url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 text-sm text-brand-300 hover:underline"
                    >
                      Watch <ExternalLink className="size-3.5" aria-hidden />
                    </a>
                    <Button variant="ghost" size="sm" onClick={() => setOverlayFor(match)}>
                      Overlay
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
