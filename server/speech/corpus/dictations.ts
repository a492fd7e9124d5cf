import { readFileSync } from 'node:fs';
import { ABBREVIATIONS } from '../dental-terms.ts';
import { numberToWords } from '../number-words.ts';

/**
 * Whole dictations as dentists say them, for the dental language model: the recogniser-style transcripts of the
 * notes corpus's dev split (bench/notes/corpus), written for this project by several authors in UK and US
 * styles. The templates give the model every term in a few orders; these give it the word orders of real
 * run-on dictation ("so emergency patient complaining of pain upper right for three days worse at night").
 * Exported by scripts/speech/export-dictations.ts; the held-out notes splits are never used.
 */
export const DICTATIONS_FILE = new URL('./dictations.txt', import.meta.url);

/** Hesitations a dictation transcript keeps but the decoder treats as noise; they would only break the word context. */
const FILLERS = new Set(['um', 'uh', 'er', 'erm', 'uhm', 'hmm', 'mm']);

/**
 * A transcript as runs of recogniser tokens: lower case, no punctuation, numbers in words, letters spelled one
 * by one joined into the abbreviation token the dictionary spells ("n a d" → "nad"), fillers dropped. A word the
 * decoder cannot say (`known` false) ends the run, so no n-gram spans it.
 */
export function spokenRuns(transcript: string, known: (word: string) => boolean): string[] {
  const words = transcript
    .toLowerCase()
    .replace(/%/g, ' percent ')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/\b(\d+)\.(\d+)\b/g, (_, a: string, b: string) => `${a} point ${[...b].join(' ')}`)
    .replace(/-/g, ' ')
    .replace(/[^a-z0-9' ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !FILLERS.has(w))
    .flatMap((w) => (/^\d+$/.test(w) && Number(w) < 1_000_000 ? numberToWords(Number(w)).split(' ') : [w]));
  const runs: string[][] = [[]];
  for (const word of joinSpelled(words)) {
    if (known(word)) runs.at(-1)!.push(word);
    else if (runs.at(-1)!.length > 0) runs.push([]);
  }
  return runs.filter((r) => r.length > 0).map((r) => r.join(' '));
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
