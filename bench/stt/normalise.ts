import { UK_TO_US_SPELLING } from '../../server/speech/dental-terms.ts';
import { wordsToDigits } from '../../server/speech/number-words.ts';

/** Hesitations that references transcribe verbatim and recognisers drop (or the reverse). */
const FILLERS = new Set(['uh', 'um', 'uhm', 'umm', 'uhh', 'hmm', 'hm', 'er', 'erm', 'ah', 'mm', 'mhm', 'eh']);

/** Spellings that name the same word; the recogniser's choice among them is not an error. */
const SAME_WORD: Readonly<Record<string, string>> = {
  ...UK_TO_US_SPELLING,
  okay: 'ok',
  mr: 'mister',
  mrs: 'missus',
  dr: 'doctor',
};

/**
 * Tokens compared for WER: lower case, no punctuation or fillers, US spelling, spelled-out letters
 * joined into one token ("B P E" and "bpe" both become "bpe"), numbers as digits.
 */
export function normalise(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/%/g, ' percent ')
    .replace(/[-/]/g, ' ')
    .replace(/[^a-z0-9' ]/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w && !FILLERS.has(w))
    .map((w) => SAME_WORD[w] ?? w);
  return wordsToDigits(joinLetters(words));
}

/** Runs of two or more single letters are one spelled abbreviation. */
function joinLetters(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let j = i;
    while (j < words.length && /^[a-z]$/.test(words[j]!)) j++;
    if (j - i >= 2) {
      out.push(words.slice(i, j).join(''));
      i = j;
    } else out.push(words[i++]!);
  }
  return out;
}
