import { readFileSync } from 'node:fs';
import { ABBREVIATIONS } from '../dental-terms.ts';
import { digitsToWords, numberToWords } from '../number-words.ts';

/**
 * Whole dictations as dentists say them, for the dental language model: the transcripts of the
 * notes corpus's dev split (bench/notes/corpus), written for this project by several authors in UK and US
 * styles. The templates give the model every term in a few orders; these give it the word orders of real
 * run-on dictation ("so emergency patient complaining of pain upper right for three days worse at night").
 * Exported by scripts/speech/export-dictations.ts; the held-out notes splits are never used.
 */
export const DICTATIONS_FILE = new URL('./dictations.txt', import.meta.url);

/** Shorthand of typed notes → what a dentist says for it (matched as whole words, any case). */
const SAID_FOR: Readonly<Record<string, string>> = {
  pt: 'patient', pts: 'patients', dx: 'diagnosis', tx: 'treatment', hx: 'history', 'c/o': 'complains of', 'o/e': 'on examination',
  'w/': 'with', 'w/o': 'without', 'r/v': 'review', mm: 'millimetres', ii: 'two', iii: 'three', iv: 'four', approx: 'approximately',
  mins: 'minutes', min: 'minutes', wk: 'week', wks: 'weeks', yrs: 'years', appt: 'appointment', incl: 'including', pd: 'probing depths',
  htn: 'hypertension', mcg: 'micrograms', naocl: 'sodium hypochlorite', wl: 'working length', ncm: 'newton centimetres', rtc: 'return to clinic',
};
/** Written intervals in weeks, days and months ("2/52", "3/7", "6/12"). */
const INTERVAL: Readonly<Record<string, string>> = { '52': 'weeks', '7': 'days', '12': 'months' };

/**
 * Typed notes as they would have been dictated: shorthand said in full, "#14" as "number fourteen", "1:80,000"
 * as "one in eighty thousand", "2/52" as "two weeks", ranges with "to", and FDI tooth numbers said digit by digit
 * and as tens in turn ("three six", "thirty six"), as dentists say both.
 */
export function sayWritten(text: string, numbering: 'fdi' | 'universal' | 'palmer'): string {
  let turn = 0;
  return text
    .replace(/(\d+):(\d{1,3}(?:,\d{3})+|\d+)/g, (_, a: string, b: string) => `${a} in ${b.replace(/,/g, '')}`)
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/\b(\d+)\/(52|7|12)\b/g, (_, n: string, unit: string) => `${n} ${n === '1' ? INTERVAL[unit]!.slice(0, -1) : INTERVAL[unit]}`)
    .replace(/(\d)\s*-\s*(#?\d)/g, '$1 to $2')
    .replace(/#\s?(\d+)/g, 'number $1')
    .replace(/(\d)\s*mm\b/gi, '$1 millimetres')
    .replace(/\b(ur|ul|lr|ll)([a-e])\b/gi, '$1 $2')
    .replace(/(^|[\s(])([a-z]+\/?[a-z]*\/?)(?=[\s.,;:)]|$)/gi, (all, pre: string, word: string) => {
      const said = SAID_FOR[word.toLowerCase()];
      return said ? pre + said : all;
    })
    .replace(/(?<!#|number )\b([1-4][1-8]|[5-8][1-5])\b/g, (n: string) => (numbering === 'fdi' && turn++ % 2 === 0 ? digitsToWords(n) : n));
}

/** Hesitations a dictation transcript keeps but the decoder treats as noise; they would only break the word context. */
const FILLERS = new Set(['um', 'uh', 'er', 'erm', 'uhm', 'hmm', 'mm']);

/**
 * A transcript as runs of recogniser tokens: lower case, no punctuation, numbers in words, letters spelled one
 * by one joined into the abbreviation token the dictionary spells ("n a d" → "nad"), fillers dropped. A word the
 * decoder cannot say (`known` false) ends the run, so no n-gram spans it; so does the end of a written sentence.
 */
export function spokenRuns(transcript: string, known: (word: string) => boolean): string[] {
  // A written sentence ends where a dictating dentist pauses, and the decoder starts a new utterance there.
  return transcript.split(/[.;:!?]+(?=\s|$)/).flatMap((sentence) => {
    const runs: string[][] = [[]];
    for (const word of joinSpelled(words(sentence))) {
      if (known(word)) runs.at(-1)!.push(word);
      else if (runs.at(-1)!.length > 0) runs.push([]);
    }
    return runs.filter((r) => r.length > 0).map((r) => r.join(' '));
  });
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/%/g, ' percent ')
    .replace(/\b1st\b/g, 'first').replace(/\b2nd\b/g, 'second').replace(/\b3rd\b/g, 'third')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/\b(\d+)\.(\d+)\b/g, (_, a: string, b: string) => `${a} point ${[...b].join(' ')}`)
    .replace(/-/g, ' ')
    .replace(/[^a-z0-9' ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !FILLERS.has(w))
    .flatMap((w) => (/^\d+$/.test(w) && Number(w) < 1_000_000 ? numberToWords(Number(w)).split(' ') : [w]));
}

/** Single letters in a row that spell a known abbreviation become its one token, the longest first ("n a d b p e"). */
function joinSpelled(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let end = i;
    while (end < words.length && /^[a-z]$/.test(words[end]!)) end++;
    let j = end;
    while (j - i >= 2 && !ABBREVIATIONS[words.slice(i, j).join('')]) j--;
    if (j - i >= 2) {
      out.push(words.slice(i, j).join(''));
      i = j;
    } else out.push(words[i++]!);
  }
  return out;
}

/** The exported dictation runs, one a line. */
export function readDictations(): string[] {
  return readFileSync(DICTATIONS_FILE, 'utf8').split('\n').filter(Boolean);
}
