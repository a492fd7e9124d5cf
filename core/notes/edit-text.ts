import { NO_NOTES, NOT_SPECIFIED, type ClinicalNotes, type DentalEntry } from './schema.ts';

/** Every notes field in the spec's order; the O/E sub-fields are flattened and marked. */
export const NOTE_FIELDS = [
  { id: 'TX TODAY', kind: 'list' },
  { id: 'CC', kind: 'text' },
  { id: 'MED HX', kind: 'text' },
  { id: 'EXTRA', kind: 'text', oe: true },
  { id: 'INTRA', kind: 'text', oe: true },
  { id: 'PERIO', kind: 'text', oe: true },
  { id: 'RADIO', kind: 'text', oe: true },
  { id: 'DENTAL', kind: 'dental', oe: true },
  { id: 'DX', kind: 'list' },
  { id: 'CONSULT', kind: 'text' },
  { id: 'CONSENT', kind: 'text' },
  { id: 'TX', kind: 'list' },
  { id: 'TX PLAN', kind: 'list' },
  { id: 'NOTES', kind: 'text' },
  { id: 'NV', kind: 'list' },
  { id: 'F/U', kind: 'text' },
] as const satisfies readonly { id: string; kind: 'text' | 'list' | 'dental'; oe?: true }[];

export type NoteField = (typeof NOTE_FIELDS)[number];
export type NoteFieldId = NoteField['id'];
type OeTextId = 'EXTRA' | 'INTRA' | 'PERIO' | 'RADIO';
type TextId = Extract<NoteField, { kind: 'text' }>['id'];
type ListId = Extract<NoteField, { kind: 'list' }>['id'];

export const LIST_SEPARATOR = ', ';

const isOeText = (id: TextId): id is OeTextId => id === 'EXTRA' || id === 'INTRA' || id === 'PERIO' || id === 'RADIO';

/** The value that stands for "nothing recorded" in a text field. */
export const emptyValue = (id: TextId) => (id === 'NOTES' ? NO_NOTES : NOT_SPECIFIED);

export function textValue(notes: ClinicalNotes, id: TextId): string {
  return isOeText(id) ? notes.OE[id] : notes[id];
}

export function listValue(notes: ClinicalNotes, id: ListId): string[] | null {
  return notes[id];
}

/** A list as one line of text; a list edited as text is split on ", " again (the spec's rule), blanks dropped. */
export const listToText = (list: readonly string[] | null) => (list ?? []).join(LIST_SEPARATOR);
export const textToList = (text: string) =>
  text
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** One "tooth: condition" line per DENTAL entry. */
export const dentalToText = (entries: readonly DentalEntry[]) => entries.map((e) => `${e.toothNumber}: ${e.condition}`).join('\n');

/**
 * Reads "tooth: condition" lines back. Lines without a tooth number are dropped (the schema needs one);
 * an entry keeps the notation system and fracture of the earlier entry for the same tooth, since the
 * text shows neither.
 */
export function textToDental(text: string, previous: readonly DentalEntry[]): DentalEntry[] {
  const unused = [...previous];
  const entries: DentalEntry[] = [];
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    const toothNumber = (colon < 0 ? line : line.slice(0, colon)).trim();
    if (!toothNumber) continue;
    const condition = colon < 0 ? '' : line.slice(colon + 1).trim();
    const match = unused.findIndex((e) => e.toothNumber === toothNumber);
    const before = match < 0 ? undefined : unused.splice(match, 1)[0];
    entries.push({ toothNumber, notationSystem: before?.notationSystem ?? 'Unknown', condition, fracture: before?.fracture ?? null });
  }
  return entries;
}

/** What an edit box shows for a field; the "nothing recorded" value shows as an empty box. */
export function fieldText(notes: ClinicalNotes, field: NoteField): string {
  switch (field.kind) {
    case 'list':
      return listToText(listValue(notes, field.id));
    case 'dental':
      return dentalToText(notes.OE.DENTAL);
    case 'text': {
      const value = textValue(notes, field.id);
      return value === emptyValue(field.id) ? '' : value;
    }
  }
}

/** The notes with one field replaced by what was typed into its edit box. */
export function withFieldText(notes: ClinicalNotes, field: NoteField, text: string): ClinicalNotes {
  switch (field.kind) {
    case 'list': {
      const list = textToList(text);
      // TX and TX PLAN use null for "none" rather than an empty list.
      const value = list.length === 0 && (field.id === 'TX' || field.id === 'TX PLAN') ? null : list;
      return { ...notes, [field.id]: value };
    }
    case 'dental':
      return { ...notes, OE: { ...notes.OE, DENTAL: textToDental(text, notes.OE.DENTAL) } };
    case 'text': {
      const value = text.trim() || emptyValue(field.id);
      return isOeText(field.id) ? { ...notes, OE: { ...notes.OE, [field.id]: value } } : { ...notes, [field.id]: value };
    }
  }
}

/** Rows of an edit box by text length (spec: ≤40 → 1, ≤120 → 2, ≤200 → 3, else 4), and at least one per line. */
export function textAreaRows(text: string): number {
  const byLength = text.length <= 40 ? 1 : text.length <= 120 ? 2 : text.length <= 200 ? 3 : 4;
  return Math.max(byLength, text.split('\n').length);
}
