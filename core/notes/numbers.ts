// Spoken numbers to digits, and the number notations notes use (2%, 2.2 ml, 1:80,000).
// The recogniser writes "thirty six", "three six" and "two point two"; the engine needs one form.

const UNITS: Record<string, number> = {
  zero: 0, nought: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};

/** "one" stays a word after these ("the one on the left", "this one") and before these ("one of"). */
const PRONOUN_BEFORE = new Set([
  'the', 'this', 'that', 'which', 'each', 'every', 'no', 'any', 'another', 'other', 'last', 'current', 'new', 'old', 'back', 'lower', 'upper',
  'front', 'white', 'brown', 'blue', 'big', 'next', 'same', 'top', 'bottom', 'bad', 'good', 'little', 'small', 'broken', 'loose', 'only',
  'first', 'second', 'third', 'acrylic', 'metal', 'plastic', 'temporary', 'bigger', 'smaller', 'better', 'worse', 'cheaper',
  'electric', 'manual', 'different', 'spare', 'custom', 'cheap', 'expensive',
]);
/** "One" said of a thing or side, or in a fixed phrase ("one on the lingual", "need one later", "in one piece", "on one side"). */
const PRONOUN_AFTER = new Set(['of', 'another', 'off', 'on', 'later', 'loose', 'piece', 'side', 'we', 'it', 'would', 'twice', 'unlike', 'which', 'too']);

const isNumberWord = (w: string) => w in UNITS || w in TEENS || w in TENS || w === 'hundred' || w === 'thousand';

/** Writes an integer as notes do: grouping only from 10,000 up (5000 ppm, 22,600 ppm, 80,000). */
export function formatInteger(n: number): string {
  return n >= 10_000 ? n.toLocaleString('en-GB') : String(n);
}

interface Reading { value: string; end: number }

/**
 * Reads the number words starting at words[i]. Returns one or more numbers: "three six" is two numbers
 * (a tooth said digit by digit, or BPE scores), "thirty six" is one.
 */
function readRun(words: string[], i: number): Reading[] {
  const out: Reading[] = [];
  let total = 0;
  let chunk = 0;
  let last: 'unit' | 'teen' | 'tens' | 'hundred' | 'thousand' | null = null;
  let decimals: string | null = null;
  let j = i;
  const emit = () => {
    if (last === null) return;
    const whole = formatInteger(total + chunk);
    out.push({ value: decimals ? `${whole === '0' && total + chunk === 0 ? '0' : whole}.${decimals}` : whole, end: j });
    total = 0;
    chunk = 0;
    last = null;
    decimals = null;
  };
  for (; j < words.length; j++) {
    const w = words[j]!;
    const next = words[j + 1];
    if (decimals !== null) {
      if (w in UNITS) { decimals += String(UNITS[w]); continue; }
      break;
    }
    if (w in UNITS) {
      if (last === 'unit' || last === 'teen') emit();
      chunk += UNITS[w]!;
      last = 'unit';
    } else if (w in TEENS) {
      if (last === 'unit' || last === 'teen' || last === 'tens') emit();
      chunk += TEENS[w]!;
      last = 'teen';
    } else if (w in TENS && last === 'teen' && total === 0 && (next === 'ppm' || (next !== undefined && next in UNITS && words[j + 2] === 'ppm'))) {
      // A fluoride strength said in hundreds ("fourteen fifty ppm" is 1450 ppm).
      chunk = chunk * 100 + TENS[w]!;
      last = 'tens';
    } else if (w in TENS) {
      if (last === 'unit' || last === 'teen' || last === 'tens') emit();
      chunk += TENS[w]!;
      last = 'tens';
    } else if (w === 'hundred' && (last === 'unit' || last === 'teen' || last === null) && chunk < 100) {
      chunk = (chunk || 1) * 100;
      last = 'hundred';
    } else if (w === 'thousand' && last !== 'thousand') {
      total += (chunk || 1) * 1000;
      chunk = 0;
      last = 'thousand';
    } else if (w === 'a' && last === null && (next === 'hundred' || next === 'thousand')) {
      chunk = 1;
      last = 'unit';
    } else if (w === 'point' && last !== null && next !== undefined && next in UNITS) {
      decimals = '';
    } else if (w === 'and' && (last === 'hundred' || last === 'thousand') && next !== undefined && isNumberWord(next)) {
      continue;
    } else if (w === 'and' && last !== null && next === 'a' && words[j + 2] === 'half') {
      decimals = '5';
      j += 3;
      emit();
      return out;
    } else break;
  }
  emit();
  return out;
}

const YEAR =
  /\b((?:in|since|from|until|till|back in|around|about|of|year|born in)\s+)(nineteen|twenty)\s+(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:\s+(one|two|three|four|five|six|seven|eight|nine)\b)?\b/gi;

/** Replaces spoken numbers with digits: "thirty six" → "36", "three six" → "3 6", "two point two" → "2.2". */
export function spokenNumbersToDigits(text: string): string {
  const tokens = text
    .replace(/\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?=one|two|three|four|five|six|seven|eight|nine)/gi, '$1 ')
    // The emergency numbers are said digit by digit ("call nine one one", "via one one one").
    .replace(/\b(call|calling|called|ring|rang|phone|phoned|dial|dialled|dialed|via|to|or|through)\s+(nine one one|one one one|nine nine nine)\b/gi, (_m, lead: string, n: string) => `${lead} ${n.toLowerCase() === 'nine one one' ? '911' : n.toLowerCase() === 'one one one' ? '111' : '999'}`)
    // A wire size said from its decimal point ("lower point oh one eight niti") is read with its leading zero.
    .replace(/\b(?:zero |nought |oh )?point ((?:(?:oh|zero|nought|one|two|three|four|five|six|seven|eight|nine)\s+){2,4})(?=(?:niti|ss|stainless|steel|tma|wire|archwire|braided|twisted|nickel|inch)\b)/gi, (_m, digits: string) => `0.${digits.trim().split(/\s+/).map((d) => UNITS[d.toLowerCase()] ?? 0).join("")} `)
    // A number joined to its unit of time is read as a number too ("Six-month review" → "6 month review").
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|thirty)-(?=(?:days?|weeks?|months?|years?|hours?|minutes?)\b)/gi, '$1 ')
    // The first and second mesiobuccal canals ("mb two not found", "m b one twenty point five").
    .replace(/\bm ?b (two|2|one|1)\b/gi, (_m, n: string) => (/^(?:two|2)$/i.test(n) ? 'MB2' : 'MB1'))
    // A year said in pairs after a word of time ("a hip replacement in twenty twenty three", "since nineteen ninety").
    .replace(YEAR, (_m, lead: string, century: string, tens: string, unit?: string) => {
      const rest = tens.toLowerCase() in TEENS ? TEENS[tens.toLowerCase()]! : TENS[tens.toLowerCase()]! + (unit ? UNITS[unit.toLowerCase()]! : 0);
      return `${lead}${century.toLowerCase() === 'nineteen' ? 19 : 20}${String(rest).padStart(2, '0')}`;
    })
    // Oxygen saturation said letter by letter ("s p o two ninety eight").
    .replace(/\b(?:s ?p ?o|spo) (?:two|2)\b/gi, 'SpO2')
    // The diabetes test said letter by letter ("a one c seven point one", "h b a one c").
    .replace(/\b(?:(h) ?(b) ?)?a one c\b/gi, (_m, h?: string) => (h ? 'HbA1c' : 'A1c'))
    // A strength said from its decimal point ("point one two percent") is read with its leading zero.
    // "Oh" after a decimal point is nought ("five point oh by eight point five").
    .replace(/\b(zero|nought|one|two|three|four|five|six|seven|eight|nine) point oh\b/gi, '$1 point zero')
    .replace(/(?<!\b(?:zero|nought|one|two|three|four|five|six|seven|eight|nine)\s+)\bpoint(?=(?:\s+(?:zero|one|two|three|four|five|six|seven|eight|nine))+\s+(?:percent|per cent|%|mm|millimet(?:re|er)s?|ml|mls|millilit(?:re|er)s?|mg)\b)/gi, 'zero point')
    .split(/(\s+)/);
  const words = tokens.map((t) => t.toLowerCase());
  // Indexes of word tokens (tokens alternate word / whitespace).
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const w = words[i]!.replace(/[.,;:!?]+$/, '');
    const startsNumber = isNumberWord(w) || (w === 'a' && (words[i + 2] === 'hundred' || words[i + 2] === 'thousand'));
    if (!startsNumber || /\s/.test(tokens[i]!)) {
      out.push(tokens[i]!);
      i++;
      continue;
    }
    // Collect the run of words (skipping whitespace tokens) and read it.
    const idx: number[] = [];
    for (let k = i; k < tokens.length; k += 2) {
      idx.push(k);
      if (/[.,;:!?]$/.test(tokens[k]!)) break;
    }
    const runWords = idx.map((k) => words[k]!.replace(/[.,;:!?]+$/, ''));
    const readings = readRun(runWords, 0);
    const used = readings.length ? readings[readings.length - 1]!.end : 0;
    const prev = words[i - 2];
    const after = runWords[used];
    // Also before another number ("last one 8 months ago").
    // Not a tooth said digit by digit after "the" ("the one five buccal").
    const tooth = prev === 'the' && readings.length === 2 && readings[0]!.end === 1 && /^[1-8]$/.test(readings[1]!.value);
    // Nor in "one at a time" and "one by one".
    const idiom = used === 1 && ((after === 'at' && runWords[used + 1] === 'a' && /^time/.test(runWords[used + 2] ?? '')) || (after === 'by' && /^one/.test(runWords[used + 1] ?? ''))) || (prev === 'by' && words[i - 4] === 'one');
    // "Upper" and "lower" before scores or teeth said as numbers are the arch ("BPE upper one one one").
    const archScores = (prev === 'upper' || prev === 'lower') && readings.length > 1;
    const pronoun = w === 'one' && readings[0]?.value === '1' && !tooth && !archScores && ((prev && PRONOUN_BEFORE.has(prev) && !(used === 1 && /^(?:percent|per|%|mm|mg|ml|millimet|millilit|weeks?|days?|months?|years?|cartridges?|carpules?)/.test(after ?? ''))) || (used === 1 && after && PRONOUN_AFTER.has(after)) || idiom);
    if (used === 0 || pronoun) {
      out.push(tokens[i]!);
      i++;
      continue;
    }
    // Keep punctuation glued to the last word of the run ("two weeks," / "six.").
    const lastToken = tokens[idx[used - 1]!]!;
    const trailing = lastToken.match(/[.,;:!?]+$/)?.[0] ?? '';
    out.push(readings.map((r) => r.value).join(' ') + trailing);
    i = idx[used - 1]! + 1;
  }
  return out.join('');
}

const UNIT_NAMES: [RegExp, string][] = [
  // A count of cartridges typed onto their volume ("1x2.2ml").
  [/\b(\d+)x(\d+(?:\.\d+)?)(?= ?(?:mls?|millilit(?:re|er)s?)\b)/gi, '$1 x $2'],
  [/\b(\d+(?:\.\d+)?) ?(?:mls?|millilit(?:re|er)s?|mils)\b/gi, '$1 ml'],
  [/\b(\d+(?:\.\d+)?) ?(?:milligrams?|mgs)\b/gi, '$1 mg'],
  [/\b(\d+(?:\.\d+)?) ?(?:millimet(?:re|er)s?)\b/gi, '$1 mm'],
  [/\b(\d+(?:\.\d+)?) ?(?:centimet(?:re|er)s?)\b/gi, '$1 cm'],
  [/\b(\d+(?:\.\d+)?) ?(?:newton ?centimet(?:re|er)s?|newton centimetres?)\b/gi, '$1 Ncm'],
  [/\b(\d+(?:\.\d+)?) ?(?:micrograms?|mcgs)\b/gi, '$1 mcg'],
  [/\b(\d+(?:\.\d+)?) ?grams?\b/gi, '$1 g'],
  [/\b(\d+(?:\.\d+)?) ?(?:per ?cent|percent)\b/gi, '$1%'],
  [/\bparts per million\b/gi, 'ppm'],
  // A unit typed onto its number gets its space, as "2.2 ml" has one ("400mg" → "400 mg").
  [/\b(\d+(?:\.\d+)?)(mg|mm|mcg|g|cm|kg)\b/g, '$1 $2'],
];

/**
 * Percentages, units and ratios written the way notes write them: "2 percent" → "2%", "2.2 mls" → "2.2 ml",
 * "1 in 80000" / "1:100k" / "1 to 100 k" → "1:80,000", "half a cartridge" → "0.5 cartridge".
 */
export function normaliseQuantities(text: string): string {
  let out = text;
  for (const [re, to] of UNIT_NAMES) out = out.replace(re, to);
  out = out.replace(/\bhalf an? (cartridge|carpule|cart|carp)\b/gi, '0.5 $1');
  // A suture size said with "oh" for nought ("4 oh vicryl", "3 oh chromic gut sutures", "4 oh sorry 5 oh prolene").
  out = out.replace(/\b([1-9]) oh\b(?=(?: \S+){0,3} (?:sutures?|vicryl|prolene|silk|chromic|gut|monocryl|nylon|ptfe|polyglactin)\b)/gi, '$1-0');
  // A bur's number said in two parts ("five fifty seven bur", "three thirty carbide").
  out = out.replace(/\b([1-9]) ([1-9]\d)\b(?= (?:bur|carbide|fissure|round|diamond)\b)/gi, '$1$2');
  // A dose said in two parts ("two fifty milligrams", "eight seventy five mg").
  out = out.replace(/\b([1-9]) ([1-9]\d)\b(?= (?:mg|mcg)\b)/gi, '$1$2');
  // Ratios only for dilutions (denominator of a thousand or more), not "1 in 3 patients".
  out = out.replace(/\b1 ?(?::| in (?:a )?| to )(\d[\d,]*)((?: ?k)?)\b/gi, (whole, num: string, k: string) => {
    const n = Number(num.replace(/,/g, '')) * (k ? 1000 : 1);
    return n >= 1000 ? `1:${n.toLocaleString('en-GB')}` : whole;
  });
  // Money said with its currency after it is written with the sign ("1850 dollars" → "$1,850", "60 pounds" → "£60").
  // Not a weight ("weighs 150 pounds").
  out = out.replace(/(?<!\bweigh\w*(?: \w+)? )\b(\d[\d,]*(?:\.\d\d)?) (dollars|pounds|euros)\b/gi, (_, n: string, unit: string) => {
    const sign = { dollars: '$', pounds: '£', euros: '€' }[unit.toLowerCase() as 'dollars' | 'pounds' | 'euros'];
    const [whole, cents] = n.replace(/,/g, '').split('.');
    return `${sign}${Number(whole).toLocaleString('en-GB')}${cents ? `.${cents}` : ''}`;
  });
  return out;
}
