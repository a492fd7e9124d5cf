import { LOG_ZERO, NgramModelBuilder, type NgramModel } from './ngram-model.ts';

export const BOS = '<s>';
export const EOS = '</s>';

/**
 * Trains an interpolated modified Kneser-Ney model (Chen & Goodman 1998) on tokenised sentences and
 * returns it in backoff form: each explicit n-gram stores its interpolated probability, each history
 * its interpolation weight as the backoff weight. Suited to a small, template-heavy corpus: lower
 * orders use continuation counts, so a word seen in many contexts stays likely in new ones.
 */
export function trainKneserNey(sentences: readonly string[], order = 3): NgramModel {
  const vocab = [...new Set([BOS, EOS, ...sentences.flatMap((s) => s.split(' '))])].sort();
  const id = new Map(vocab.map((w, i) => [w, i]));
  const bos = id.get(BOS)!;

  // Raw counts of the highest order, plus lower-order n-grams that start at <s> (they cannot be extended left).
  const raw: Map<string, number>[] = Array.from({ length: order }, () => new Map());
  for (const sentence of sentences) {
    const ids = [bos, ...sentence.split(' ').map((w) => id.get(w)!), id.get(EOS)!];
    for (let n = 1; n <= order; n++) {
      for (let i = 0; i + n <= ids.length; i++) {
        if (n < order && i > 0) continue;
        bump(raw[n - 1]!, ids.slice(i, i + n).join(' '));
      }
    }
  }
  // Modified counts: raw for the highest order and <s>-initial n-grams, continuation counts otherwise.
  const counts: Map<string, number>[] = Array.from({ length: order }, () => new Map());
  counts[order - 1] = raw[order - 1]!;
  for (let n = order - 1; n >= 1; n--) {
    for (const key of counts[n]!.keys()) bump(counts[n - 1]!, key.slice(key.indexOf(' ') + 1));
    for (const [key, c] of raw[n - 1]!) if (key.split(' ')[0] === String(bos)) counts[n - 1]!.set(key, c);
  }
  counts[0]!.delete(String(bos));

  // Probabilities order by order; backoff (interpolation) weights of each history.
  const logProb: Map<string, number>[] = [];
  const gamma: Map<string, number>[] = [];
  const words = vocab.length - 1; // <s> is never predicted
  for (let n = 1; n <= order; n++) {
    const c = counts[n - 1]!;
    const d = discounts(c);
    const stats = new Map<string, { total: number; n1: number; n2: number; n3: number }>();
    for (const [key, k] of c) {
      const h = history(key);
      const s = stats.get(h) ?? { total: 0, n1: 0, n2: 0, n3: 0 };
      s.total += k;
      if (k === 1) s.n1++;
      else if (k === 2) s.n2++;
      else s.n3++;
      stats.set(h, s);
    }
    const g = new Map<string, number>();
    for (const [h, s] of stats) g.set(h, (d[0] * s.n1 + d[1] * s.n2 + d[2] * s.n3) / s.total);
    gamma.push(g);
    const p = new Map<string, number>();
    for (const [key, k] of c) {
      const h = history(key);
      const lower = n === 1 ? 1 / words : 10 ** logProb[n - 2]!.get(suffix(key))!;
      p.set(key, Math.log10((k - d[Math.min(k, 3) - 1]!) / stats.get(h)!.total + g.get(h)! * lower));
    }
    logProb.push(p);
  }

  const builder = new NgramModelBuilder(vocab).unigrams(
    vocab.map((_, i) => (i === bos ? LOG_ZERO : logProb[0]!.get(String(i)) ?? Math.log10(gamma[0]!.get('')! / words))),
    vocab.map((_, i) => log10OrZero(gamma[1]?.get(String(i)))),
  );
  let index = new Map(vocab.map((_, i) => [String(i), i]));
  for (let n = 2; n <= order; n++) {
    const entries = [...logProb[n - 1]!.keys()].map((key) => ({ key, ids: key.split(' ').map(Number) }));
    entries.sort((a, b) => compareIds(a.ids, b.ids));
    builder.level(
      entries.map((e) => index.get(history(e.key))!),
      entries.map((e) => e.ids[n - 1]!),
      entries.map((e) => logProb[n - 1]!.get(e.key)!),
      entries.map((e) => (n < order ? log10OrZero(gamma[n]?.get(e.key)) : 0)),
    );
    index = new Map(entries.map((e, i) => [e.key, i]));
  }
  return builder.build();
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** "a b c" → "a b"; a unigram's history is "". */
function history(key: string): string {
  const i = key.lastIndexOf(' ');
  return i < 0 ? '' : key.slice(0, i);
}

/** "a b c" → "b c". */
function suffix(key: string): string {
  return key.slice(key.indexOf(' ') + 1);
}

function compareIds(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** A history that is never continued keeps all its mass for the lower order: backoff weight 1. */
function log10OrZero(weight: number | undefined): number {
  return weight === undefined ? 0 : Math.log10(weight);
}

/** Modified KN discounts D1, D2, D3+ from the counts of counts, kept in a sane range for tiny corpora. */
function discounts(counts: Map<string, number>): [number, number, number] {
  const nk = [0, 0, 0, 0, 0];
  for (const c of counts.values()) if (c <= 4) nk[c] = nk[c]! + 1;
  const [, n1, n2, n3, n4] = nk as [number, number, number, number, number];
  const y = n1 > 0 && n2 > 0 ? n1 / (n1 + 2 * n2) : 0.5;
  const clamp = (x: number, lo: number, hi: number, fallback: number) => (Number.isFinite(x) && x >= lo && x <= hi ? x : fallback);
  return [clamp(1 - (2 * y * n2) / n1, 0.05, 0.95, 0.5), clamp(2 - (3 * y * n3) / n2, 0.1, 1.9, 1), clamp(3 - (4 * y * n4) / n3, 0.1, 2.9, 1.5)];
}
