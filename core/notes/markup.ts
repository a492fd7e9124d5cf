// Extracted entities (teeth, local anaesthetic, BPE) are swapped for placeholders such as ⟦3⟧ so later
// steps treat each as one word and cannot misread its digits; render() writes them back out.
import type { Numbering } from './schema.ts';
import { formatTooth } from './teeth.ts';

export type Entity =
  | { kind: 'tooth'; fdi: string }
  /** Already written out (LA line, BPE scores). */
  | { kind: 'text'; text: string; role: 'la' | 'bpe' };

export interface Doc {
  text: string;
  entities: Entity[];
  numbering: Numbering;
  /** Said, not typed: the recogniser writes no capitals, so its sentences are run-on even where punctuation was dictated. */
  spoken?: boolean;
}

export const PLACEHOLDER = /\u27E6(\d+)\u27E7/g;
export const placeholder = (i: number) => `\u27E6${i}\u27E7`;

/** The entity a placeholder token stands for, if it is one. */
export function entityOf(doc: Doc, token: string): Entity | undefined {
  const m = /^\u27E6(\d+)\u27E7$/.exec(token);
  return m ? doc.entities[Number(m[1])] : undefined;
}

/** The FDI number of the tooth a placeholder token stands for, if it is one. */
export function toothOf(doc: Doc, token: string | undefined): string | undefined {
  const e = token ? entityOf(doc, token) : undefined;
  return e?.kind === 'tooth' ? e.fdi : undefined;
}

/** Whether a token is a tooth placeholder. */
export const isTooth = (doc: Doc, token: string | undefined): boolean => !!token && entityOf(doc, token)?.kind === 'tooth';

export interface Span {
  start: number;
  end: number;
  entity: Entity;
}

/** Replaces each span of doc.text (non-overlapping) with a placeholder for its entity. */
export function markSpans(doc: Doc, spans: Span[]): void {
  const sorted = [...spans].sort((a, b) => b.start - a.start);
  let text = doc.text;
  for (const s of sorted) {
    doc.entities.push(s.entity);
    text = text.slice(0, s.start) + placeholder(doc.entities.length - 1) + text.slice(s.end);
  }
  doc.text = text;
}

/** Writes placeholders back as text: teeth in the user's numbering, "#19" style inside sentences. */
export function render(doc: Doc, text: string, mode: 'chart' | 'text' = 'text'): string {
  return text.replace(PLACEHOLDER, (_, i: string) => {
    const e = doc.entities[Number(i)]!;
    return e.kind === 'tooth' ? formatTooth(e.fdi, doc.numbering, mode) : e.text;
  });
}
