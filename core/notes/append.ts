// Spoken additions and edits to existing notes: "add … (to medical history)", "remove …", "change/replace …
// to/with …", "next visit …", "scratch that"; anything else is more dictation, merged into the right fields.
import { notesFrom } from './assemble.ts';
import { cleanTranscript, SCRATCH } from './cleanup.ts';
import { dentalEntries } from './dental.ts';
import { listItems } from './items.ts';
import { toothOf, type Doc } from './markup.ts';
import { prepare } from './prepare.ts';
import { nameProcedures, titlesOf } from './procedures.ts';
import { todayTitles } from './titles.ts';
import { newItems, newSentences } from './repeats.ts';
import { ClinicalNotes, NO_NOTES, NOT_SPECIFIED, type Numbering } from './schema.ts';
import { formatTooth } from './teeth.ts';
import { writeClause } from './text.ts';

type TextField = 'CC' | 'MED HX' | 'CONSULT' | 'CONSENT' | 'NOTES' | 'F/U' | 'EXTRA' | 'INTRA' | 'PERIO' | 'RADIO';
type ListField = 'DX' | 'TX' | 'TX PLAN' | 'NV' | 'TX TODAY';
type Field = TextField | ListField | 'DENTAL';

/** How a field is named when dictating an edit ("add … to the treatment plan"). */
const FIELD_NAMES: [RegExp, Field][] = [
  [/^(?:the )?(?:medical history|med hx|mh|medical|allergies|medications)$/, 'MED HX'],
  [/^(?:the )?(?:diagnosis|diagnoses|dx)$/, 'DX'],
  [/^(?:the )?(?:treatment plan|tx plan|plan)$/, 'TX PLAN'],
  [/^(?:the )?(?:next visit|next appointment|nv)$/, 'NV'],
  [/^(?:the )?(?:notes?|additional notes)$/, 'NOTES'],
  [/^(?:the )?consent$/, 'CONSENT'],
  [/^(?:the )?(?:treatment today|today's treatment|treatment|tx)$/, 'TX'],
  [/^(?:the )?(?:chief complaint|complaint|cc|presenting complaint)$/, 'CC'],
  [/^(?:the )?(?:extra oral|extra-oral|extraoral)(?: exam(?:ination)?)?$/, 'EXTRA'],
  [/^(?:the )?(?:intra oral|intra-oral|intraoral)(?: exam(?:ination)?)?$/, 'INTRA'],
  [/^(?:the )?(?:perio|periodontal|bpe|psr)$/, 'PERIO'],
  [/^(?:the )?(?:radiographs?|x[- ]?rays?|radio)$/, 'RADIO'],
  [/^(?:the )?(?:dental chart|chart|dental|charting|teeth)$/, 'DENTAL'],
  [/^(?:the )?(?:follow[- ]?up|review|recall|f\/u)$/, 'F/U'],
  [/^(?:the )?(?:discussion|consult(?:ation)?)$/, 'CONSULT'],
];
/** Field names that are also what is said in the field ("review in 2 weeks", "consent given") are not headers. */
const HEADER_FIELDS = new Set<Field>(['MED HX', 'DX', 'TX PLAN', 'NV', 'NOTES', 'CC', 'EXTRA', 'INTRA', 'PERIO', 'RADIO', 'DENTAL', 'TX']);
const TEXT_FIELDS: TextField[] = ['CC', 'MED HX', 'CONSULT', 'CONSENT', 'NOTES', 'F/U', 'EXTRA', 'INTRA', 'PERIO', 'RADIO'];
const LIST_FIELDS: ListField[] = ['TX TODAY', 'DX', 'TX', 'TX PLAN', 'NV'];
const OE = new Set<Field>(['EXTRA', 'INTRA', 'PERIO', 'RADIO']);

const VERB_SOURCE = '(?:(?:also |please )?add|remove|delete|change|replace|correct|next (?:visit|appointment))\\b';
const VERB = new RegExp(`\\b${VERB_SOURCE}`, 'gi');
const VERB_AT_START = new RegExp(`^${VERB_SOURCE}`, 'i');
const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function fieldNamed(words: string): Field | null {
  // Typed, the field's name may end with a colon ("Add to notes: …").
  return FIELD_NAMES.find(([re]) => re.test(words.trim().replace(/[:,]$/, '').toLowerCase()))?.[1] ?? null;
}

function getText(notes: ClinicalNotes, f: TextField): string {
  return OE.has(f) ? notes.OE[f as 'EXTRA'] : notes[f as 'CC'];
}
function setText(notes: ClinicalNotes, f: TextField, value: string): void {
  if (OE.has(f)) notes.OE[f as 'EXTRA'] = value;
  else notes[f as 'CC'] = value;
}
/** TX and TX PLAN are null when empty; the other lists are []. */
function setList(notes: ClinicalNotes, f: ListField, items: string[]): void {
  if (f === 'TX' || f === 'TX PLAN') notes[f] = items.length ? items : null;
  else notes[f] = items;
}
const isEmptyText = (v: string) => v === NOT_SPECIFIED || v === NO_NOTES;
const emptyFor = (f: TextField) => (f === 'NOTES' ? NO_NOTES : NOT_SPECIFIED);

/** Adds text to a text field: only the sentences it does not already say. */
function addText(notes: ClinicalNotes, f: TextField, add: string): void {
  const have = getText(notes, f);
  const fresh = isEmptyText(add) ? '' : isEmptyText(have) ? add : newSentences(have, add);
  if (fresh) setText(notes, f, isEmptyText(have) ? fresh : `${have}. ${fresh}`);
}

/** Adds items to a list field: only those it does not already hold. */
function addItems(notes: ClinicalNotes, f: ListField, add: string[]): void {
  const have = notes[f] ?? [];
  setList(notes, f, [...have, ...newItems(have, add)]);
}

/** Adds chart entries: a tooth already charted with the same condition is not charted again. */
function addDental(notes: ClinicalNotes, add: ClinicalNotes['OE']['DENTAL']): void {
  for (const d of add) {
    if (!notes.OE.DENTAL.some((e) => e.toothNumber === d.toothNumber && norm(e.condition) === norm(d.condition))) notes.OE.DENTAL.push(d);
  }
}

/** Merges `extra` into `notes`: text fields gain the new sentences, lists the new items. */
function merge(notes: ClinicalNotes, extra: ClinicalNotes): void {
  for (const f of TEXT_FIELDS) addText(notes, f, getText(extra, f));
  for (const f of LIST_FIELDS) if (extra[f]?.length) addItems(notes, f, extra[f]!);
  addDental(notes, extra.OE.DENTAL);
}

/** Said "instead" ("review in three months instead"): what was said replaces what its fields held. */
function replaceWith(notes: ClinicalNotes, extra: ClinicalNotes): void {
  for (const f of TEXT_FIELDS) {
    const said = getText(extra, f);
    if (said !== emptyFor(f)) setText(notes, f, said);
  }
  for (const f of LIST_FIELDS) if (extra[f]?.length) notes[f] = [...extra[f]!];
  addDental(notes, extra.OE.DENTAL);
}
const INSTEAD = /^\s*actually\b[\s,]*|[\s,]*\b(?:instead|rather)\b/i;

/** What a short phrase says, written as the notes write it ("three six" → "36", "#19"). */
function written(doc: Doc): string {
  return writeClause(doc, doc.text);
}

/** The single tooth a phrase names, if that is all it names. */
function toothOnly(doc: Doc): string | null {
  return toothOf(doc, doc.text.trim()) ?? null;
}

/** Adds `said` to one named field. */
function addTo(notes: ClinicalNotes, field: Field, said: string, numbering: Numbering): void {
  const doc = prepare(said, numbering);
  if (field === 'DENTAL') return addDental(notes, dentalEntries(doc, doc.text));
  if ((LIST_FIELDS as Field[]).includes(field)) {
    const f = field as ListField;
    const items = listItems(doc, doc.text, { name: f === 'TX PLAN' || f === 'NV', dx: f === 'DX', tx: f === 'TX' });
    // Treatment added is titled as treatment said at first is ("add to treatment fluoride varnish applied").
    if (f === 'TX') addItems(notes, 'TX TODAY', todayTitles(items, []));
    return addItems(notes, f, items.map((i) => i.text));
  }
  const add = written(doc);
  if (add) addText(notes, field as TextField, add);
}

/** Removes a tooth's chart entries and items, or every item and sentence that says `said`. */
function remove(notes: ClinicalNotes, said: string, numbering: Numbering, only: Field | null): void {
  const doc = prepare(said, numbering);
  const fdi = toothOnly(doc);
  const phrase = fdi ? formatTooth(fdi, numbering, 'text') : written(doc);
  if (!phrase) return;
  const hits = new RegExp(`(?:^|\\s)${escape(norm(phrase))}(?:\\s|$)`);
  const has = (s: string) => hits.test(` ${norm(s)} `);
  const inScope = (f: Field) => !only || only === f;
  if (inScope('DENTAL')) {
    const chart = fdi ? formatTooth(fdi, numbering, 'chart') : null;
    notes.OE.DENTAL = notes.OE.DENTAL.filter((d) => (chart ? d.toothNumber !== chart : !has(d.condition)));
  }
  if (fdi && !only) return;
  const gone = inScope('TX') ? (notes.TX ?? []).filter(has) : [];
  for (const f of LIST_FIELDS) {
    if (!inScope(f) || !notes[f]) continue;
    setList(notes, f, notes[f]!.filter((x) => !has(x)));
  }
  // A step taken out takes its title with it, unless a step still there names the same procedure.
  const named = (items: string[]) => new Set(items.flatMap((x) => titlesOf(x, '')).map(norm));
  const left = named(notes.TX ?? []);
  const dropped = [...named(gone)].filter((t) => !left.has(t));
  if (dropped.length) notes['TX TODAY'] = notes['TX TODAY'].filter((t) => !dropped.some((d) => norm(t) === d || norm(t).startsWith(`${d} `)));
  for (const f of TEXT_FIELDS) {
    if (!inScope(f)) continue;
    const kept = getText(notes, f).split(/(?<=\.)\s+|\.\s*$/).filter((x) => x && !has(x));
    setText(notes, f, kept.join(' ').replace(/\.$/, '') || emptyFor(f));
  }
}

/**
 * What replaces a phrase when only its end was said again ("change recall 3 months to 2 months" → "Recall 2 months",
 * "change composite A2 to A3" → "composite A3"): the new words keep the old phrase's beginning when they end in a word
 * of the same kind (the same unit or noun, or a shade).
 */
function tailOf(from: string, to: string): string {
  const a = from.split(' ');
  const b = to.split(' ');
  const kind = (w: string) => w.toLowerCase().replace(/s$/, '');
  const last = (xs: string[]) => xs[xs.length - 1]!;
  const same = kind(last(a)) === kind(last(b)) || (SHADE.test(last(a)) && SHADE.test(last(b)));
  if (!same || b.length >= a.length || kind(a[0]!) === kind(b[0]!)) return to;
  const kept = a.slice(0, a.length - b.length).join(' ');
  return `${kept} ${to.charAt(0).toLowerCase()}${to.slice(1)}`;
}
const SHADE = /^[A-D]\d(?:\.5)?$/;

/** Replaces `from` with `to` everywhere: teeth as teeth (chart numbers too), words as words. */
function change(notes: ClinicalNotes, fromSaid: string, toSaid: string, numbering: Numbering): boolean {
  const a = prepare(fromSaid, numbering);
  const b = prepare(toSaid, numbering);
  const ta = toothOnly(a);
  const tb = toothOnly(b);
  const from = ta ? formatTooth(ta, numbering, 'text') : written(a);
  const to = tb ? formatTooth(tb, numbering, 'text') : tailOf(written(a), written(b));
  if (!from) return false;
  // A tooth changes in the chart too.
  const chart = ta && tb ? notes.OE.DENTAL.filter((d) => d.toothNumber === formatTooth(ta, numbering, 'chart')) : [];
  for (const d of chart) d.toothNumber = formatTooth(tb!, numbering, 'chart');
  // A procedure changed is changed in today's titles too, where it is written by its name ("DO comp UL5" → "DO composite UL5").
  const titled = !ta && nameProcedures(from) !== from && swapEverywhere(notes, nameProcedures(from), nameProcedures(to), false, () => true);
  if (swapEverywhere(notes, from, to, !!tb, () => true) || chart.length || titled) return true;
  // Its first words may name where it is rather than being written there ("change quote £850 to £920" in "Quote given
  // £850"): the rest is changed in a sentence or item that has them.
  const words = from.split(' ');
  for (let n = 1; n < words.length && !ta; n++) {
    const named = words.slice(0, n).map(norm);
    if (swapEverywhere(notes, words.slice(n).join(' '), to, false, (s) => named.every((w) => ` ${norm(s)} `.includes(` ${w} `)))) return true;
  }
  return false;
}

/** Replaces the words `from` by `to` in every sentence, item and chart condition `where` accepts; whether any was. */
function swapEverywhere(notes: ClinicalNotes, from: string, to: string, asTooth: boolean, where: (s: string) => boolean): boolean {
  const re = new RegExp(`(?<![\\p{L}\\p{N}#])${escape(from)}(?![\\p{L}\\p{N}])`, 'giu');
  let found = false;
  const swap = (s: string) => (where(s) ? s.replace(re, (m) => ((found = true), m[0] === m[0]!.toLowerCase() && !asTooth ? to.charAt(0).toLowerCase() + to.slice(1) : to)) : s);
  const sentences = (s: string) => s.split(/(?<=\.)\s+/).map(swap).join(' ');
  for (const f of TEXT_FIELDS) setText(notes, f, sentences(getText(notes, f)));
  for (const f of LIST_FIELDS) if (notes[f]) notes[f] = notes[f]!.map(swap);
  for (const d of notes.OE.DENTAL) d.condition = swap(d.condition);
  return found;
}

/** Splits an edit dictation into instructions; "scratch that" cancels the one before it. */
function instructions(transcript: string): string[] {
  const text = cleanTranscript(transcript);
  // A written sentence opening with another field's header is an instruction of its own ("Add dx: fractured P cusp UL7.
  // NV: onlay UL7.").
  const headed = [...text.matchAll(/(?<=[.;]\s+)(?:nv|next visit|tx plan|plan|dx|f\/u|rv|recall|notes?|mh|med hx)\s*:/gi)].map((m) => m.index);
  const starts = [0, ...[...text.matchAll(VERB)].map((m) => m.index), ...[...text.matchAll(new RegExp(SCRATCH, 'g'))].map((m) => m.index), ...headed];
  const bounds = [...new Set(starts)].sort((a, b) => a - b);
  const parts = bounds.map((b, k) => text.slice(b, bounds[k + 1] ?? text.length));
  const kept: string[] = [];
  for (const p of parts) {
    const part = p.replace(/^[\s,.;:]+|(?:[\s,.;:]|\b(?:and|then)\b)+$/gi, '');
    if (part.startsWith(SCRATCH)) {
      kept.pop();
      const rest = part.slice(SCRATCH.length).trim();
      if (rest) kept.push(rest);
    } else if (part) kept.push(part);
  }
  return kept;
}

export function applyDictation(current: ClinicalNotes, transcript: string, numbering: Numbering): ClinicalNotes {
  const notes: ClinicalNotes = structuredClone(current);
  for (const said of instructions(transcript)) {
    const verb = VERB_AT_START.exec(said)?.[0].toLowerCase();
    const rest = verb ? said.slice(verb.length).replace(/^[\s,:]+/, '') : said;
    if (verb?.startsWith('next')) {
      notes.NV = [];
      addTo(notes, 'NV', rest, numbering);
    } else if (verb?.endsWith('add')) {
      // "add X to <field>", "add <field> X" (or "add to <field> X"), or plain "add X".
      const to = /^(.+)\s+(?:to|in|into|under)\s+(?:the\s+)?([\w\s'/-]+)$/i.exec(rest);
      const toField = to ? fieldNamed(to[2]!) : null;
      const words = rest.replace(/^(?:to|in|into|under)\s+(?:the\s+)?/i, '').split(/\s+/);
      const lead = [3, 2, 1].map((n) => ({ n, field: fieldNamed(words.slice(0, n).join(' ')) })).find((x) => x.field && HEADER_FIELDS.has(x.field) && words.length > x.n);
      // A review or recall added is the follow-up, said with its words ("add review if any problems"), not what
      // the patient attended for, as it would be as the first words of a note.
      const followUp = /^(?:review|recall|follow[- ]?up|re-?eval(?:uation)?|reassess(?:ment)?)\b(?!\s+of\b)/i.test(rest);
      if (toField) addTo(notes, toField, to![1]!, numbering);
      else if (lead?.field) addTo(notes, lead.field, words.slice(lead.n).join(' ').replace(/^[\s:,]+/, ''), numbering);
      else if (followUp) addTo(notes, 'F/U', rest, numbering);
      else merge(notes, notesFrom(rest, numbering));
    } else if (verb === 'remove' || verb === 'delete') {
      const from = /^(.+)\s+from\s+(?:the\s+)?([\w\s'/-]+)$/i.exec(rest);
      const field = from ? fieldNamed(from[2]!) : null;
      remove(notes, field ? from![1]! : rest, numbering, field);
    } else if (verb) {
      // Try each "to"/"with" as the divider until the first half is found in the notes.
      const dividers = [...rest.matchAll(/\s+(?:to|with|for|by)\s+/gi)];
      dividers.some((d) => change(notes, rest.slice(0, d.index), rest.slice(d.index + d[0].length), numbering));
    } else if (INSTEAD.test(said)) replaceWith(notes, notesFrom(said.replace(new RegExp(INSTEAD, 'gi'), ' '), numbering));
    else merge(notes, notesFrom(said, numbering));
  }
  for (const f of ['TX', 'TX PLAN'] as const) if (notes[f] && !notes[f]!.length) notes[f] = null;
  return ClinicalNotes.parse(notes);
}
