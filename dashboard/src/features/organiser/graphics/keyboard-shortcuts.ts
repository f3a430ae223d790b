import { graphicsLimits } from '@galaxia/core';

export type ShortcutAction =
  | { type: 'delete' }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'duplicate' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'save' }
  | { type: 'deselect' };

type KeyPress = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The editor's shortcuts: Ctrl on Windows and Linux, Cmd on macOS. */
export function shortcutFor(event: KeyPress): ShortcutAction | null {
  const command = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (event.altKey) return null;
  if (command) {
    if (key === 'z') return event.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y' && !event.shiftKey) return { type: 'redo' };
    if (key === 'd' && !event.shiftKey) return { type: 'duplicate' };
    if (key === 's' && !event.shiftKey) return { type: 'save' };
    return null;
  }
  if (key === 'Delete' || key === 'Backspace') return { type: 'delete' };
  if (key === 'Escape') return { type: 'deselect' };
  const arrow = ARROWS[key];
  if (arrow) {
    const step = event.shiftKey ? graphicsLimits.nudge.shiftStep : graphicsLimits.nudge.step;
    return { type: 'nudge', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  return null;
}

/** Typing in a field keeps its own keys: Delete edits the text, Ctrl+Z undoes the typing. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset'].includes(
      target.type,
    );
  }
  return false;
}
