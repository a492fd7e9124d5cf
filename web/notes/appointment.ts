import type { Transcription } from '../../core/api/transcription.ts';

/** Ids below this were made by the server; larger ones (timestamps) would be the client's own placeholders. */
export const SERVER_ID_LIMIT = 1e12;
export const isServerCreated = (t: Pick<Transcription, 'id'>) => t.id < SERVER_ID_LIMIT;

/** Spec title: the first 10 characters of TX TODAY and an ellipsis, or "Appointment {number}". */
export function appointmentTitle(t: Transcription): string {
  const today = (t.clinicalNotes?.['TX TODAY'] ?? []).map((item) => item.trim()).filter(Boolean).join(', ');
  return today ? `${today.slice(0, 10)}...` : `Appointment ${t.appointmentNumber}`;
}

export type NotesState = 'processing' | 'completed' | 'error';

/** The status badge: pending and processing both read Processing; a failed transcription is an error too. */
export function notesState(t: Transcription): NotesState {
  if (t.status === 'error' || t.clinicalNotesStatus === 'error') return 'error';
  return t.clinicalNotesStatus === 'completed' ? 'completed' : 'processing';
}

/** Still being transcribed or turned into notes. */
export const isProcessing = (t: Transcription) => notesState(t) === 'processing';

/** The detected language's name in English ("en" → "English"); the code itself if the browser cannot name it. */
export function languageName(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
