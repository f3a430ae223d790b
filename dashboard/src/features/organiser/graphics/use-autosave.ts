import type { GraphicsDesign } from '@galaxia/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the editor waits after the last change before saving. */
const AUTOSAVE_DELAY_MS = 1_500;

/** idle: the starting template, never saved; conflict: a newer version exists, saving stops until resolved. */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'conflict';

type SaveOutcome = { ok: true; updatedAt: string | null } | { ok: false; conflict: boolean; message: string };

export type SaveDesign = (design: GraphicsDesign, updatedAt: string | null) => Promise<SaveOutcome>;

/**
 * Saves the design a moment after it stops changing, one request at a time, each carrying the version it
 * was made from. Whatever is still unsaved when the editor closes is sent on the way out.
 */
export function useAutosave(design: GraphicsDesign, initialUpdatedAt: string | null, save: SaveDesign) {
  const [status, setStatus] = useState<SaveStatus>(initialUpdatedAt ? 'saved' : 'idle');
  const [error, setError] = useState<string | null>(null);
  const saved = useRef(design);
  const latest = useRef(design);
  const version = useRef(initialUpdatedAt);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const blocked = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;

  const settled = useCallback(() => setStatus(version.current ? 'saved' : 'idle'), []);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current || blocked.current) return;
    const sending = latest.current;
    if (sending === saved.current) return settled();
    inFlight.current = true;
    setStatus('saving');
    const outcome = await saveRef.current(sending, version.current);
    inFlight.current = false;
    if (outcome.ok) {
      version.current = outcome.updatedAt;
      saved.current = sending;
      setError(null);
      if (latest.current === sending) return settled();
      setStatus('pending');
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
      return;
    }
    setError(outcome.message);
    if (outcome.conflict) blocked.current = true;
    setStatus(outcome.conflict ? 'conflict' : 'error');
  }, [settled]);

  useEffect(() => {
    latest.current = design;
    if (blocked.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (design === saved.current) {
      if (!inFlight.current) settled();
      return;
    }
    if (!inFlight.current) setStatus('pending');
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [design, flush, settled]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current !== saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (timer.current) clearTimeout(timer.current);
      if (latest.current !== saved.current && !blocked.current && !inFlight.current) {
        void saveRef.current(latest.current, version.current);
      }
    };
  }, []);

  /** Takes a version loaded from the server as the saved state (after choosing the other tab's work). */
  const rebase = useCallback(
    (design: GraphicsDesign, updatedAt: string | null) => {
      saved.current = design;
      latest.current = design;
      version.current = updatedAt;
      blocked.current = false;
      setError(null);
      settled();
    },
    [settled],
  );

  /** Saves this tab's design over the newer version, knowingly. */
  const overwrite = useCallback(
    (updatedAt: string | null) => {
      version.current = updatedAt;
      blocked.current = false;
      void flush();
    },
    [flush],
  );

  return { status, error, flush, rebase, overwrite };
}
