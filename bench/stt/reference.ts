import { normalise } from './normalise.ts';

/** A tooth reference in a dictation, as a span of normalised reference tokens. */
export interface ToothSpan {
  start: number;
  end: number;
  text: string;
}

export interface Reference {
  tokens: string[];
  teeth: ToothSpan[];
}

/**
 * Dictation texts mark each spoken tooth reference in square brackets ("the [upper left six]",
 * "tooth [number fourteen]"). Each piece is normalised on its own so the spans map onto tokens.
 */
export function parseReference(marked: string): Reference {
  const tokens: string[] = [];
  const teeth: ToothSpan[] = [];
  for (const [i, piece] of marked.split(/[[\]]/).entries()) {
    const words = normalise(piece);
    if (i % 2 === 1) teeth.push({ start: tokens.length, end: tokens.length + words.length, text: piece.trim() });
    tokens.push(...words);
  }
  return { tokens, teeth };
}

/** The dictation as it is spoken: markers removed. */
export function spokenText(marked: string): string {
  return marked.replace(/[[\]]/g, '').replace(/\s+/g, ' ').trim();
}
