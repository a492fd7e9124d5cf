// How corpus cases are written: a dictation plus only the fields that are not empty, so each case reads
// like the note a dentist would expect. `defineCase` fills in the rest from emptyNotes().
import { ClinicalNotes, emptyNotes, type DentalEntry, type Numbering } from '../../../core/notes/schema.ts';

/** [toothNumber, condition] or [toothNumber, condition, fracture]. */
export type Tooth = [string, string] | [string, string, string];

export interface Expect {
  'TX TODAY'?: string[];
  CC?: string;
  'MED HX'?: string;
  EXTRA?: string;
  INTRA?: string;
  PERIO?: string;
  RADIO?: string;
  DENTAL?: Tooth[];
  DX?: string[];
  CONSULT?: string;
  CONSENT?: string;
  TX?: string[];
  'TX PLAN'?: string[];
  NOTES?: string;
  NV?: string[];
  'F/U'?: string;
}

export interface CaseInput {
  id: string;
  /** Whose conventions the dictation follows. */
  style: 'UK' | 'US';
  numbering?: Numbering;
  /** Written the way the recogniser outputs speech: lower case, number words, no punctuation. */
  asr: boolean;
  transcript: string;
  /** Later dictations applied with appendToNotes, in order; `expect` is the final result. */
  appends?: string[];
  expect: Expect;
}

export interface NotesCase extends Omit<CaseInput, 'expect' | 'numbering'> {
  numbering: Numbering;
  expected: ClinicalNotes;
}

const SYSTEM = { fdi: 'FDI', universal: 'Universal', palmer: 'Palmer' } as const;

export function defineCase(input: CaseInput): NotesCase {
  const { expect: e, numbering = 'fdi', ...rest } = input;
  const notes = emptyNotes();
  const dental = (e.DENTAL ?? []).map(
    ([toothNumber, condition, fracture]): DentalEntry => ({
      toothNumber,
      notationSystem: SYSTEM[numbering],
      condition,
      fracture: fracture ?? null,
    }),
  );
  const expected: ClinicalNotes = {
    ...notes,
    'TX TODAY': e['TX TODAY'] ?? [],
    CC: e.CC ?? notes.CC,
    'MED HX': e['MED HX'] ?? notes['MED HX'],
    OE: {
      EXTRA: e.EXTRA ?? notes.OE.EXTRA,
      INTRA: e.INTRA ?? notes.OE.INTRA,
      PERIO: e.PERIO ?? notes.OE.PERIO,
      RADIO: e.RADIO ?? notes.OE.RADIO,
      DENTAL: dental,
    },
    DX: e.DX ?? [],
    CONSULT: e.CONSULT ?? notes.CONSULT,
    CONSENT: e.CONSENT ?? notes.CONSENT,
    TX: e.TX ?? null,
    'TX PLAN': e['TX PLAN'] ?? null,
    NOTES: e.NOTES ?? notes.NOTES,
    NV: e.NV ?? [],
    'F/U': e['F/U'] ?? notes['F/U'],
  };
  return { ...rest, numbering, expected: ClinicalNotes.parse(expected) };
}
