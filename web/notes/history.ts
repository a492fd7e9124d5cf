/** Spec: the undo history keeps at most 20 entries; the oldest is dropped. */
export const HISTORY_LIMIT = 20;

/**
 * Undo/redo over whole values. Typing in one field grows a single entry (`open` names the field being
 * typed in) until something else happens or the edit is sealed, so undo steps back a field edit at a time.
 */
export interface History<T> {
  entries: T[];
  index: number;
  open: string | null;
  /** Counts changes that did not come from typing (undo, redo, replacements), so edit boxes know to refresh. */
  revision: number;
}

export type HistoryAction<T> =
  | { type: 'reset'; value: T | null }
  | { type: 'edit'; value: T; field: string }
  | { type: 'push'; value: T }
  | { type: 'seal' }
  | { type: 'undo' }
  | { type: 'redo' };

export const emptyHistory = <T>(revision = 0): History<T> => ({ entries: [], index: -1, open: null, revision });

export const present = <T>(h: History<T>): T | null => h.entries[h.index] ?? null;
export const canUndo = (h: History<unknown>) => h.index > 0;
export const canRedo = (h: History<unknown>) => h.index < h.entries.length - 1;

function add<T>(h: History<T>, value: T, open: string | null, revision: number): History<T> {
  const entries = [...h.entries.slice(0, h.index + 1), value].slice(-HISTORY_LIMIT);
  return { entries, index: entries.length - 1, open, revision };
}

export function historyReducer<T>(h: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'reset':
      return action.value === null ? emptyHistory(h.revision + 1) : { entries: [action.value], index: 0, open: null, revision: h.revision + 1 };
    case 'edit':
      if (h.entries.length === 0) return h;
      // Still typing in the same field: that entry grows instead of a new one per keystroke.
      if (h.open === action.field && h.index === h.entries.length - 1 && h.index > 0) {
        return { ...h, entries: [...h.entries.slice(0, -1), action.value] };
      }
      return add(h, action.value, action.field, h.revision);
    case 'push':
      return add(h, action.value, null, h.revision + 1);
    case 'seal':
      return h.open === null ? h : { ...h, open: null };
    case 'undo':
      return canUndo(h) ? { ...h, index: h.index - 1, open: null, revision: h.revision + 1 } : h;
    case 'redo':
      return canRedo(h) ? { ...h, index: h.index + 1, open: null, revision: h.revision + 1 } : h;
  }
}
