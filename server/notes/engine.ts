import { appendToNotes, generateNotes, type NotesOptions } from '../../core/notes/engine.ts';
import type { ClinicalNotes } from '../../core/notes/schema.ts';

/** Turns a scrubbed transcript into ClinicalNotes; one implementation per configured engine. */
export interface NotesEngine {
  /** Shown by /api/health, e.g. "rules". */
  readonly name: string;
  generate(transcript: string): Promise<ClinicalNotes>;
  append(current: ClinicalNotes, transcript: string): Promise<ClinicalNotes>;
}

/** The built-in deterministic dental engine from core/. */
export function rulesEngine(options: NotesOptions): NotesEngine {
  return {
    name: 'rules',
    generate: async (transcript) => generateNotes(transcript, options),
    append: async (current, transcript) => appendToNotes(current, transcript, options),
  };
}
