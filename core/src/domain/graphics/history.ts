import { graphicsLimits } from '../../contracts/graphics.ts';

/**
 * Undo/redo over immutable snapshots. Commits that share a group (typing into one text field, dragging a
 * colour picker) fold into one step, so undo goes back to before the whole edit, not one keystroke.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  group: string | null;
}

export const createHistory = <T>(present: T): History<T> => ({ past: [], present, future: [], group: null });

export function commit<T>(
  history: History<T>,
  next: T,
  group: string | null = null,
  limit: number = graphicsLimits.historyLimit,
): History<T> {
  if (Object.is(next, history.present)) return history;
  if (group !== null && group === history.group) return { ...history, present: next, future: [] };
  return { past: [...history.past, history.present].slice(-limit), present: next, future: [], group };
}

export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    group: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, group: null };
}

/** Ends the current group: the next commit starts a step of its own even under the same group. */
export const closeGroup = <T>(history: History<T>): History<T> =>
  history.group === null ? history : { ...history, group: null };
