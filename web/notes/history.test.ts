import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, canRedo, canUndo, emptyHistory, historyReducer, present, type History, type HistoryAction } from './history.ts';

const run = (actions: HistoryAction<string>[], from: History<string> = emptyHistory()) => actions.reduce(historyReducer<string>, from);
const base = run([{ type: 'reset', value: 'a' }]);

describe('notes history', () => {
  it('starts from the loaded notes with nothing to undo or redo', () => {
    expect(present(base)).toBe('a');
    expect(canUndo(base)).toBe(false);
    expect(canRedo(base)).toBe(false);
    expect(present(emptyHistory())).toBeNull();
  });

  it('keeps typing in one field as one entry until sealed or another field is edited', () => {
    const typed = run([{ type: 'edit', field: 'CC', value: 'ab' }, { type: 'edit', field: 'CC', value: 'abc' }], base);
    expect(typed.entries).toEqual(['a', 'abc']);
    const sealed = run([{ type: 'seal' }, { type: 'edit', field: 'CC', value: 'abcd' }], typed);
    expect(sealed.entries).toEqual(['a', 'abc', 'abcd']);
    const other = run([{ type: 'edit', field: 'DX', value: 'abc!' }], typed);
    expect(other.entries).toEqual(['a', 'abc', 'abc!']);
  });

  it('undoes and redoes; a new edit drops what could be redone', () => {
    const h = run([{ type: 'edit', field: 'CC', value: 'b' }, { type: 'edit', field: 'DX', value: 'c' }], base);
    const undone = run([{ type: 'undo' }, { type: 'undo' }, { type: 'undo' }], h);
    expect(present(undone)).toBe('a');
    expect(canUndo(undone)).toBe(false);
    const redone = run([{ type: 'redo' }], undone);
    expect(present(redone)).toBe('b');
    expect(canRedo(redone)).toBe(true);
    const branched = run([{ type: 'edit', field: 'CC', value: 'x' }], redone);
    expect(branched.entries).toEqual(['a', 'b', 'x']);
    expect(canRedo(branched)).toBe(false);
  });

  it('an edit after undo starts a new entry even in the same field', () => {
    const h = run([{ type: 'edit', field: 'CC', value: 'b' }, { type: 'undo' }, { type: 'edit', field: 'CC', value: 'c' }], base);
    expect(h.entries).toEqual(['a', 'c']);
  });

  it('adds replaced notes (an append) as their own entry', () => {
    const h = run([{ type: 'edit', field: 'CC', value: 'b' }, { type: 'push', value: 'appended' }, { type: 'edit', field: 'CC', value: 'c' }], base);
    expect(h.entries).toEqual(['a', 'b', 'appended', 'c']);
    expect(present(run([{ type: 'push', value: 'first' }]))).toBe('first');
  });

  it(`keeps at most ${HISTORY_LIMIT} entries, dropping the oldest`, () => {
    const pushes = Array.from({ length: 25 }, (_, i): HistoryAction<string> => ({ type: 'push', value: `v${i}` }));
    const h = run(pushes, base);
    expect(h.entries).toHaveLength(HISTORY_LIMIT);
    expect(h.entries[0]).toBe('v5');
    expect(present(h)).toBe('v24');
    expect(present(run(Array(30).fill({ type: 'undo' }), h))).toBe('v5');
  });

  it('counts every change that did not come from typing', () => {
    const typed = run([{ type: 'edit', field: 'CC', value: 'b' }, { type: 'seal' }], base);
    expect(typed.revision).toBe(base.revision);
    expect(run([{ type: 'undo' }, { type: 'redo' }, { type: 'push', value: 'c' }, { type: 'reset', value: null }], typed).revision).toBe(base.revision + 4);
  });

  it('is empty again when the notes are deleted, and edits then do nothing', () => {
    const h = run([{ type: 'reset', value: null }, { type: 'edit', field: 'CC', value: 'x' }], base);
    expect(present(h)).toBeNull();
  });
});
