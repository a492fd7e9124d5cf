import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * dev: used to tune the recogniser; heldout: never tuned on, reported separately; heldout2: a second unseen
 * set, written after the first round of tuning and before any measurement on it (all three notations,
 * primary teeth by letter), never tuned on either.
 */
export const SPLITS = ['dev', 'heldout', 'heldout2'] as const;
export type Split = (typeof SPLITS)[number];

export const DICTATIONS_DIR = fileURLToPath(new URL('./dictations/', import.meta.url));
/** Rendered synthetic speech (git-ignored). */
export const AUDIO_DIR = fileURLToPath(new URL('./.audio/', import.meta.url));

export interface Dictation {
  id: string;
  split: Split;
  /** Text with [tooth references] marked. */
  marked: string;
  file: string;
}

/** The dictations written for the project, in file order. */
export function dictations(): Dictation[] {
  return SPLITS.flatMap((split) =>
    readdirSync(join(DICTATIONS_DIR, split))
      .filter((f) => f.endsWith('.txt'))
      .sort()
      .map((f) => {
        const file = join(DICTATIONS_DIR, split, f);
        return { id: basename(f, '.txt'), split, marked: readFileSync(file, 'utf8').trim(), file };
      }),
  );
}
