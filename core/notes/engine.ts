import { applyDictation } from './append.ts';
import { notesFrom } from './assemble.ts';
import type { ClinicalNotes, Numbering } from './schema.ts';

export interface NotesOptions {
  /** How ambiguous tooth numbers are read and how teeth are written (FDI by default). */
  numbering?: Numbering;
}

/** Turns a (scrubbed) dictation into complete ClinicalNotes. Deterministic, no I/O. */
export function generateNotes(transcript: string, options: NotesOptions = {}): ClinicalNotes {
  return notesFrom(transcript, options.numbering ?? 'fdi');
}

/** Applies a spoken addition or edit instruction ("add …", "change 36 to 37", "scratch that") to existing notes. */
export function appendToNotes(current: ClinicalNotes, transcript: string, options: NotesOptions = {}): ClinicalNotes {
  return applyDictation(current, transcript, options.numbering ?? 'fdi');
}
