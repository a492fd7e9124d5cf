import { describe, expect, it } from 'vitest';
import { notesCopyText } from './copy-text.ts';
import { emptyNotes, type ClinicalNotes } from './schema.ts';

const notes = (change: Partial<ClinicalNotes>): ClinicalNotes => ({ ...emptyNotes(), ...change });

describe('notesCopyText', () => {
  it('says nothing was documented when every field is empty', () => {
    expect(notesCopyText(emptyNotes())).toBe('No clinical information documented');
  });

  it('writes the fields in the spec order and leaves out "Not specified" ones and NOTES "None"', () => {
    const text = notesCopyText({
      'TX TODAY': ['Extirpation'],
      CC: 'Pain upper right for 3 days',
      'MED HX': 'Not specified',
      OE: {
        EXTRA: 'NAD',
        INTRA: 'Not specified',
        PERIO: 'BPE 1 1 1 / 1 1 1',
        RADIO: 'Not specified',
        DENTAL: [
          { toothNumber: '16', notationSystem: 'FDI', condition: 'Large D cavity TTP', fracture: null },
          { toothNumber: '17', notationSystem: 'FDI', condition: 'Sound', fracture: null },
        ],
      },
      DX: ['Irreversible pulpitis 16'],
      CONSULT: 'Options explained',
      CONSENT: 'Consent obtained',
      TX: ['LA: 1 cartridge articaine 4% 1:100,000 adrenaline', 'Rubber dam placed'],
      'TX PLAN': null,
      NOTES: 'None',
      NV: ['RCT 16 90 minutes'],
      'F/U': 'Not specified',
    });
    expect(text).toBe(
      [
        'TX TODAY: Extirpation',
        'CC: Pain upper right for 3 days',
        'O/E:',
        'EXTRA: NAD',
        'PERIO: BPE 1 1 1 / 1 1 1',
        'DENTAL:',
        '16: Large D cavity TTP',
        '17: Sound',
        'DX: Irreversible pulpitis 16',
        'CONSULT: Options explained',
        'CONSENT: Consent obtained',
        'TX: LA: 1 cartridge articaine 4% 1:100,000 adrenaline, Rubber dam placed',
        'NV: RCT 16 90 minutes',
      ].join('\n'),
    );
  });

  it('keeps NOTES when it says something and leaves out the O/E heading when O/E is empty', () => {
    expect(notesCopyText(notes({ NOTES: 'Anxious patient', 'F/U': 'Review 2/52' }))).toBe('NOTES: Anxious patient\nF/U: Review 2/52');
  });

  it('skips blank and "Not specified" list items and blank values', () => {
    expect(notesCopyText(notes({ DX: ['', 'Not specified'], CC: '  ', 'TX PLAN': [' Crown 36 '] }))).toBe('TX PLAN: Crown 36');
  });

  it('lists a tooth without a condition by its number', () => {
    const oe = { ...emptyNotes().OE, DENTAL: [{ toothNumber: '46', notationSystem: 'FDI' as const, condition: '', fracture: null }] };
    expect(notesCopyText(notes({ OE: oe }))).toBe('O/E:\nDENTAL:\n46');
  });
});
