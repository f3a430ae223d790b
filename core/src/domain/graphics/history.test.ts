import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, closeGroup, commit, createHistory, redo, undo } from './history.ts';

describe('history', () => {
  it('undoes and redoes commits in order', () => {
    let history = createHistory('a');
    history = commit(history, 'b');
    history = commit(history, 'c');
    expect(canUndo(history)).toBe(true);
    expect(canRedo(history)).toBe(false);
    history = undo(history);
    expect(history.present).toBe('b');
    history = undo(history);
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = redo(history);
    history = redo(history);
    expect(history.present).toBe('c');
    expect(redo(history)).toBe(history);
  });

  it('drops the redo steps when a new change is made after an undo', () => {
    let history = commit(commit(createHistory('a'), 'b'), 'c');
    history = commit(undo(history), 'd');
    expect(history.present).toBe('d');
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe('b');
  });

  it('skips a commit that changes nothing', () => {
    const history = commit(createHistory('a'), 'b');
    expect(commit(history, 'b')).toBe(history);
  });

  it('folds commits of one group into one step until the group changes or is closed', () => {
    let history = createHistory('');
    for (const text of ['G', 'GG', 'GGF']) history = commit(history, text, 'el-1:text');
    expect(history.past).toEqual(['']);
    history = commit(history, 'GGF!', 'el-1:color');
    expect(history.past).toEqual(['', 'GGF']);
    history = commit(closeGroup(history), 'GGF!!', 'el-1:color');
    expect(undo(history).present).toBe('GGF!');
    expect(undo(undo(history)).present).toBe('GGF');
    // An undo ends the group: the next edit is a step of its own.
    expect(commit(undo(history), 'x', 'el-1:color').past).toEqual(['', 'GGF', 'GGF!']);
  });

  it('keeps at most the given number of steps', () => {
    let history = createHistory(0);
    for (let i = 1; i <= 150; i += 1) history = commit(history, i);
    expect(history.past).toHaveLength(100);
    expect(history.past[0]).toBe(50);
    expect(commit(createHistory(0), 1, null, 1).past).toEqual([0]);
  });
});
