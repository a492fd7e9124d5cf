import { z } from 'zod';

/** Placeholder the spec uses for a text field nothing was said about. */
export const NOT_SPECIFIED = 'Not specified';
/** NOTES value when there is nothing extra to record. */
export const NO_NOTES = 'None';

export const NotationSystem = z.enum(['FDI', 'Universal', 'Palmer', 'Unknown']);
export type NotationSystem = z.infer<typeof NotationSystem>;

/** The user's preferred tooth numbering: resolves ambiguous numbers and sets how teeth are written. */
export const Numbering = z.enum(['fdi', 'universal', 'palmer']);
export type Numbering = z.infer<typeof Numbering>;

export const DentalEntry = z.object({
  toothNumber: z.string().min(1),
  notationSystem: NotationSystem.default('Unknown'),
  condition: z.string(),
  /** What is fractured, e.g. "mesio-palatal cusp"; null when no fracture was mentioned. */
  fracture: z.string().nullable().default(null),
});
export type DentalEntry = z.infer<typeof DentalEntry>;

export const OralExam = z.object({
  EXTRA: z.string(),
  INTRA: z.string(),
  PERIO: z.string(),
  RADIO: z.string(),
  DENTAL: z.array(DentalEntry),
});
export type OralExam = z.infer<typeof OralExam>;

export const ClinicalNotes = z.object({
  'TX TODAY': z.array(z.string()),
  CC: z.string(),
  'MED HX': z.string(),
  OE: OralExam,
  DX: z.array(z.string()),
  CONSULT: z.string(),
  CONSENT: z.string(),
  TX: z.array(z.string()).nullable(),
  'TX PLAN': z.array(z.string()).nullable(),
  NOTES: z.string(),
  NV: z.array(z.string()),
  'F/U': z.string(),
});
export type ClinicalNotes = z.infer<typeof ClinicalNotes>;

/** Notes with nothing recorded: the shape every engine starts from. */
export function emptyNotes(): ClinicalNotes {
  return {
    'TX TODAY': [],
    CC: NOT_SPECIFIED,
    'MED HX': NOT_SPECIFIED,
    OE: { EXTRA: NOT_SPECIFIED, INTRA: NOT_SPECIFIED, PERIO: NOT_SPECIFIED, RADIO: NOT_SPECIFIED, DENTAL: [] },
    DX: [],
    CONSULT: NOT_SPECIFIED,
    CONSENT: NOT_SPECIFIED,
    TX: null,
    'TX PLAN': null,
    NOTES: NO_NOTES,
    NV: [],
    'F/U': NOT_SPECIFIED,
  };
}
