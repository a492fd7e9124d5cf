// Error kinds: what sort of mistake each unmatched item is, so a split's errors can be studied in aggregate
// (counts only) without reading its cases - the held-out splits must not be tuned on case by case.
import type { ClinicalNotes, DentalEntry } from '../../core/notes/schema.ts';
import { FIELDS, compare, fieldItems, normalise, type Field } from './score.ts';

export type Kinds = Map<string, number>;

const add = (kinds: Kinds, kind: string) => kinds.set(kind, (kinds.get(kind) ?? 0) + 1);

const SURFACE_WORD: Record<string, string> = {
  mesial: 'm', distal: 'd', occlusal: 'o', buccal: 'b', lingual: 'l', palatal: 'p', incisal: 'i', labial: 'la', facial: 'f',
};
/** A condition with surfaces written as letters and no spaces: "mesial occlusal caries" ≈ "MO caries". */
const surfaceForm = (condition: string) =>
  normalise(condition).split(' ').map((w) => SURFACE_WORD[w.replace(/ly$/, '')] ?? w).join('');
const words = (s: string) => new Set(normalise(s).split(' ').filter(Boolean));
/** Digits (FDI, Universal) or letters (Palmer, primary teeth). */
const toothForm = (tooth: string) => (/^\d+$/.test(tooth) ? 'digits' : /^[A-T]$/.test(tooth) ? 'letter' : 'palmer');

/** How produced words differ from the expected ones: extra or missing words at the start, end or inside, or different words. */
function wordDifference(expected: string, actual: string): string {
  const e = normalise(expected);
  const a = normalise(actual);
  const where = (long: string, short: string) => (long.startsWith(short) ? 'at the end' : long.endsWith(short) ? 'at the start' : 'inside');
  if (a.includes(e)) return `has extra words ${where(a, e)}`;
  if (e.includes(a)) return `missing words ${where(e, a)}`;
  const ew = words(expected);
  const shared = [...words(actual)].filter((w) => ew.has(w)).length;
  return shared ? 'partly different' : 'entirely different';
}

/** How a produced condition for the right tooth differs from the expected one. */
function conditionKind(expected: string, actual: string): string {
  if (surfaceForm(expected) === surfaceForm(actual)) return 'right tooth, surface formatting';
  return `right tooth, condition ${wordDifference(expected, actual)}`;
}

/**
 * Where the engine put a chart finding it did not chart: the first other field holding its condition, else one naming
 * its tooth, else nowhere (its tooth was not read as one).
 */
function whereMissing(entry: DentalEntry, notes: ClinicalNotes): string {
  const fields = FIELDS.filter((f) => f !== 'DENTAL').map((f) => [f, ` ${fieldItems(notes, f).join(' ')} `] as const);
  const condition = ` ${normalise(entry.condition)} `;
  const tooth = ` ${normalise(entry.toothNumber)} `;
  const found = fields.find(([, t]) => t.includes(condition)) ?? fields.find(([, t]) => t.includes(tooth));
  return !found ? 'tooth nowhere' : found[1].includes(condition) ? `finding in ${found[0]}` : `tooth only in ${found[0]}`;
}

/** Error kinds of one case's DENTAL entries; given the produced notes, a missing entry also says where it went. */
export function dentalKinds(expected: DentalEntry[], actual: DentalEntry[], kinds: Kinds = new Map(), notes?: ClinicalNotes): Kinds {
  const key = (d: DentalEntry) => normalise(`${d.toothNumber}: ${d.condition}`);
  const { missed, extra } = compare(expected.map(key), actual.map(key));
  const left = [...missed];
  const miss = expected.filter((d) => {
    const at = left.indexOf(key(d));
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  });
  const rest = [...extra];
  let over = actual.filter((d) => {
    const at = rest.indexOf(key(d));
    if (at >= 0) rest.splice(at, 1);
    return at >= 0;
  });
  for (const m of miss) {
    const sameTooth = over.find((x) => x.toothNumber === m.toothNumber);
    const sameCondition = over.find((x) => normalise(x.condition) === normalise(m.condition));
    if (sameTooth) add(kinds, conditionKind(m.condition, sameTooth.condition));
    else if (sameCondition) add(kinds, toothForm(sameCondition.toothNumber) === toothForm(m.toothNumber) ? 'wrong tooth, same condition' : 'notation difference');
    else {
      add(kinds, notes ? `missing tooth entry, ${whereMissing(m, notes)}` : 'missing tooth entry');
      continue;
    }
    over = over.filter((x) => x !== (sameTooth ?? sameCondition));
  }
  for (const x of over) add(kinds, expected.some((e) => e.toothNumber === x.toothNumber) ? 'duplicate entry for a tooth' : 'extra tooth entry');
  return kinds;
}

/** Error kinds of one case's list field (TX, TX PLAN, …): items joined, split, reworded, missing or extra. */
export function listKinds(expected: string[], actual: string[], kinds: Kinds = new Map()): Kinds {
  const { missed, extra } = compare(expected.map(normalise), actual.map(normalise));
  let miss = [...missed];
  let over = [...extra];
  // An item made of two or more expected items: not split.
  for (const x of [...over]) {
    const parts = miss.filter((m) => x.includes(m));
    if (parts.length >= 2 || (parts.length === 1 && expected.map(normalise).some((e) => e !== parts[0] && x.includes(e)))) {
      add(kinds, 'items joined (not split)');
      miss = miss.filter((m) => !parts.includes(m));
      over = over.filter((o) => o !== x);
    }
  }
  // An expected item that came out as two or more.
  for (const m of [...miss]) {
    const parts = over.filter((x) => m.includes(x));
    if (parts.length >= 2) {
      add(kinds, 'item split too much');
      over = over.filter((o) => !parts.includes(o));
      miss = miss.filter((x) => x !== m);
    }
  }
  // Remaining pairs sharing words: a boundary or wording difference.
  for (const m of [...miss]) {
    const mw = words(m);
    const best = over.find((x) => [...words(x)].filter((w) => mw.has(w)).length >= Math.max(1, Math.min(mw.size, words(x).size) / 2));
    if (!best) continue;
    add(kinds, best.includes(m) ? 'item has extra words' : m.includes(best) ? 'item missing words' : 'item worded differently');
    miss = miss.filter((x) => x !== m);
    over = over.filter((x) => x !== best);
  }
  for (const _ of miss) add(kinds, 'item missing');
  for (const _ of over) add(kinds, 'item extra');
  return kinds;
}

/** Error kind of one case's text field (CC, RADIO, NOTES, …), given as scored ("" when nothing was said): left empty, filled when nothing was said, or which words differ. */
export function textKinds(expected: string, actual: string, kinds: Kinds = new Map()): Kinds {
  const e = normalise(expected);
  const a = normalise(actual);
  if (e === a) return kinds;
  if (!a) add(kinds, 'left empty');
  else if (!e) add(kinds, 'filled, nothing expected');
  else add(kinds, wordDifference(expected, actual));
  return kinds;
}

/** Words of `item` that `text` also has, as a share of the item's words. */
const covered = (item: string, text: string) => {
  const iw = [...words(item)];
  const tw = words(text);
  return iw.length ? iw.filter((w) => tw.has(w)).length / iw.length : 0;
};

/**
 * Items in the wrong field: an item one field has in excess that the expected notes have in another field
 * ("TX extra, expected in NOTES"), and an expected item missing from its field that was produced in another
 * ("CONSULT missing, produced in TX"). Counts only, so a held-out split's misfilings can be seen without reading it.
 */
export function misplacedKinds(
  expected: ClinicalNotes,
  actual: ClinicalNotes,
  items: (notes: ClinicalNotes, field: Field) => string[],
  kinds: Kinds = new Map(),
): Kinds {
  const others = (notes: ClinicalNotes, field: Field) => FIELDS.filter((g) => g !== field).map((g) => [g, items(notes, g).join(' ')] as const);
  for (const field of FIELDS) {
    const { missed, extra } = compare(items(expected, field), items(actual, field));
    for (const [list, notes, label] of [[extra, expected, 'extra, expected in'], [missed, actual, 'missing, produced in']] as const) {
      for (const item of list) {
        const home = others(notes, field).find(([, text]) => covered(item, text) >= 0.8);
        if (home) add(kinds, `${field} ${label} ${home[0]}`);
      }
    }
  }
  return kinds;
}
