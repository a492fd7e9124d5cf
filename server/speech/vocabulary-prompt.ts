import { ABBREVIATIONS, DENTAL_TERMS } from './dental-terms.ts';

/** Whisper-style services read at most 224 prompt tokens; this keeps well inside that. */
export const MAX_PROMPT_CHARS = 600;

/**
 * The `prompt` sent to OpenAI-compatible recognisers: a dental-notes example in the written forms dentists use
 * (abbreviations in capitals, FDI and Palmer teeth, doses), then surface and condition terms from the same list
 * the PocketSphinx dictionary is built from, so both engines spell the vocabulary the notes engine understands.
 */
export function dentalVocabularyPrompt(): string {
  const head = 'Dental clinical notes. UL6 MOD composite, 36 DO caries, #14 periapical, LA 2.2 ml lidocaine 2% 1:80,000, BPE 2 1 2 / 2 1 3, review 2/52.';
  const abbreviations = Object.keys(ABBREVIATIONS).filter((a) => a.length >= 3).map((a) => a.toUpperCase());
  const words = [...DENTAL_TERMS.surfaces.slice(0, 10), ...DENTAL_TERMS.conditions.slice(0, 20), ...abbreviations];
  let prompt = head;
  for (const word of words) {
    if (prompt.length + word.length + 2 > MAX_PROMPT_CHARS) break;
    prompt += ` ${word},`;
  }
  return prompt.replace(/,$/, '.');
}
