// Identifiers with a recognisable shape: e-mail, URL, IP, phone, ID numbers, postcodes/ZIP, dates, ages.
// Each also has its spoken form where a recogniser would write one ("oh seven seven …", "john dot smith
// at gmail dot com", "the fifth of june nineteen eighty", "ninety four").
import { MONTHS, US_STATES } from './lexicon.ts';
import type { PhiType } from './scrub.ts';

export interface Found {
  type: PhiType;
  start: number;
  end: number;
}

/** In text order, without spans inside longer ones (one pattern's match inside another's). */
export function distinct(found: Found[]): Found[] {
  const sorted = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  return sorted.filter((f, i) => !sorted.some((g, j) => j !== i && g.start <= f.start && g.end >= f.end && (j < i || g.end - g.start > f.end - f.start)));
}

const all = (text: string, re: RegExp, type: PhiType, group = 0): Found[] =>
  [...text.matchAll(re)].flatMap((m) => {
    const g = m[group];
    if (!g) return [];
    const start = m.index + m[0].indexOf(g);
    return [{ type, start, end: start + g.replace(/[.,;:)]+$/, '').length }];
  });

const DIGIT_WORD = '(?:zero|oh|nought|one|two|three|four|five|six|seven|eight|nine)';
const UNIT_WORD = '(?:one|two|three|four|five|six|seven|eight|nine)';
const TLD = '(?:com|co|uk|org|net|nhs|edu|io|gov|us|ie|info|biz)';

export function emails(text: string): Found[] {
  return distinct([
    ...all(text, /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, 'EMAIL'),
    ...all(text, new RegExp(`\\b[a-z0-9]+(?:\\s(?:dot|underscore|dash)\\s[a-z0-9]+)*\\sat\\s[a-z0-9-]+(?:\\sdot\\s[a-z]+)*\\sdot\\s${TLD}\\b(?:\\sdot\\s${TLD}\\b)?`, 'gi'), 'EMAIL'),
  ]);
}

export function urls(text: string): Found[] {
  return distinct([
    ...all(text, /\b(?:https?:\/\/|www\.)[^\s,;]+/gi, 'URL'),
    ...all(text, new RegExp(`(?<![@\\w.])[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.${TLD}(?:\\.${TLD})?(?:\\/[^\\s,;]*)?(?![\\w@])`, 'gi'), 'URL'),
    ...all(text, new RegExp(`\\b(?:https?\\s)?(?:www|[a-z0-9-]+)(?:\\sdot\\s[a-z0-9-]+)*\\sdot\\s${TLD}\\b(?:\\sdot\\s${TLD}\\b)?(?:\\sslash\\s[a-z0-9-]+)*`, 'gi'), 'URL'),
  ]);
}

export function ips(text: string): Found[] {
  const octet = '(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)';
  return all(text, new RegExp(`(?<![\\d.])${octet}(?:\\.${octet}){3}(?![\\d.]*\\d)`, 'g'), 'IP');
}

/** Phone and fax numbers: 10–13 digits written in groups, or said digit by digit ("double oh"). */
export function phones(text: string): Found[] {
  const written = [...text.matchAll(/(?<![\w.,/:#*])(?:\+\d{1,3}[\s-]?)?\(?\d[\d\s().-]{7,}\d(?![\w/%*])/g)].flatMap((m) => {
    const digits = m[0].replace(/\D/g, '').length;
    const groups = m[0].trim().split(/[\s().-]+/).filter(Boolean);
    // Not a list of small numbers ("2 1 2 2 1 3 3 2 3 3 2 3", "18 28 38 48").
    if (digits < 10 || digits > 13 || groups.some((g) => g.length === 1 && groups.length > 4)) return [];
    return [{ type: 'PHONE' as const, start: m.index, end: m.index + m[0].trimEnd().length }];
  });
  const spoken = [...text.matchAll(new RegExp(`\\b(?:(?:double|triple)\\s)?${DIGIT_WORD}(?:[\\s,-]+(?:(?:double|triple)\\s)?${DIGIT_WORD}){6,}\\b`, 'gi'))].flatMap((m) => {
    const count = m[0].toLowerCase().split(/[\s,-]+/).reduce((n, w, i, ws) => (w === 'double' || w === 'triple' ? n : n + (ws[i - 1] === 'double' ? 2 : ws[i - 1] === 'triple' ? 3 : 1)), 0);
    return count >= 10 ? [{ type: 'PHONE' as const, start: m.index, end: m.index + m[0].length }] : [];
  });
  return distinct([...written, ...spoken]);
}

const ID_CUE =
  '(?:nhs(?: number| no\\.?)?|mrn|medical record(?: number| no\\.?)?|hospital (?:number|no\\.?)|chart (?:number|no\\.?|#)|patient (?:id|number|no\\.?)|account(?: number| no\\.?)?|acct|policy(?: number| no\\.?)?|member(?:ship)? (?:id|number|no\\.?)|insurance (?:id|number|no\\.?)|subscriber (?:id|number)|group (?:number|no\\.?)|medicaid(?: id| number)?|medicare(?: id| number)?|licen[cs]e(?: number| no\\.?)?|serial(?: number| no\\.?)?|passport(?: number| no\\.?)?|registration(?: number)?|reg(?: no\\.?)?|plate|npi|dea|ref(?:erence)?(?: number| no\\.?)?|case (?:number|no\\.?)|id)';

/** Record, insurance, account, licence, device and vehicle numbers, SSNs. */
export function ids(text: string): Found[] {
  const code = '([A-Z]{2}\\d{2}\\s?[A-Z]{3}|\\d{3}\\s\\d{3}\\s\\d{4}|[A-Z0-9][A-Z0-9/-]*\\d[A-Z0-9/-]*(?:\\s\\d{3,4}){0,2})';
  return distinct([
    ...all(text, /\b\d{3}-\d{2}-\d{4}\b/g, 'ID'),
    ...all(text, new RegExp(`\\b${ID_CUE}\\b[\\s:#.]*${code}(?![\\w-])`, 'gi'), 'ID', 1),
    // A code is long enough to identify someone: not "chart: 16".
  ]).filter((f) => {
    const code = text.slice(f.start, f.end);
    return (code.replace(/\D/g, '').length >= 3 && code.replace(/\s/g, '').length >= 5) || /^[A-Z]{2}\d{2}\s?[A-Z]{3}$/.test(code);
  });
}

const STATE = [...US_STATES].join('|');

/** UK postcodes; US ZIP codes after a state or "zip". */
export function postcodes(text: string): Found[] {
  return distinct([
    ...all(text, /\b(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[ABD-HJLNP-UW-Z]{2}\b/gi, 'POSTCODE'),
    ...all(text, new RegExp(`\\b(?:${STATE}),?\\s+(\\d{5}(?:-\\d{4})?)\\b`, 'gi'), 'POSTCODE', 1),
    ...all(text, /\bzip(?:\s?code)?[\s:]*(\d{5}(?:-\d{4})?)\b/gi, 'POSTCODE', 1),
  ]);
}

const MONTH = `(?:${MONTHS.map((m) => (m.length > 3 ? `${m.slice(0, 3)}(?:${m.slice(3)})?` : m)).join('|')}|sept)\\.?`;
const ORDINAL_WORD =
  '(?:(?:twenty|thirty)[\\s-])?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth';
const DAY = `(?:\\d{1,2}(?:st|nd|rd|th)?|${ORDINAL_WORD})`;
const TENS_WORD = `(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-]${UNIT_WORD})?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|oh\\s${UNIT_WORD})`;
const YEAR = `(?:\\d{4}|'\\d{2}|(?:nineteen|twenty)(?:\\s(?:${TENS_WORD}|hundred))?|two thousand(?: and)?(?:\\s(?:${TENS_WORD}|${UNIT_WORD}))?)`;
const WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
/** A day/month said without a year is a date only after one of these ("seen on 3/4"); else "1/2 cartridge". */
const DATE_CUE = '(?:on|dated|dob|d\\.o\\.b\\.?|born|since|from|until|till|by|seen|appointment|appt|due)';

export function dates(text: string): Found[] {
  const dayMonth = '(?:0?[1-9]|[12]\\d|3[01])[/.-](?:0?[1-9]|1[0-2])';
  return distinct([
    ...all(text, new RegExp(`(?<![\\d/])(?:${dayMonth}|(?:0?[1-9]|1[0-2])[/.-](?:0?[1-9]|[12]\\d|3[01]))[/.-](?:\\d{4}|\\d{2})(?![\\d/])`, 'g'), 'DATE'),
    ...all(text, /\b\d{4}-\d{2}-\d{2}\b/g, 'DATE'),
    ...all(text, new RegExp(`\\b${DATE_CUE}:?\\s+(${dayMonth})(?![\\d/])`, 'gi'), 'DATE', 1),
    ...all(text, new RegExp(`\\b(?:${WEEKDAY},?\\s+)?(?:the\\s+)?${DAY}(?:\\s+of)?\\s+${MONTH}(?:,?\\s+${YEAR})?\\b`, 'gi'), 'DATE'),
    ...all(text, new RegExp(`\\b(?:${WEEKDAY},?\\s+)?${MONTH}\\s+(?:the\\s+)?${DAY}\\b(?:,?\\s+${YEAR}\\b)?`, 'gi'), 'DATE'),
    ...all(text, new RegExp(`\\b${MONTH}\\s+(?:\\d{4}|(?:nineteen|twenty)\\s[a-z]+(?:\\s[a-z]+)?)\\b`, 'gi'), 'DATE'),
  ]).filter((f) => !/^(?:may|march|mar|jan|dec|sept?)\b/i.test(text.slice(f.start, f.end)) || /\d|first|second|third|th\b/i.test(text.slice(f.start, f.end)));
}

/** Ages over 89 ("93 year old", "aged 94", "she is ninety four"). */
export function ages(text: string): Found[] {
  const old = '(?:9\\d|1[0-4]\\d)';
  const oldWords = `(?:ninety(?:[\\s-]${UNIT_WORD})?|(?:a|one) hundred(?: and)?(?:\\s(?:${UNIT_WORD}|ten|eleven|twelve))?)`;
  const after = '(?=\\s*-?\\s*(?:years?|yrs?|y\\/o|yo)\\b)';
  const before = '\\b(?:aged?|age:?|is|was|she\'s|he\'s|now)\\s+';
  return distinct([
    ...all(text, new RegExp(`\\b${old}${after}`, 'gi'), 'AGE'),
    ...all(text, new RegExp(`${before}(${old})\\b(?![.,]\\d|\\s*(?:%|mm|ml|mg|minutes?|mins?|seconds?))`, 'gi'), 'AGE', 1),
    ...all(text, new RegExp(`\\b${oldWords}${after}`, 'gi'), 'AGE'),
    ...all(text, new RegExp(`${before}(${oldWords})\\b`, 'gi'), 'AGE', 1),
  ]);
}
