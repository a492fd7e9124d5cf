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
  const words = text.split(' ');
  return words
    .map((w, i) => {
      const unit = SOUNDS_LIKE[w];
      const next = words[i + 1];
      return unit && TENS_WORD.has(words[i - 1] ?? '') && !(next && (NUMBER_WORD.has(next) || /^\d/.test(next))) ? unit : w;
    })
    .join(' ');
}
