import {
  addElement,
  createShapeElement,
  deleteElement,
  type GraphicsDesign,
  updateElement,
} from '@galaxia/core';
import { describe, expect, it } from 'vitest';
import { editorReducer, initialEditorState } from './editor-state.ts';

const empty: GraphicsDesign = { width: 1280, height: 720, background: { color: '#000000' }, elements: [] };

describe('editorReducer', () => {
  it('selects what a change asks for and undoes the change without touching the selection history', () => {
    const rectangle = createShapeElement(empty, 'rectangle');
    let state = initialEditorState(empty);
    state = editorReducer(state, {
      type: 'change',
      change: (d) => addElement(d, rectangle),
      select: rectangle.id,
    });
    expect(state.selectedId).toBe('el-1');
    expect(state.history.present.elements).toHaveLength(1);
    state = editorReducer(state, { type: 'select', id: null });
    state = editorReducer(state, { type: 'select', id: 'el-1' });
    state = editorReducer(state, { type: 'undo' });
    expect(state.history.present).toBe(empty);
    expect(state.selectedId).toBeNull();
    state = editorReducer(state, { type: 'redo' });
    expect(state.history.present.elements).toHaveLength(1);
  });

  it('drops the selection when its element is deleted and keeps the state when nothing changes', () => {
    const rectangle = createShapeElement(empty, 'rectangle');
    let state = editorReducer(initialEditorState(empty), {
      type: 'change',
      change: (d) => addElement(d, rectangle),
      select: rectangle.id,
    });
    expect(editorReducer(state, { type: 'change', change: (d) => d })).toBe(state);
    expect(editorReducer(state, { type: 'undo' }).selectedId).toBeNull();
    state = editorReducer(state, { type: 'change', change: (d) => deleteElement(d, 'el-1') });
    expect(state.selectedId).toBeNull();
  });

  it('folds edits of one field into one undo step', () => {
    const rectangle = createShapeElement(empty, 'rectangle');
    let state = editorReducer(initialEditorState(empty), {
      type: 'change',
      change: (d) => addElement(d, rectangle),
    });
    for (const opacity of [0.9, 0.8, 0.7]) {
      state = editorReducer(state, {
        type: 'change',
        change: (d) => updateElement(d, 'el-1', { opacity }),
        group: 'el-1:opacity',
      });
    }
    expect(state.history.past).toHaveLength(2);
    expect(editorReducer(state, { type: 'undo' }).history.present.elements[0]?.opacity).toBe(1);
  });
});
