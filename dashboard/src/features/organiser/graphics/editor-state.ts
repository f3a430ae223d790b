import {
  canRedo,
  canUndo,
  commit,
  createHistory,
  findElement,
  type GraphicsDesign,
  type History,
  redo,
  undo,
} from '@galaxia/core';

/** The design's history and the selection; selecting is not an edit, so it is not in the history. */
export interface EditorState {
  history: History<GraphicsDesign>;
  selectedId: string | null;
}

export type EditorAction =
  | {
      type: 'change';
      change: (design: GraphicsDesign) => GraphicsDesign;
      /** Edits of one field in a row (typing, dragging a colour) undo as one step. */
      group?: string;
      select?: string | null;
    }
  | { type: 'select'; id: string | null }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; design: GraphicsDesign };

export const initialEditorState = (design: GraphicsDesign): EditorState => ({
  history: createHistory(design),
  selectedId: null,
});

const keepSelection = (history: History<GraphicsDesign>, selectedId: string | null) =>
  selectedId && findElement(history.present, selectedId) ? selectedId : null;

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'change': {
      const history = commit(state.history, action.change(state.history.present), action.group ?? null);
      const selectedId = action.select === undefined ? state.selectedId : action.select;
      if (history === state.history && selectedId === state.selectedId) return state;
      return { history, selectedId: keepSelection(history, selectedId) };
    }
    case 'select':
      return state.selectedId === action.id ? state : { ...state, selectedId: action.id };
    case 'undo': {
      if (!canUndo(state.history)) return state;
      const history = undo(state.history);
      return { history, selectedId: keepSelection(history, state.selectedId) };
    }
    case 'redo': {
      if (!canRedo(state.history)) return state;
      const history = redo(state.history);
      return { history, selectedId: keepSelection(history, state.selectedId) };
    }
    case 'reset':
      return initialEditorState(action.design);
  }
}
