/** English number words, both ways: the dental corpus says numbers, and WER scoring turns them into digits. */
export const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
export const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0 ≤ n < 1,000,000 in words, US style ("one hundred twenty"); `and` adds the UK "one hundred and twenty". */
export function numberToWords(n: number, and = false): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000) throw new Error(`cannot say ${n}`);
  if (n < 20) return UNITS[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? ` ${UNITS[n % 10]}` : '');
  if (n < 1000) {
    const rest = n % 100;
    return `${UNITS[Math.floor(n / 100)]} hundred` + (rest ? `${and ? ' and' : ''} ${numberToWords(rest)}` : '');
  }
  const rest = n % 1000;
  return `${numberToWords(Math.floor(n / 1000), and)} thousand` + (rest ? `${and && rest < 100 ? ' and' : ''} ${numberToWords(rest, and)}` : '');
}

/** Each digit said on its own, as FDI tooth numbers and BPE scores are ("three six"). */
export function digitsToWords(digits: string): string {
  return [...digits].map((d) => UNITS[Number(d)]!).join(' ');
}

const UNIT_VALUE = new Map(UNITS.map((w, i) => [w, i]));
const TENS_VALUE = new Map(TENS.flatMap((w, i): [string, number][] => (w ? [[w, i * 10]] : [])));

/**
 * Replaces spoken numbers in a token list with digits: "twenty two thousand six hundred" → "22600",
 * "two point two" → "2.2". Digits said one by one stay separate ("three six" → "3 6"), because that is
 * what was said; the same rule applied to reference and hypothesis makes them comparable.
 */
export function wordsToDigits(tokens: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const parsed = parseNumber(tokens, i);
    if (!parsed) out.push(tokens[i++]!);
    else {
      out.push(parsed.text);
      i = parsed.end;
    }
  }
  return out;
}

function parseNumber(tokens: readonly string[], start: number): { text: string; end: number } | null {
  let i = start;
  let total = 0;
  let current = 0;
  let last: 'unit' | 'tens' | 'hundred' | 'thousand' | null = null;
  for (; i < tokens.length; i++) {
    const t = tokens[i]!;
    const unit = UNIT_VALUE.get(t);
    const tens = TENS_VALUE.get(t);
    if (unit !== undefined) {
      // A unit after a unit (or after "twenty one") starts a new number: "three six", "twenty one five".
      if (last === 'unit' || (last === 'tens' && unit >= 10)) break;
      current += unit;
      last = 'unit';
    } else if (tens !== undefined) {
      if (last === 'unit' || last === 'tens') break;
      current += tens;
      last = 'tens';
    } else if (t === 'hundred' && (last === 'unit' || last === 'tens') && current < 100) {
      current *= 100;
      last = 'hundred';
    } else if (t === 'thousand' && last !== null && last !== 'thousand' && total === 0) {
      total = current * 1000;
      current = 0;
      last = 'thousand';
    } else if (t === 'and' && (last === 'hundred' || last === 'thousand') && isNumberWord(tokens[i + 1])) {
      continue;
    } else break;
  }
  if (last === null) return null;
  let text = String(total + current);
  // Decimals: "two point two five" → 2.25 (each digit after the point said alone).
  if (tokens[i] === 'point' && (UNIT_VALUE.get(tokens[i + 1] ?? '') ?? 10) < 10) {
    text += '.';
    i++;
    while ((UNIT_VALUE.get(tokens[i] ?? '') ?? 10) < 10) text += String(UNIT_VALUE.get(tokens[i++]!));
  }
  return { text, end: i };
}

function isNumberWord(t: string | undefined): boolean {
  return t !== undefined && (UNIT_VALUE.has(t) || TENS_VALUE.has(t));
}
