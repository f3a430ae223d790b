import { messages } from '@galaxia/core';
import { CloudCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { SaveStatus } from './use-autosave.ts';

export function SaveStatusLine({
  status,
  error,
  onRetry,
  onLoadLatest,
  onKeepMine,
}: {
  status: SaveStatus;
  error: string | null;
  onRetry: () => void;
  onLoadLatest: () => void;
  onKeepMine: () => void;
}) {
  if (status === 'conflict' || status === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-100"
      >
        <TriangleAlert className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 flex-1">{error ?? messages.graphics.saveFailed}</span>
        {status === 'conflict' ? (
          <span className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={onLoadLatest}>
              Load latest
            </Button>
            <Button size="sm" variant="ghost" onClick={onKeepMine}>
              Keep mine
            </Button>
          </span>
        ) : (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  const busy = status === 'pending' || status === 'saving';
  return (
    <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm text-slate-400">
      {busy ? (
        <LoaderCircle className="size-4 animate-spin text-neon-400" aria-hidden />
      ) : (
        <CloudCheck className="size-4 text-emerald-400" aria-hidden />
      )}
      {busy
        ? messages.graphics.saving
        : status === 'saved'
          ? messages.graphics.saved
          : messages.graphics.notSavedYet}
    </p>
  );
}
