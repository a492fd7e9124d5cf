import { describe, expect, it } from 'vitest';
import { NOTE_FIELDS, fieldText, textAreaRows, textToDental, textToList, withFieldText, type NoteFieldId } from './edit-text.ts';
import { emptyNotes, type DentalEntry } from './schema.ts';

const field = (id: NoteFieldId) => NOTE_FIELDS.find((f) => f.id === id)!;

describe('lists edited as text', () => {
  it('split on comma plus space, trimmed, blanks dropped', () => {
    expect(textToList('MOD composite 36, OHI')).toEqual(['MOD composite 36', 'OHI']);
    expect(textToList('1:100,000 adrenaline, ')).toEqual(['1:100,000 adrenaline']);
    expect(textToList('  ')).toEqual([]);
  });

  it('show as one line and write back', () => {
    const notes = withFieldText(emptyNotes(), field('DX'), 'Caries 36, Gingivitis');
    expect(notes.DX).toEqual(['Caries 36', 'Gingivitis']);
    expect(fieldText(notes, field('DX'))).toBe('Caries 36, Gingivitis');
  });

  it('TX and TX PLAN become null when emptied; other lists become empty', () => {
    const notes = { ...emptyNotes(), TX: ['Scale'], NV: ['Recall'] };
    expect(withFieldText(notes, field('TX'), '').TX).toBeNull();
    expect(withFieldText(notes, field('NV'), '').NV).toEqual([]);
  });
});

describe('text fields', () => {
  it('show "Not specified" (and NOTES "None") as an empty box and store it back when emptied', () => {
    const notes = emptyNotes();
    expect(fieldText(notes, field('CC'))).toBe('');
    expect(fieldText(notes, field('NOTES'))).toBe('');
    expect(withFieldText(notes, field('NOTES'), ' ').NOTES).toBe('None');
    expect(withFieldText(notes, field('CC'), '').CC).toBe('Not specified');
  });

  it('O/E sub-fields live under OE', () => {
    const notes = withFieldText(emptyNotes(), field('PERIO'), 'BPE 2 1 2 / 2 1 3');
    expect(notes.OE.PERIO).toBe('BPE 2 1 2 / 2 1 3');
    expect(fieldText(notes, field('PERIO'))).toBe('BPE 2 1 2 / 2 1 3');
  });
});

describe('DENTAL lines', () => {
  const previous: DentalEntry[] = [
    { toothNumber: '30', notationSystem: 'Universal', condition: 'Large MOD amalgam fractured L cusp', fracture: 'L cusp' },
    { toothNumber: '19', notationSystem: 'Universal', condition: 'Missing', fracture: null },
  ];

  it('show one "tooth: condition" line per tooth', () => {
    const notes = { ...emptyNotes(), OE: { ...emptyNotes().OE, DENTAL: previous } };
    expect(fieldText(notes, field('DENTAL'))).toBe('30: Large MOD amalgam fractured L cusp\n19: Missing');
  });

  it('parse tooth, colon, condition; keep notation and fracture of the same tooth', () => {
    expect(textToDental('30: Crown prep\n\n 14 :MO caries\n: orphan\n3', previous)).toEqual([
      { toothNumber: '30', notationSystem: 'Universal', condition: 'Crown prep', fracture: 'L cusp' },
      { toothNumber: '14', notationSystem: 'Unknown', condition: 'MO caries', fracture: null },
      { toothNumber: '3', notationSystem: 'Unknown', condition: '', fracture: null },
    ]);
  });

  it('keep colons inside the condition', () => {
    expect(textToDental('36: ratio 1:2', [])[0]!.condition).toBe('ratio 1:2');
  });
});

describe('textAreaRows', () => {
  it('grows with length: ≤40 one row, ≤120 two, ≤200 three, more four', () => {
    expect(textAreaRows('')).toBe(1);
    expect(textAreaRows('x'.repeat(40))).toBe(1);
    expect(textAreaRows('x'.repeat(41))).toBe(2);
    expect(textAreaRows('x'.repeat(120))).toBe(2);
    expect(textAreaRows('x'.repeat(121))).toBe(3);
    expect(textAreaRows('x'.repeat(200))).toBe(3);
    expect(textAreaRows('x'.repeat(201))).toBe(4);
  });

  it('gives each line of a multi-line text a row', () => {
    expect(textAreaRows('16: Sound\n17: Sound\n18: Missing')).toBe(3);
  });
});
