import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Transcription } from '../../core/api/transcription.ts';
import { NOTES_MESSAGES } from '../../core/messages.ts';
import { withFieldText, type NoteField } from '../../core/notes/edit-text.ts';
import type { ClinicalNotes } from '../../core/notes/schema.ts';
import type { Identity } from '../api/http.ts';
import { useSaveNotes } from '../api/transcriptions.ts';
import { showToast } from '../components/Toast.tsx';
import { canRedo, canUndo, emptyHistory, historyReducer, present, type History, type HistoryAction } from './history.ts';

/** Spec: edits are saved 1 s after the last one. */
export const AUTOSAVE_DELAY_MS = 1000;

type Reducer = (h: History<ClinicalNotes>, action: HistoryAction<ClinicalNotes>) => History<ClinicalNotes>;
const reducer: Reducer = historyReducer;

/**
 * The selected appointment's notes as the user edits them: undo/redo history, autosave 1 s after the last
 * change, and the server's version adopted whenever it changes by other means (generation, another tab)
 * while there is nothing unsaved here.
 */
export function useNotesEditor(user: Identity, appointment: Transcription | undefined) {
  const id = appointment?.id;
  const serverNotes = appointment?.clinicalNotes ?? null;
  const serverJson = JSON.stringify(serverNotes);

  const [history, dispatchState] = useReducer(reducer, emptyHistory<ClinicalNotes>());
  // Switching appointments starts a fresh history from that appointment's notes (during render, so the
  // previous appointment's notes are never shown for the new one).
  const [owner, setOwner] = useState(id);
  if (owner !== id) {
    setOwner(id);
    dispatchState({ type: 'reset', value: serverNotes });
  }
  // The latest history for callbacks, updated as actions are sent so quick successive edits build on each other.
  const latest = useRef(history);
  useEffect(() => {
    latest.current = history;
  });
  const dispatch = useCallback((action: HistoryAction<ClinicalNotes>) => {
    latest.current = reducer(latest.current, action);
    dispatchState(action);
  }, []);

  /** The notes the server is known to hold, as JSON; an update equal to it is our own save coming back. */
  const known = useRef(serverJson);
  const knownFor = useRef(id);
  const pending = useRef<{ id: number; notes: ClinicalNotes } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { mutateAsync } = useSaveNotes(user);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const change = pending.current;
    pending.current = null;
    if (!change) return;
    known.current = JSON.stringify(change.notes);
    dispatch({ type: 'seal' });
    mutateAsync(change).catch((e: Error) => showToast({ type: 'error', title: NOTES_MESSAGES.saveFailedTitle, message: e.message }));
  }, [mutateAsync, dispatch]);

  // Leaving an appointment (or the screen) saves its last edits at once instead of dropping them.
  useEffect(() => flush, [id, flush]);

  useEffect(() => {
    if (knownFor.current !== id) {
      // A new appointment: the reset during render already took its notes.
      knownFor.current = id;
      known.current = serverJson;
      return;
    }
    if (serverJson === known.current) return;
    known.current = serverJson;
    // Unsaved edits win: they are about to overwrite the server's copy anyway.
    if (pending.current) return;
    const current = present(latest.current);
    const next = JSON.parse(serverJson) as ClinicalNotes | null;
    if (next === null || current === null) dispatch({ type: 'reset', value: next });
    else if (JSON.stringify(current) !== serverJson) dispatch({ type: 'push', value: next });
  }, [id, serverJson, dispatch]);

  /** Applies a local change and schedules its save. */
  const local = useCallback(
    (action: HistoryAction<ClinicalNotes>) => {
      dispatch(action);
      const next = present(latest.current);
      if (id === undefined || !next) return;
      pending.current = { id, notes: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
    },
    [id, flush, dispatch],
  );

  const edit = useCallback(
    (field: NoteField, text: string) => {
      const current = present(latest.current);
      if (current) local({ type: 'edit', field: field.id, value: withFieldText(current, field, text) });
    },
    [local],
  );
  const undo = useCallback(() => local({ type: 'undo' }), [local]);
  const redo = useCallback(() => local({ type: 'redo' }), [local]);

  /** Notes the server already holds (an append's result for appointment `forId`): a new entry, nothing to save. */
  const replace = useCallback(
    (forId: number, next: ClinicalNotes) => {
      if (forId !== id) return;
      clearTimeout(timer.current);
      pending.current = null;
      known.current = JSON.stringify(next);
      dispatch({ type: 'push', value: next });
    },
    [id, dispatch],
  );

  /** Deletes the notes (PATCH null, back to pending); unsaved edits go with them. */
  const remove = useCallback(async () => {
    if (id === undefined) return;
    clearTimeout(timer.current);
    pending.current = null;
    const before = present(latest.current);
    known.current = 'null';
    dispatch({ type: 'reset', value: null });
    try {
      await mutateAsync({ id, notes: null });
    } catch (e) {
      // Still on the server: show them again.
      known.current = JSON.stringify(before);
      dispatch({ type: 'reset', value: before });
      throw e;
    }
  }, [id, dispatch, mutateAsync]);

  return {
    notes: present(history),
    /** Changes on every undo, redo or replacement, so edit boxes drop what they were showing. */
    revision: history.revision,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    edit,
    undo,
    redo,
    replace,
    remove,
  };
}

export type NotesEditor = ReturnType<typeof useNotesEditor>;
