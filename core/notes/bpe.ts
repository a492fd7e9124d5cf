// BPE (UK) / PSR (US) periodontal screening: six sextant scores 0–4, "*" for furcation, X for an excluded
// sextant, written "BPE 2 1 2 / 2 1 3" however they were said ("two one two two one three", "212/213").
import { markSpans, type Doc, type Span } from './markup.ts';

// A qualifier may stand between label and scores ("BPE on the natural teeth 2 1 2 2 2 2"); it is kept, and its
// "teeth" must not join the first two scores into a tooth number.
const LABEL = /\b(bpe|psr|basic periodontal exam(?:ination)?|periodontal screening(?: and recording)?)\b[\s:,.-]*(?:((?:on|for|of) (?:the )?(?:natural|remaining|own|standing) (?:teeth|dentition))\b[\s:,.-]*)?/gi;
const ALL = /^all (0|1|2|3|4|zeros?|noughts?|ones|twos|threes|fours)(?:'?s)?\b/i;
const WORD_SCORE: Record<string, string> = { zero: '0', zeros: '0', nought: '0', noughts: '0', ones: '1', twos: '2', threes: '3', fours: '4' };

/** Reads up to six scores from the start of `rest`; returns them and how much text they used. */
export function readScores(rest: string): { scores: string[]; length: number; byArch?: boolean } {
  const all = ALL.exec(rest);
  if (all) {
    const s = WORD_SCORE[all[1]!.toLowerCase()] ?? all[1]!;
    return { scores: Array(6).fill(s), length: all[0].length };
  }
  const scores: string[] = [];
  let used = 0;
  let byArch = false;
  // Each arch may be named before its three scores ("upper 4 3 4 lower 4 4 3").
  const piece = /^(?:[\s,/|]+|-(?=\s*\d))?\s*(?:(upper|lower|top|bottom)\b:?\s*)?(?:([0-4](?:\s*\*)?)(?:\s+(?:star|asterisk|with furcation|furcation))?|(x)\b)/i;
  let m: RegExpExecArray | null;
  while (scores.length < 6 && (m = piece.exec(rest.slice(used)))) {
    const score = m[2] ? m[2].replace(/\s+/g, '') + (/star|asterisk|furcation/i.test(m[0]) && !m[2].includes('*') ? '*' : '') : 'X';
    // An arch named before the first or fourth score says the scores by arch; elsewhere it is not a score's.
    if (m[1] && scores.length % 3 !== 0) break;
    if (m[1]) byArch = true;
    scores.push(score);
    used += m[0].length;
  }
  return { scores, length: used, byArch };
}

/** Scores written as two groups: "212/213", "212 213", or by arch ("upper 212 lower 213"). */
function readGrouped(rest: string): { scores: string[]; length: number; byArch?: boolean } | null {
  const m = /^(?:(upper|top)\b:?\s*)?([0-4]\*?[0-4]\*?[0-4]\*?)\s*[/,\s]\s*(?:(lower|bottom)\b:?\s*)?([0-4]\*?[0-4]\*?[0-4]\*?)\b\*?/.exec(rest);
  if (!m) return null;
  const scores = `${m[2]}${m[4]}`.match(/[0-4]\*?/g)!;
  return { scores, length: m[0].length, byArch: !!(m[1] && m[3]) };
}

/** "BPE 2 1 2 / 2 1 3"; said by arch, by arch ("BPE upper 2 1 2 lower 2 1 3"). */
function formatBpe(label: string, scores: string[], byArch = false, qualifier?: string): string {
  const [upper, lower] = [scores.slice(0, 3).join(' '), scores.slice(3).join(' ')];
  const head = qualifier ? `${label.toUpperCase()} ${qualifier.toLowerCase()}` : label.toUpperCase();
  return byArch ? `${head} upper ${upper} lower ${lower}` : `${head} ${upper} / ${lower}`;
}

const READ_BACK = /^[\s,.]*(?:(?:yes|yep|yeah|okay|ok|got (?:it|that)|so that'?s|that'?s)[\s,.]+)?/i;

/** Marks every complete set of six scores after a BPE/PSR label. */
export function markBpe(doc: Doc): void {
  const spans: Span[] = [];
  for (const m of doc.text.matchAll(LABEL)) {
    const label = /psr|recording/i.test(m[1]!) ? 'PSR' : 'BPE';
    const from = m.index + m[0].length;
    const rest = doc.text.slice(from);
    const read = readGrouped(rest) ?? readScores(rest);
    if (read.scores.length !== 6) continue;
    // The nurse reading the scores back ("BPE 2 1 2 2 2 2 | 2 1 2 2 2 2"): one BPE.
    const back = READ_BACK.exec(rest.slice(read.length))?.[0] ?? '';
    const again = readScores(rest.slice(read.length + back.length));
    if (again.scores.join() === read.scores.join()) read.length += back.length + again.length;
    spans.push({ start: m.index, end: from + read.length, entity: { kind: 'text', role: 'bpe', text: formatBpe(label, read.scores, read.byArch, m[2]) } });
  }
  markSpans(doc, spans);
}
