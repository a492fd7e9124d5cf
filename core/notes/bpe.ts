// BPE (UK) / PSR (US) periodontal screening: six sextant scores 0–4, "*" for furcation, X for an excluded
// sextant, written "BPE 2 1 2 / 2 1 3" however they were said ("two one two two one three", "212/213").
import { markSpans, type Doc, type Span } from './markup.ts';

const LABEL = /\b(bpe|psr|basic periodontal exam(?:ination)?|periodontal screening(?: and recording)?)\b[\s:,.-]*/gi;
const ALL = /^all (0|1|2|3|4|zeros?|noughts?|ones|twos|threes|fours)(?:'?s)?\b/i;
const WORD_SCORE: Record<string, string> = { zero: '0', zeros: '0', nought: '0', noughts: '0', ones: '1', twos: '2', threes: '3', fours: '4' };

/** Reads up to six scores from the start of `rest`; returns them and how much text they used. */
export function readScores(rest: string): { scores: string[]; length: number } {
  const all = ALL.exec(rest);
  if (all) {
    const s = WORD_SCORE[all[1]!.toLowerCase()] ?? all[1]!;
    return { scores: Array(6).fill(s), length: all[0].length };
  }
  const scores: string[] = [];
  let used = 0;
  const piece = /^(?:[\s,/|]+|-(?=\s*\d))?\s*(?:([0-4](?:\s*\*)?)(?:\s+(?:star|asterisk|with furcation|furcation))?|(x)\b)/i;
  let m: RegExpExecArray | null;
  while (scores.length < 6 && (m = piece.exec(rest.slice(used)))) {
    const score = m[1] ? m[1].replace(/\s+/g, '') + (/star|asterisk|furcation/i.test(m[0]) && !m[1].includes('*') ? '*' : '') : 'X';
    scores.push(score);
    used += m[0].length;
  }
  return { scores, length: used };
}

/** Scores written as two groups: "212/213", "212 213". */
function readGrouped(rest: string): { scores: string[]; length: number } | null {
  const m = /^([0-4]\*?[0-4]\*?[0-4]\*?)\s*[/,\s]\s*([0-4]\*?[0-4]\*?[0-4]\*?)\b\*?/.exec(rest);
  if (!m) return null;
  const scores = `${m[1]}${m[2]}`.match(/[0-4]\*?/g)!;
  return { scores, length: m[0].length };
}

function formatBpe(label: string, scores: string[]): string {
  return `${label.toUpperCase()} ${scores.slice(0, 3).join(' ')} / ${scores.slice(3).join(' ')}`;
}

/** Marks every complete set of six scores after a BPE/PSR label. */
export function markBpe(doc: Doc): void {
  const spans: Span[] = [];
  for (const m of doc.text.matchAll(LABEL)) {
    const label = /psr|recording/i.test(m[1]!) ? 'PSR' : 'BPE';
    const from = m.index + m[0].length;
    const rest = doc.text.slice(from);
    const read = readGrouped(rest) ?? readScores(rest);
    if (read.scores.length !== 6) continue;
    spans.push({ start: m.index, end: from + read.length, entity: { kind: 'text', role: 'bpe', text: formatBpe(label, read.scores) } });
  }
  markSpans(doc, spans);
}
