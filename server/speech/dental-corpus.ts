import { DENTAL_TERMS } from './dental-terms.ts';
import { allTeeth, speak } from './tooth-notation.ts';
import { SLOTS } from './corpus/slots.ts';
import { expand, seededRng } from './corpus/template.ts';
import { TEMPLATES } from './corpus/templates.ts';

export interface CorpusOptions {
  /** Sentences generated per template. */
  perTemplate?: number;
  seed?: number;
}

/**
 * The dental dictation corpus the adapted language model is trained on, as sentences of
 * recogniser tokens. It is generated, not stored: templates expanded with a fixed seed, every
 * dental term, and every tooth in every notation. Clauses are added as sentences of their own
 * too, because the decoder starts a new utterance at each pause.
 */
export function dentalCorpus({ perTemplate = 60, seed = 7 }: CorpusOptions = {}): string[] {
  const rng = seededRng(seed);
  const sentences: string[] = [];
  for (const template of TEMPLATES) for (let i = 0; i < perTemplate; i++) sentences.push(expand(template, SLOTS, rng));
  for (const terms of Object.values(DENTAL_TERMS)) sentences.push(...terms);
  for (const tooth of allTeeth()) {
    const s = speak(tooth);
    sentences.push(`the ${s.palmer}`, `tooth ${s.fdi}`, `the ${s.fdi}`, `tooth ${s.universal}`, s.universal, `the ${s.name}`);
  }
  const out: string[] = [];
  for (const sentence of sentences) {
    const clauses = sentence.split(/[,;:]/).map(tokenize).filter(Boolean);
    out.push(tokenize(sentence));
    if (clauses.length > 1) out.push(...clauses);
  }
  return out.filter(Boolean);
}

/** Text as the recogniser writes it: lower-case words, hyphens as spaces, no punctuation. */
export function tokenize(text: string): string {
  return text
    .toLowerCase()
    .replace(/-/g, ' ')
    .replace(/[^a-z0-9' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');
}
