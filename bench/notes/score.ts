// Field-by-field scoring of ClinicalNotes against an expected note: items are compared after lower-casing,
// turning punctuation into spaces and collapsing whitespace. Text fields are one item, list fields one per
// element, DENTAL one per "tooth: condition". Placeholders for "nothing said" are no items.
import { NO_NOTES, NOT_SPECIFIED, type ClinicalNotes } from '../../core/notes/schema.ts';

export const FIELDS = [
  'TX TODAY', 'CC', 'MED HX', 'EXTRA', 'INTRA', 'PERIO', 'RADIO', 'DENTAL',
  'DX', 'CONSULT', 'CONSENT', 'TX', 'TX PLAN', 'NOTES', 'NV', 'F/U',
] as const;
export type Field = (typeof FIELDS)[number];

export interface Counts { tp: number; fp: number; fn: number }

export function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function text(value: string): string[] {
  return value === NOT_SPECIFIED || value === NO_NOTES ? [] : [normalise(value)].filter(Boolean);
}

/** The comparable items of one field. */
export function fieldItems(notes: ClinicalNotes, field: Field): string[] {
  switch (field) {
    case 'EXTRA': case 'INTRA': case 'PERIO': case 'RADIO':
      return text(notes.OE[field]);
    case 'DENTAL':
      return notes.OE.DENTAL.map((d) => normalise(`${d.toothNumber}: ${d.condition}`));
    case 'TX TODAY': case 'DX': case 'TX': case 'TX PLAN': case 'NV':
      return (notes[field] ?? []).map(normalise).filter(Boolean);
    default:
      return text(notes[field]);
  }
}

/** Multiset comparison of expected and produced items. */
export function compare(expected: string[], actual: string[]): Counts & { missed: string[]; extra: string[] } {
  const left = [...expected];
  const extra: string[] = [];
  for (const item of actual) {
    const at = left.indexOf(item);
    if (at >= 0) left.splice(at, 1);
    else extra.push(item);
  }
  return { tp: actual.length - extra.length, fp: extra.length, fn: left.length, missed: left, extra };
}

export function f1({ tp, fp, fn }: Counts): { p: number; r: number; f: number } {
  const p = tp + fp === 0 ? 1 : tp / (tp + fp);
  const r = tp + fn === 0 ? 1 : tp / (tp + fn);
  return { p, r, f: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
}
