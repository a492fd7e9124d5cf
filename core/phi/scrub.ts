import { dentalSpans } from './dental.ts';
import { names } from './names.ts';
import { ages, dates, emails, ids, ips, phones, postcodes, urls, type Found } from './patterns.ts';
import { addresses, places } from './places.ts';

export const PhiType = ['NAME', 'DATE', 'AGE', 'PHONE', 'EMAIL', 'ADDRESS', 'LOCATION', 'POSTCODE', 'ID', 'URL', 'IP'] as const;
export type PhiType = (typeof PhiType)[number];

export interface PhiSpan { type: PhiType; start: number; end: number; text: string }

export interface ScrubResult {
  /** The text with every identifier replaced by a typed placeholder such as [NAME]. */
  text: string;
  spans: PhiSpan[];
}

/** Shapes that cannot be dental content, so a tooth-like part inside them does not save them. */
const STRUCTURAL = new Set<PhiType>(['EMAIL', 'URL', 'IP', 'POSTCODE']);
/** When two candidates overlap, the earlier in this list wins (a record number is not a phone number). */
const PRIORITY: PhiType[] = ['EMAIL', 'URL', 'IP', 'ID', 'DATE', 'PHONE', 'POSTCODE', 'ADDRESS', 'AGE', 'LOCATION', 'NAME'];

/** Removes HIPAA Safe Harbor identifiers from dictation without touching dental content. */
export function scrubPhi(text: string): ScrubResult {
  const candidates: Found[] = [
    ...emails(text), ...urls(text), ...ips(text), ...ids(text), ...dates(text), ...phones(text),
    ...postcodes(text), ...addresses(text), ...ages(text), ...places(text), ...names(text),
  ];
  const dental = dentalSpans(text);
  const overlaps = (a: { start: number; end: number }, [s, e]: [number, number]) => a.start < e && s < a.end;
  const kept = candidates
    .filter((c) => c.end > c.start && (STRUCTURAL.has(c.type) || !dental.some((d) => overlaps(c, d))))
    .sort((a, b) => PRIORITY.indexOf(a.type) - PRIORITY.indexOf(b.type) || b.end - b.start - (a.end - a.start));
  const chosen: Found[] = [];
  for (const c of kept) {
    const clash = chosen.find((x) => c.start < x.end && x.start < c.end);
    if (!clash) chosen.push(c);
    // A longer span of lower priority that contains the chosen one still removes more text.
    else if (c.start <= clash.start && c.end >= clash.end && c.end - c.start > clash.end - clash.start && c.type === 'ADDRESS') {
      chosen.splice(chosen.indexOf(clash), 1, c);
    }
  }
  chosen.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  const spans: PhiSpan[] = [];
  for (const c of chosen) {
    spans.push({ ...c, text: text.slice(c.start, c.end) });
    out += `${text.slice(at, c.start)}[${c.type}]`;
    at = c.end;
  }
  return { text: out + text.slice(at), spans };
}
