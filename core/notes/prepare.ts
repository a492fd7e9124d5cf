// Turns a dictation into one normalised text with its entities marked: the input every extractor reads.
import { markAnaesthetic } from './anaesthetic.ts';
import { markBpe } from './bpe.ts';
import { cleanTranscript } from './cleanup.ts';
import { applyCorrections } from './corrections.ts';
import { normaliseIntervals } from './intervals.ts';
import { markSpans, type Doc } from './markup.ts';
import { normaliseQuantities, spokenNumbersToDigits } from './numbers.ts';
import type { Numbering } from './schema.ts';
import { normaliseCodes } from './codes.ts';
import { abbreviateSurfaceRuns, upperCaseSurfaceCodes } from './surfaces.ts';
import { findTeeth } from './tooth-mentions.ts';
import { normaliseBloodPressure } from './vitals.ts';

export function prepare(transcript: string, numbering: Numbering): Doc {
  const text = normaliseCodes(normaliseIntervals(normaliseBloodPressure(normaliseQuantities(spokenNumbersToDigits(cleanTranscript(transcript))))));
  // A recogniser writes no capitals but the pronoun "I" (and a scrubbed name's placeholder).
  const doc: Doc = { text, entities: [], numbering, spoken: !/[A-Z]/.test(transcript.replace(/\bI\b|\[[A-Z_]+\]/g, '')) };
  // BPE first: its digits must not be read as teeth.
  markBpe(doc);
  markSpans(doc, findTeeth(doc.text, numbering).map((m) => ({ start: m.start, end: m.end, entity: { kind: 'tooth', fdi: m.fdi } })));
  doc.text = upperCaseSurfaceCodes(abbreviateSurfaceRuns(doc.text));
  // Corrections before LA so "lidocaine sorry articaine" is read once, correctly.
  applyCorrections(doc);
  // A corrected code is written as one again ("shade A2 sorry a 3" → "shade A3").
  doc.text = normaliseCodes(doc.text);
  markAnaesthetic(doc);
  return doc;
}
