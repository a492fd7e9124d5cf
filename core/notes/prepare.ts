// Turns a dictation into one normalised text with its entities marked: the input every extractor reads.
import { markAnaesthetic } from './anaesthetic.ts';
import { markBpe } from './bpe.ts';
import { cleanTranscript } from './cleanup.ts';
import { applyCorrections, retoldTooth } from './corrections.ts';
import { normaliseIntervals } from './intervals.ts';
import { markSpans, type Doc } from './markup.ts';
import { normaliseQuantities, spokenNumbersToDigits } from './numbers.ts';
import type { Numbering } from './schema.ts';
import { normaliseCodes } from './codes.ts';
import { abbreviateSurfaceRuns, upperCaseSurfaceCodes } from './surfaces.ts';
import { findTeeth } from './tooth-mentions.ts';
import { normaliseBloodPressure } from './vitals.ts';

export function prepare(transcript: string, numbering: Numbering): Doc {
  const text = retoldTooth(normaliseCodes(normaliseIntervals(normaliseBloodPressure(normaliseQuantities(spokenNumbersToDigits(cleanTranscript(transcript)))))));
  // A recogniser writes no capitals but the pronoun "I" (and a scrubbed name's placeholder).
  const doc: Doc = { text, entities: [], numbering, spoken: !/[A-Z]/.test(transcript.replace(/\bI\b|\[[A-Z_]+\]/g, '')) };
  // BPE first: its digits must not be read as teeth.
  markBpe(doc);
  doc.text = allFourEights(doc.text, numbering);
  markSpans(doc, findTeeth(doc.text, numbering).map((m) => ({ start: m.start, end: m.end, entity: { kind: 'tooth', fdi: m.fdi } })));
  doc.text = upperCaseSurfaceCodes(abbreviateSurfaceRuns(doc.text));
  // Corrections before LA so "lidocaine sorry articaine" is read once, correctly.
  applyCorrections(doc);
  // A corrected code is written as one again ("shade A2 sorry a 3" → "shade A3").
  doc.text = normaliseCodes(doc.text);
  markAnaesthetic(doc);
  return doc;
}

/** The four third molars in the chosen numbering, written as a list the tooth finder reads. */
const EIGHTS: Record<Numbering, string> = { fdi: '18, 28, 38 and 48', palmer: 'UR8, UL8, LL8 and LR8', universal: '#1, #16, #17 and #32' };

/**
 * "All four eights" said in the chart with what was found ("all four eights missing") is the four third molars, each
 * charted; said otherwise ("discussed removing all four wisdom teeth") the words stay.
 */
function allFourEights(text: string, numbering: Numbering): string {
  return text.replace(/\ball (?:4|four|the) (?:eights|8s|8's)(?= (?:(?:are|were|all|still|fully|partially|not) )?(?:missing|present|unerupted|erupted|impacted|absent|extracted|sound|caries[- ]free|healthy|partially|unerupted)\b)/gi, EIGHTS[numbering]);
}
