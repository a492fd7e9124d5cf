import type { ClipResult } from './evaluate.ts';

export interface Summary {
  clips: number;
  words: number;
  /** Errors over all words of all clips. */
  wer: number;
  medianWer: number;
  teeth: number;
  /** Fraction of tooth references recognised exactly (NaN when there are none). */
  toothAccuracy: number;
  /** Total processing time over total audio time. */
  rtf: number;
  medianRtf: number;
}

export function summarise(results: readonly ClipResult[]): Summary {
  const sum = (f: (r: ClipResult) => number) => results.reduce((a, r) => a + f(r), 0);
  const words = sum((r) => r.alignment.words);
  const errors = sum((r) => r.alignment.substitutions + r.alignment.deletions + r.alignment.insertions);
  const teeth = sum((r) => r.teeth.total);
  return {
    clips: results.length,
    words,
    wer: words ? errors / words : 0,
    medianWer: median(results.map((r) => r.wer)),
    teeth,
    toothAccuracy: teeth ? sum((r) => r.teeth.correct) / teeth : NaN,
    rtf: sum((r) => r.elapsed) / sum((r) => r.seconds),
    medianRtf: median(results.map((r) => r.elapsed / r.seconds)),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export const pct = (x: number): string => (Number.isNaN(x) ? '–' : `${(100 * x).toFixed(1)}%`);
export const fixed = (x: number, digits = 2): string => (Number.isFinite(x) ? x.toFixed(digits) : '–');

/** A plain-text table with a header rule; numbers right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
