import { gameName, messages } from '@galaxia/core';
import { BadgeCheck, Flag, ShieldCheck, Video } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../app/api-slice.ts';
import { useGameAccountsQuery } from '../../app/game-accounts-api.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { ErrorState } from '../ui/empty-state.tsx';
import { LoadingBlock } from '../ui/skeleton.tsx';
import { BgmiDialog } from './bgmi-dialog.tsx';
import { CocDialog } from './coc-dialog.tsx';
import { ContestDialog } from './contest-dialog.tsx';
import { MyContests } from './my-contests.tsx';

const statusTone: Record<string, BadgeTone> = { verified: 'green', pending: 'yellow', rejected: 'red' };
const statusLabel: Record<string, string> = {
  verified: 'Verified',
  pending: 'Pending',
  rejected: 'Rejected',
};
const PENDING_POLL_MS = 5_000;

/**
 * The signed-in person's game accounts with the two ways to verify one: a player's page and the
 * organiser's Verify Identity both show it, so every kind of account can verify.
 */
export function GameAccountsPanel() {
  const [dialog, setDialog] = useState<'coc' | 'bgmi' | 'contest' | null>(null);
  const [pending, setPending] = useState(false);
  // While a verification is pending the worker may answer at any moment: ask again every few seconds.
  const { data, isLoading, error, refetch } = useGameAccountsQuery(undefined, {
    pollingInterval: pending ? PENDING_POLL_MS : 0,
  });
  const accounts = data?.accounts ?? [];
  const anyPending = accounts.some((account) => account.status === 'pending');
  if (anyPending !== pending) setPending(anyPending);
  const complete = accounts.length > 0 && accounts.every((account) => account.status === 'verified');

  return (
    <>
      <div className="mb-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setDialog('coc')}>
          <ShieldCheck className="size-4" aria-hidden /> Clash of Clans
        </Button>
        <Button variant="secondary" onClick={() => setDialog('bgmi')}>
          <Video className="size-4" aria-hidden /> BGMI video
        </Button>
        <Button variant="ghost" onClick={() => setDialog('contest')}>
          <Flag className="size-4" aria-hidden /> Contest a claim on my ID
        </Button>
      </div>
      {complete ? (
        <div
          role="status"
          className="mb-6 flex items-center gap-3 rounded-xl border border-emerald-500/40 bg-emerald-500/10 px-5 py-4 text-emerald-200"
        >
          <BadgeCheck className="size-6" aria-hidden />
          <p className="font-display text-lg font-bold">{messages.verification.complete}</p>
        </div>
      ) : null}
      {/* Wider than a phone: the table scrolls sideways, so the region takes focus for keyboard scrolling. */}
      <Card className="overflow-x-auto" role="region" aria-label="Game accounts" tabIndex={0}>
        {isLoading ? (
          <div className="p-5">
            <LoadingBlock label="Loading your accounts" rows={2} />
          </div>
        ) : error ? (
          <div className="p-5">
            <ErrorState
              message={errorMessage(error, messages.teamToasts.accountsLoadFailed)}
              onRetry={refetch}
            />
          </div>
        ) : (
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Your game accounts</caption>
            <thead className="border-b border-white/10 text-slate-400">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">
                  Game
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  In-Game ID
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  In-Game Name
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.length ? (
                accounts.map((account) => (
                  <tr key={`${account.game}-${account.id}`} className="border-b border-white/5 last:border-0">
                    <td className="px-5 py-3">{gameName(account.game)}</td>
                    <td className="px-5 py-3 font-mono">{account.id}</td>
                    <td className="px-5 py-3">{account.name || '—'}</td>
                    <td className="px-5 py-3">
                      <Badge tone={statusTone[account.status] ?? 'neutral'}>
                        {statusLabel[account.status] ?? account.status}
                      </Badge>
                      {account.reason ? <p className="mt-1 text-xs text-red-300">{account.reason}</p> : null}
                    </td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={4} className="px-5 py-8 text-center text-slate-400">
                    No accounts linked yet. Verify a Clash of Clans account or send a BGMI video.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        )}
      </Card>
      {dialog === 'coc' ? <CocDialog open onOpenChange={(open) => setDialog(open ? 'coc' : null)} /> : null}
      {dialog === 'bgmi' ? (
        <BgmiDialog open onOpenChange={(open) => setDialog(open ? 'bgmi' : null)} />
      ) : null}
      {dialog === 'contest' ? (
        <ContestDialog open onOpenChange={(open) => setDialog(open ? 'contest' : null)} />
      ) : null}
      <MyContests />
    </>
  );
}
