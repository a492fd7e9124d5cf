import { useRef } from 'react';
import type { Transcription } from '../../core/api/transcription.ts';
import { NOTES_MESSAGES } from '../../core/messages.ts';
import type { ClinicalNotes } from '../../core/notes/schema.ts';
import type { Identity } from '../api/http.ts';
import { useAppend as useAppendCall } from '../api/transcriptions.ts';
import { showToast } from '../components/Toast.tsx';
import { mediaRecorderSink } from '../recorder/sinks.ts';
import { useRecorder } from '../recorder/useRecorder.ts';
import type { NotesEditor } from './useNotesEditor.ts';

/** Append by voice: records more dictation and applies it to the current notes (only once notes exist). */
export function useAppend(user: Identity, appointment: Transcription | undefined, editor: NotesEditor) {
  const { mutateAsync } = useAppendCall(user);
  // The appointment being appended to, fixed at start: the user may select another one while speaking.
  const target = useRef<{ id: number; notes: ClinicalNotes } | null>(null);
  const recorder = useRecorder({
    sink: () => mediaRecorderSink(async (audio) => {
      if (!target.current) return;
      const { id } = target.current;
      // Edits made while speaking count too, as long as the same appointment is still open.
      const notes = appointment?.id === id && editor.notes ? editor.notes : target.current.notes;
      try {
        const row = await mutateAsync({ id, audio, notes });
        if (row.clinicalNotes) editor.replace(row.id, row.clinicalNotes);
        showToast({ type: 'success', title: NOTES_MESSAGES.notesUpdatedTitle, message: NOTES_MESSAGES.notesUpdated });
      } catch (e) {
        showToast({ type: 'error', title: NOTES_MESSAGES.appendFailedTitle, message: (e as Error).message });
      }
    }),
  });
  return {
    ...recorder,
    /** Starts only when the appointment has notes (spec). */
    start: () => {
      if (!appointment || !editor.notes) return;
      target.current = { id: appointment.id, notes: editor.notes };
      void recorder.start();
    },
  };
}
