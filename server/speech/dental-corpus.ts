import { DENTAL_TERMS } from './dental-terms.ts';
import { allTeeth, speak } from './tooth-notation.ts';
import { readDictations } from './corpus/dictations.ts';
import { SLOTS } from './corpus/slots.ts';
import { expand, pick, seededRng, type Rng } from './corpus/template.ts';
import { TEMPLATES } from './corpus/templates.ts';

export interface CorpusOptions {
  /** Sentences generated per template. */
  perTemplate?: number;
  seed?: number;
}

/**
 * Times the whole dictations are counted, so their word orders weigh against the far larger template text. Chosen
 * on the dev dictations and the real clips (dev WER / dev teeth / real WER). With the 440 dictations of the first
 * export: once 5.4% / 97.1% / 43.6%, twice 5.4% / 98.0% / 43.6%, three times 5.0% / 98.0% / 44.3%. With 488 (more19
 * and more20 added, 20% more words): twice 5.3% / 97.1% / 45.0% (real clips worse than stock PocketSphinx's 43.6%),
 * once 5.3% / 97.1% / 43.6%.
 */
const DICTATION_REPEATS = 1;

/**
 * The dental dictation corpus the adapted language model is trained on, as sentences of
 * recogniser tokens. Templates expanded with a fixed seed, every dental term, every tooth in every
 * notation, and whole dictations written for the project (corpus/dictations.ts). Clauses are added as sentences of their own
 * too, because the decoder starts a new utterance at each pause.
 */
export function dentalCorpus({ perTemplate = 150, seed = 7 }: CorpusOptions = {}): string[] {
  const rng = seededRng(seed);
  const sentences: string[] = [];
  for (const template of TEMPLATES) for (let i = 0; i < perTemplate; i++) sentences.push(expand(template, SLOTS, rng));
  for (const terms of Object.values(DENTAL_TERMS)) sentences.push(...terms);
  for (const tooth of allTeeth()) {
    const s = speak(tooth);
    sentences.push(`the ${s.palmer}`, `tooth ${s.fdi}`, `the ${s.fdi}`, `tooth ${s.universal}`, s.universal, `the ${s.name}`);
  }
  sentences.push(...toothPhrases(rng));
  const dictations = readDictations();
  for (let i = 0; i < DICTATION_REPEATS; i++) sentences.push(...dictations);
  const out: string[] = [];
  for (const sentence of sentences) {
    const clauses = sentence.split(/[,;:]/).map(tokenize).filter(Boolean);
    out.push(tokenize(sentence));
    if (clauses.length > 1) out.push(...clauses);
  }
  return out.filter(Boolean);
}

/**
 * Every tooth, in every way each notation says it, in the words dictation puts around a tooth ("the upper
 * right E has", "on tooth number fourteen", "three six and three seven"). The templates draw teeth at
 * random, mostly permanent ones, so a rarely drawn tooth (a primary tooth's letter, "number thirty two")
 * would otherwise be known to the model only after its first word; here each tooth counts the same.
 */
function toothPhrases(rng: Rng): string[] {
  const teeth = allTeeth();
  const forms = (t: (typeof teeth)[number]): string[][] => {
    const s = speak(t);
    const universal = s.universal.startsWith('number ') ? [s.universal, `tooth ${s.universal}`, `tooth ${s.universal.slice('number '.length)}`] : [`tooth ${s.universal}`, s.universal];
    return [[`the ${s.palmer}`, s.palmer], [s.fdi, `tooth ${s.fdi}`, `the ${s.fdi}`], universal];
  };
  const out: string[] = [];
  for (const tooth of teeth) {
    for (const [notation, variants] of forms(tooth).entries()) {
      for (const form of variants) {
        const other = pick(rng, pick(rng, forms(pick(rng, teeth)).slice(notation, notation + 1)));
        out.push(`${form} has`, `${form} is`, `${form} with`, `on ${form}`, `and ${form}`, `${form} and ${other}`);
      }
    }
  }
  return out;
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
