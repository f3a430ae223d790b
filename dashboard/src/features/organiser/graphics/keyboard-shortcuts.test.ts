import { describe, expect, it } from 'vitest';
import { shortcutFor } from './keyboard-shortcuts.ts';

const press = (
  key: string,
  modifiers: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => shortcutFor({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('editor shortcuts', () => {
  it('deletes with Delete or Backspace and deselects with Escape', () => {
    expect(press('Delete')).toEqual({ type: 'delete' });
    expect(press('Backspace')).toEqual({ type: 'delete' });
    expect(press('Escape')).toEqual({ type: 'deselect' });
  });

  it('nudges 1 px with the arrows and 10 px with Shift', () => {
    expect(press('ArrowLeft')).toEqual({ type: 'nudge', dx: -1, dy: 0 });
    expect(press('ArrowDown')).toEqual({ type: 'nudge', dx: 0, dy: 1 });
    expect(press('ArrowUp', { shiftKey: true })).toEqual({ type: 'nudge', dx: 0, dy: -10 });
    expect(press('ArrowRight', { shiftKey: true })).toEqual({ type: 'nudge', dx: 10, dy: 0 });
  });

  it('duplicates, undoes, redoes and saves with Ctrl or Cmd', () => {
    for (const modifier of ['ctrlKey', 'metaKey'] as const) {
      expect(press('d', { [modifier]: true })).toEqual({ type: 'duplicate' });
      expect(press('z', { [modifier]: true })).toEqual({ type: 'undo' });
      expect(press('Z', { [modifier]: true, shiftKey: true })).toEqual({ type: 'redo' });
      expect(press('y', { [modifier]: true })).toEqual({ type: 'redo' });
      expect(press('s', { [modifier]: true })).toEqual({ type: 'save' });
    }
  });

  it('leaves other keys and Alt combinations alone', () => {
    expect(press('a')).toBeNull();
    expect(press('d')).toBeNull();
    expect(press('c', { ctrlKey: true })).toBeNull();
    expect(press('z', { ctrlKey: true, altKey: true })).toBeNull();
  });
});
