import { readFileSync, writeFileSync } from 'node:fs';
import { ABBREVIATIONS, DENTAL_TERMS, LETTER_PHONES, PRONUNCIATIONS, SPOKEN_VARIANTS, UK_TO_US_SPELLING } from './dental-terms.ts';

/** Pronunciation dictionary: word → its pronunciations (space-separated phones). */
export type Lexicon = Map<string, string[]>;

/** The phones of pocketsphinx-en-us's acoustic model (its mdef lists these plus SIL and two fillers). */
export const CMU_PHONES: ReadonlySet<string> = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '),
);

/** Reads a CMUdict-format file ("word phones…", alternates as "word(2) phones…"). */
export function readLexicon(path: string): Lexicon {
  const lexicon: Lexicon = new Map();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [head, ...phones] = line.trim().split(/\s+/);
    if (!head || phones.length === 0) continue;
    addPronunciation(lexicon, head.replace(/\(\d+\)$/, ''), phones.join(' '));
  }
  return lexicon;
}

function addPronunciation(lexicon: Lexicon, word: string, phones: string): void {
  const list = lexicon.get(word);
  if (!list) lexicon.set(word, [phones]);
  else if (!list.includes(phones)) list.push(phones);
}

/**
 * Every pronunciation the dental data defines: explicit ones, spoken variants of tooth-number words, and
 * spelled abbreviations built from letter sounds.
 */
export function dentalLexicon(): Lexicon {
  const lexicon: Lexicon = new Map();
  for (const table of [PRONUNCIATIONS, SPOKEN_VARIANTS]) for (const [word, prons] of Object.entries(table)) for (const p of prons) addPronunciation(lexicon, word, p);
  for (const [token, letters] of Object.entries(ABBREVIATIONS)) for (const p of spell(letters)) addPronunciation(lexicon, token, p);
  return lexicon;
}

/** All ways of saying a sequence of letters (each letter has one or two variants). */
function spell(letters: string): string[] {
  return letters.split(' ').reduce<string[]>(
    (acc, letter) => {
      const variants = LETTER_PHONES[letter];
      if (!variants) throw new Error(`no pronunciation for letter "${letter}"`);
      return acc.flatMap((prefix) => variants.map((v) => (prefix ? `${prefix} ${v}` : v)));
    },
    [''],
  );
}

/**
 * The decoder's dictionary: CMUdict plus the dental pronunciations, with each UK/US spelling pair
 * sharing all their pronunciations.
 */
export function mergeLexicons(general: Lexicon, dental: Lexicon): Lexicon {
  const merged: Lexicon = new Map([...general].map(([w, p]) => [w, [...p]]));
  for (const [word, prons] of dental) for (const p of prons) addPronunciation(merged, word, p);
  for (const [uk, us] of Object.entries(UK_TO_US_SPELLING)) {
    const shared = [...(merged.get(uk) ?? []), ...(merged.get(us) ?? [])];
    for (const p of shared) {
      addPronunciation(merged, uk, p);
      addPronunciation(merged, us, p);
    }
  }
  return merged;
}

/** Phones in a pronunciation that the acoustic model does not have. */
export function invalidPhones(pronunciation: string): string[] {
  return pronunciation.split(' ').filter((p) => !CMU_PHONES.has(p));
}

/** Every word of every dental term and abbreviation: what the dictionary must cover. */
export function dentalWords(): string[] {
  const words = new Set<string>(Object.keys(ABBREVIATIONS));
  for (const terms of Object.values(DENTAL_TERMS)) for (const term of terms) for (const w of term.split(' ')) words.add(w);
  return [...words].sort();
}

/**
 * Writes the words of `vocabulary` that have pronunciations, in CMUdict format; returns how many were
 * written and which were left out (sentence markers need no pronunciation and are neither).
 */
export function writeLexicon(lexicon: Lexicon, vocabulary: Iterable<string>, path: string): { written: number; missing: string[] } {
  const lines: string[] = [];
  const missing: string[] = [];
  let written = 0;
  for (const word of [...new Set(vocabulary)].sort()) {
    const prons = lexicon.get(word);
    if (prons) {
      prons.forEach((p, i) => lines.push(`${i === 0 ? word : `${word}(${i + 1})`} ${p}`));
      written++;
    } else if (!/^<\/?s>$/.test(word)) missing.push(word);
  }
  writeFileSync(path, lines.join('\n') + '\n');
  return { written, missing };
}
