import { TENS, UNITS } from './number-words.ts';

const TENS_WORD = new Set(TENS.filter(Boolean));
const NUMBER_WORD = new Set([...UNITS, ...TENS.filter(Boolean), 'hundred', 'thousand', 'half', 'quarter', 'oh']);
const SOUNDS_LIKE: Record<string, string> = { to: 'two', too: 'two', for: 'four' };

/**
 * "Two" sounds like "to" and "too", "four" like "for", and only the language model can choose; after a tens
 * word ("number thirty to | tooth twenty nine") the unit is what was said, unless another number follows
 * ("twenty to thirty percent", "thirty to forty").
 */
export function numberHomophones(text: string): string {
  const words = digitTeeth(text.split(' '));
  return words
    .map((w, i) => {
      const unit = SOUNDS_LIKE[w];
      const next = words[i + 1];
      return unit && TENS_WORD.has(words[i - 1] ?? '') && !(next && (NUMBER_WORD.has(next) || /^\d/.test(next))) ? unit : w;
    })
    .join(' ');
}

const QUADRANT = new Set(['one', 'two', 'three', 'four']);
const POSITION = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']);

/**
 * In a dictation that names teeth digit by digit (FDI: "the three seven and two four"), "two" also sounds like
 * "tooth" and "four" like "floor": "tooth four" is no tooth of its notation, so it was "two four", and "two floor" was
 * "two four" ("floor of the mouth" follows "the", never a quadrant). Digits in a run of three or more are scores, not
 * teeth ("BPE two one two").
 */
function digitTeeth(words: string[]): string[] {
  const number = (w: string | undefined) => !!w && (NUMBER_WORD.has(w) || /^\d/.test(w));
  const pairs = words.filter((w, i) => QUADRANT.has(w) && POSITION.has(words[i + 1] ?? '') && !number(words[i - 1]) && !number(words[i + 2])).length;
  if (pairs < 2) return words;
  return words.map((w, i) => {
    if (w === 'tooth' && POSITION.has(words[i + 1] ?? '') && !number(words[i + 2])) return 'two';
    if (w === 'floor' && QUADRANT.has(words[i - 1] ?? '') && !number(words[i - 2]) && !number(words[i + 1])) return 'four';
    return w;
  });
}
