import type { ClinicalNotes, Numbering } from '../../core/notes/schema.ts';

const NOTATION: Record<Numbering, string> = {
  fdi: 'FDI two-digit notation (e.g. 36), notationSystem "FDI"',
  universal: 'Universal notation (1-32, A-T), notationSystem "Universal"',
  palmer: 'Palmer notation (e.g. LL6), notationSystem "Palmer"',
};

/** What the chat model is told; the rules it must keep are the same ones the built-in engine keeps. */
export function systemPrompt(numbering: Numbering): string {
  return `You write dental clinical notes from a dentist's dictation (speech-recognition output: lower case, numbers as words, fillers, self-corrections).
Return JSON matching the schema exactly. Rules:
- Use only what the dictation says; never invent findings, teeth, doses or plans.
- Text fields with nothing said are "Not specified"; NOTES is "None" when there is nothing extra; TX and "TX PLAN" are null when absent; lists are empty when absent.
- "TX TODAY" lists the treatment done today, short and specific (e.g. "MOD composite 36").
- OE.DENTAL has one entry per tooth finding: toothNumber, notationSystem, condition with surfaces abbreviated (MOD, DO, B…), fracture described or null.
- Write local anaesthetic as agent, strength, adrenaline ratio, volume or cartridges, technique and side.
- Intervals as said ("2/52", "6 months"). The dictation is already anonymised: keep placeholders such as [NAME] as they are.
- Write every tooth in ${NOTATION[numbering]}; read ambiguous spoken numbers in that system too.`;
}

export function generatePrompt(transcript: string): string {
  return `Dictation:\n${transcript}`;
}

export function appendPrompt(current: ClinicalNotes, transcript: string): string {
  return `Current notes:\n${JSON.stringify(current)}\n\nNew dictation. It may add information or give edit instructions ("add …", "remove …", "change … to …", "next visit …", "scratch that"): apply it to the current notes and return the complete updated notes.\n${transcript}`;
}
