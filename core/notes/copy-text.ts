import { NOTES_MESSAGES } from '../messages.ts';
import { NOTE_FIELDS, emptyValue, listValue, textValue, type NoteField } from './edit-text.ts';
import { NOT_SPECIFIED, type ClinicalNotes } from './schema.ts';

/** Values that mean nothing was recorded and are left out of the copy. */
const isBlank = (value: string) => {
  const v = value.trim();
  return v === '' || v === NOT_SPECIFIED;
};

/** One field's copy line(s), or none when it holds nothing worth pasting. */
function fieldLines(notes: ClinicalNotes, field: NoteField): string[] {
  switch (field.kind) {
    case 'text': {
      const value = textValue(notes, field.id).trim();
      if (isBlank(value) || value === emptyValue(field.id)) return [];
      return [`${field.id}: ${value}`];
    }
    case 'list': {
      const items = (listValue(notes, field.id) ?? []).map((item) => item.trim()).filter((item) => !isBlank(item));
      return items.length ? [`${field.id}: ${items.join(', ')}`] : [];
    }
    case 'dental': {
      const teeth = notes.OE.DENTAL.filter((e) => e.toothNumber.trim()).map((e) =>
        isBlank(e.condition) ? e.toothNumber : `${e.toothNumber}: ${e.condition.trim()}`,
      );
      return teeth.length ? ['DENTAL:', ...teeth] : [];
    }
  }
}

/**
 * The notes as plain text for pasting into practice software: fields in the spec's order, one per line,
 * O/E findings under an "O/E:" heading; "Not specified" fields and NOTES "None" are left out.
 */
export function notesCopyText(notes: ClinicalNotes): string {
  const lines: string[] = [];
  let oeOpened = false;
  for (const field of NOTE_FIELDS) {
    const fieldOutput = fieldLines(notes, field);
    if (!fieldOutput.length) continue;
    if ('oe' in field && !oeOpened) {
      lines.push('O/E:');
      oeOpened = true;
    }
    lines.push(...fieldOutput);
  }
  return lines.length ? lines.join('\n') : NOTES_MESSAGES.noClinicalInformation;
}
