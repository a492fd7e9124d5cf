// Self-corrections: "tooth 35, sorry, 36", "recall in 3 months I mean 6 months", "distal no wait mesial".
// The words after the marker replace the matching words before it.
import { entityOf, isTooth, render, type Doc } from './markup.ts';
import { tokenize, type Token } from './tokens.ts';

/**
 * The tooth named wrongly, put right after its finding ("4 DO composite sorry that's the 5 not the 4"): the finding is the
 * right tooth's, and one said again for it after is a read-back. Before teeth are read, so a run of teeth goes on.
 */
export function retoldTooth(text: string): string {
  return text.replace(/\b(\w+)((?:\s+(?!sorry\b)(?!\1\b)\S+){1,8}?)[\s,]+(?:(?:no )?sorry,?\s+)?that(?:'s| s|s| is| was) (?:the )?(\w+),? not (?:the )?\1\b/gi, '$3$2');
}

// Not "sorry" said to someone ("sorry to interrupt", "sorry about the wait", "sorry, love").
const MARKER = /\b(?:sorry,? i mean|no sorry|sorry(?!,? (?:to (?:interrupt|bother|disturb|barge|keep)|about (?:the wait|that|this|the delay)|for (?:the wait|the delay|keeping)|i'?m late|we'?re running|love|darling|sweetheart|mate|buddy|if (?:that|it) (?:hurt|tickle))\b)|i mean|i meant|no wait|correction|or rather)\b/i;
const isPunct = (t: Token) => !/[\p{L}\p{N}#\u27E6]/u.test(t.text[0]!);
const QUADRANT_WORD = new Set(['upper', 'lower', 'right', 'left', 'top', 'bottom']);
/** Words of one kind, one said in place of another. */
const KINDS = [/^(?:lidocaine|lignocaine|articaine|mepivacaine|prilocaine|bupivacaine|septocaine|citanest|scandonest|xylocaine|carbocaine|marcaine)$/];

/** The same word, or the same tooth said twice (each saying is its own placeholder). */
function same(doc: Doc, x: Token, y: Token): boolean {
  if (x.low === y.low) return true;
  // One said in the singular, one in the plural ("2 turns sorry 1 turn").
  if (/^[a-z]{3,}$/.test(x.low) && /^[a-z]{3,}$/.test(y.low) && x.low.replace(/s$/, '') === y.low.replace(/s$/, '')) return true;
  const a = entityOf(doc, x.text);
  const b = entityOf(doc, y.text);
  if (a?.kind === 'tooth' && b?.kind === 'tooth') return a.fdi === b.fdi;
  // A number read as a tooth only the second time it was said ("subluxation 9 I mean lateral luxation 9").
  const saidAs = (tooth: Token, number: Token) => isTooth(doc, tooth.text) && /^\d{1,2}$/.test(number.low) && render(doc, tooth.text).replace(/^#/, '') === number.low;
  return saidAs(x, y) || saidAs(y, x);
}

/** How many words before the marker the correction replaces. */
function replaced(doc: Doc, before: Token[], after: Token[]): number {
  const a0 = after[0]!;
  const last = before.length - 1;
  if (isTooth(doc, a0.text)) {
    for (let k = last; k >= Math.max(0, last - 3); k--) if (isTooth(doc, before[k]!.text)) return before.length - k;
    let k = last;
    while (k >= 0 && QUADRANT_WORD.has(before[k]!.low)) k--;
    if (k < last) return last - k;
  }
  // Another word of the same kind restarts there: "lidocaine 2% sorry articaine 4%".
  const kind = KINDS.find((k) => k.test(a0.low));
  if (kind) for (let k = 1; k <= Math.min(4, before.length); k++) if (kind.test(before[before.length - k]!.low)) return k;
  // Restarting from a word said before: "on the left sorry on the right".
  for (let k = 1; k <= Math.min(4, before.length); k++) if (before[before.length - k]!.low === a0.low) return k;
  // Further back when the correction restarts a longer phrase from a content word ("new upper and lower complete dentures
  // sorry new upper complete and lower overdenture").
  if (after.length >= 3 && /^[a-z]{3,}$/.test(a0.low) && !/^(?:the|and|with|for|from|then|that|this|was|were|has|have)$/.test(a0.low)) {
    for (let k = 5; k <= Math.min(8, before.length); k++) if (before[before.length - k]!.low === a0.low) return k;
  }
  // Same ending word: "MOD composite sorry DO composite", "3 months I mean 6 months".
  // Or the same tooth: "labial infiltration 21 I mean buccal infiltration 21".
  // As many words as the correction has, but not a tooth or number the correction does not say again ("8 subluxation 9 I
  // mean lateral luxation 9" keeps 8).
  // A count said in words is a count too ("2 cord sorry double cord").
  const numeric = (t: Token) => isTooth(doc, t.text) || /^(?:\d|single$|double$|triple$)/.test(t.low);
  for (let i = 1; i < Math.min(4, after.length); i++) {
    if (!same(doc, after[i]!, before[last]!)) continue;
    let n = 1;
    while (n < i + 1 && n <= last && !(numeric(before[last - n]!) && !numeric(after[i - n]!))) n++;
    return n;
  }
  return 1;
}

export function applyCorrections(doc: Doc): void {
  for (let guard = 0; guard < 20; guard++) {
    const m = MARKER.exec(doc.text);
    if (!m) return;
    const toks = tokenize(doc.text);
    const before: Token[] = [];
    const after: Token[] = [];
    for (const t of toks) {
      if (t.end <= m.index) before.push(t);
      else if (t.start >= m.index + m[0].length) after.push(t);
    }
    while (before.length && isPunct(before[before.length - 1]!)) before.pop();
    while (after.length && isPunct(after[0]!)) after.shift();
    // Only within a sentence: nothing to correct, or nothing to correct with, leaves the words alone.
    const sentenceStart = before.findLastIndex((t) => /^[.;!?]$/.test(t.text));
    const local = before.slice(sentenceStart + 1);
    if (!local.length || !after.length) {
      doc.text = doc.text.slice(0, m.index) + doc.text.slice(m.index + m[0].length);
      continue;
    }
    const n = Math.min(replaced(doc, local, after), local.length);
    const from = local[local.length - n]!.start;
    doc.text = `${doc.text.slice(0, from)}${doc.text.slice(after[0]!.start)}`;
  }
}
