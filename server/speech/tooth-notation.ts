import { digitsToWords, numberToWords } from './number-words.ts';

/**
 * How dentists say tooth numbers in the three notations (see shared/reference/dental-notes.md):
 * FDI digit by digit ("three six"), Universal as a number or letter ("number nineteen", "K"),
 * Palmer as quadrant plus position ("lower left six", "upper right E").
 */

/** FDI quadrant (1–4 permanent, 5–8 primary) → spoken quadrant. */
const QUADRANT_WORDS = ['upper right', 'upper left', 'lower left', 'lower right'];
const PERMANENT_NAMES = ['central incisor', 'lateral incisor', 'canine', 'first premolar', 'second premolar', 'first molar', 'second molar', 'third molar'];
const PRIMARY_NAMES = ['central incisor', 'lateral incisor', 'canine', 'first molar', 'second molar'];

export interface Tooth {
  /** FDI quadrant: 1–4 permanent, 5–8 primary. */
  quadrant: number;
  /** Position from the midline: 1–8 permanent, 1–5 primary. */
  position: number;
}

export interface SpokenTooth {
  fdi: string;
  palmer: string;
  universal: string;
  /** Descriptive name, e.g. "lower left first molar". */
  name: string;
}

/** All 32 permanent and 20 primary teeth. */
export function allTeeth(): Tooth[] {
  const teeth: Tooth[] = [];
  for (let q = 1; q <= 8; q++) for (let p = 1; p <= (q <= 4 ? 8 : 5); p++) teeth.push({ quadrant: q, position: p });
  return teeth;
}

export function isPrimary(t: Tooth): boolean {
  return t.quadrant > 4;
}

/** Universal (ADA) designation: 1–32 for permanent teeth, A–T for primary. */
export function universal(t: Tooth): string {
  const q = ((t.quadrant - 1) % 4) + 1;
  if (!isPrimary(t)) return String([9 - t.position, 8 + t.position, 25 - t.position, 24 + t.position][q - 1]);
  return ['EDCBA', 'FGHIJ', 'ONMLK', 'PQRST'][q - 1]![t.position - 1]!;
}

export function speak(t: Tooth): SpokenTooth {
  const quadrant = QUADRANT_WORDS[(t.quadrant - 1) % 4]!;
  const u = universal(t);
  const primary = isPrimary(t);
  const palmerPosition = primary ? 'ABCDE'[t.position - 1]! : numberToWords(t.position);
  return {
    fdi: digitsToWords(`${t.quadrant}${t.position}`),
    palmer: `${quadrant} ${palmerPosition}`,
    universal: primary ? u : `number ${numberToWords(Number(u))}`,
    name: `${quadrant} ${primary ? 'primary ' : ''}${(primary ? PRIMARY_NAMES : PERMANENT_NAMES)[t.position - 1]}`,
  };
}
