/**
 * A backoff n-gram language model (what an ARPA file describes), held in flat typed arrays laid out
 * like a trie: level k holds the (k+1)-grams grouped by their prefix and sorted by word id within a
 * group, so lookups are binary searches and a 4-million-n-gram model fits in ~60 MB.
 * All probabilities and backoff weights are log10, as in ARPA files.
 */
export interface NgramLevel {
  /** Id of the last word of each n-gram (for unigrams, entry i is word i). */
  word: Uint32Array;
  logProb: Float32Array;
  /** Backoff weight of the n-gram used as a history (0 on the highest order). */
  backoff: Float32Array;
  /** Entry i's continuations in the next level are [next[i], next[i+1]); length = entries + 1. */
  next: Uint32Array;
}

/** log10 probability that stands for "never" in ARPA files (the <s> unigram). */
export const LOG_ZERO = -99;

export class NgramModel {
  private readonly ids: Map<string, number>;

  constructor(
    readonly vocab: readonly string[],
    readonly levels: readonly NgramLevel[],
  ) {
    this.ids = new Map(vocab.map((w, i) => [w, i]));
  }

  get order(): number {
    return this.levels.length;
  }

  /** Number of n-grams of each order, unigrams first. */
  counts(): number[] {
    return this.levels.map((l) => l.word.length);
  }

  wordId(word: string): number | undefined {
    return this.ids.get(word);
  }

  /** Index of the n-gram `ids` in levels[ids.length - 1], or -1 when it is not explicitly in the model. */
  find(ids: readonly number[]): number {
    if (ids.length === 0 || ids.length > this.order) return -1;
    let index = ids[0]!;
    if (index >= this.vocab.length) return -1;
    for (let k = 1; k < ids.length; k++) {
      const parent = this.levels[k - 1]!;
      index = searchWord(this.levels[k]!.word, parent.next[index]!, parent.next[index + 1]!, ids[k]!);
      if (index < 0) return -1;
    }
    return index;
  }

  /** log10 P(word | history) with Katz-style backoff; history is oldest word first and may be longer than needed. */
  logProb(history: readonly number[], word: number): number {
    const h = history.slice(Math.max(0, history.length - (this.order - 1)));
    let penalty = 0;
    for (let start = 0; start <= h.length; start++) {
      const ctx = h.slice(start);
      const hit = this.find([...ctx, word]);
      if (hit >= 0) return penalty + this.levels[ctx.length]!.logProb[hit]!;
      if (ctx.length > 0) {
        const c = this.find(ctx);
        if (c >= 0) penalty += this.levels[ctx.length - 1]!.backoff[c]!;
      }
    }
    return LOG_ZERO;
  }

  /** Every explicit n-gram of the given order (1-based) in trie order: its word ids (a reused array) and index in its level. */
  *entries(order: number): Generator<[readonly number[], number]> {
    const ids = new Array<number>(order).fill(0);
    const stack: [number, number, number][] = [[0, 0, this.vocab.length]];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const [level, i, end] = top;
      if (i >= end) {
        stack.pop();
        continue;
      }
      top[1] = i + 1;
      const l = this.levels[level]!;
      ids[level] = l.word[i]!;
      if (level === order - 1) yield [ids, i];
      else stack.push([level + 1, l.next[i]!, l.next[i + 1]!]);
    }
  }
}

/** Position of `word` in the sorted slice words[begin, end), or -1. */
function searchWord(words: Uint32Array, begin: number, end: number, word: number): number {
  let lo = begin;
  let hi = end - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const w = words[mid]!;
    if (w === word) return mid;
    if (w < word) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * Assembles an NgramModel level by level. Each level's entries must come sorted by
 * (index of their prefix in the previous level, word id), the order ARPA-building code produces naturally.
 */
export class NgramModelBuilder {
  private readonly levels: NgramLevel[] = [];

  constructor(private readonly vocab: readonly string[]) {}

  unigrams(logProb: ArrayLike<number>, backoff: ArrayLike<number>): this {
    const n = this.vocab.length;
    if (logProb.length !== n || backoff.length !== n) throw new Error('one unigram per vocabulary word expected');
    this.levels.push({ word: Uint32Array.from({ length: n }, (_, i) => i), logProb: Float32Array.from(logProb), backoff: Float32Array.from(backoff), next: new Uint32Array(n + 1) });
    return this;
  }

  /** Adds the next order; `parent[i]` is the index in the previous level of entry i's prefix. */
  level(parent: ArrayLike<number>, word: ArrayLike<number>, logProb: ArrayLike<number>, backoff: ArrayLike<number>): this {
    const prev = this.levels.at(-1);
    if (!prev) throw new Error('unigrams first');
    const n = word.length;
    const next = new Uint32Array(prev.word.length + 1);
    for (let i = 0; i < n; i++) {
      const p = parent[i]!;
      if (i > 0 && (p < parent[i - 1]! || (p === parent[i - 1]! && word[i]! <= word[i - 1]!))) throw new Error(`level ${this.levels.length + 1} is not sorted at entry ${i}`);
      next[p + 1] = next[p + 1]! + 1;
    }
    for (let i = 0; i < prev.word.length; i++) next[i + 1] = next[i + 1]! + next[i]!;
    prev.next = next;
    this.levels.push({ word: Uint32Array.from(word), logProb: Float32Array.from(logProb), backoff: Float32Array.from(backoff), next: new Uint32Array(n + 1).fill(n) });
    return this;
  }

  /** The model so far: lookups work up to the last level added. */
  snapshot(): NgramModel {
    return new NgramModel(this.vocab, [...this.levels]);
  }

  build(): NgramModel {
    return new NgramModel(this.vocab, this.levels);
  }
}
