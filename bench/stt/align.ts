/** One step of a minimum-edit alignment of reference to hypothesis tokens. */
export type Step =
  | { op: 'match' | 'sub'; ref: number; hyp: number }
  | { op: 'del'; ref: number }
  | { op: 'ins'; hyp: number; /** Index of the reference token the insertion comes before. */ before: number };

export interface Alignment {
  steps: Step[];
  substitutions: number;
  deletions: number;
  insertions: number;
  /** Reference length. */
  words: number;
}

/** Levenshtein alignment over tokens (unit costs); ties prefer substitutions, so errors read naturally. */
export function align(ref: readonly string[], hyp: readonly string[]): Alignment {
  const n = ref.length;
  const m = hyp.length;
  const cost = Array.from({ length: n + 1 }, (_, i) => Uint32Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const diag = cost[i - 1]![j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      cost[i]![j] = Math.min(diag, cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1);
    }
  }
  const steps: Step[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const here = cost[i]![j]!;
    if (i > 0 && j > 0 && here === cost[i - 1]![j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1)) {
      steps.push({ op: ref[i - 1] === hyp[j - 1] ? 'match' : 'sub', ref: --i, hyp: --j });
    } else if (i > 0 && here === cost[i - 1]![j]! + 1) steps.push({ op: 'del', ref: --i });
    else steps.push({ op: 'ins', hyp: --j, before: i });
  }
  steps.reverse();
  const count = (op: Step['op']) => steps.filter((s) => s.op === op).length;
  return { steps, substitutions: count('sub'), deletions: count('del'), insertions: count('ins'), words: n };
}

/** Word error rate: (S + D + I) / N. */
export function wer(a: Alignment): number {
  const errors = a.substitutions + a.deletions + a.insertions;
  return a.words === 0 ? (errors === 0 ? 0 : 1) : errors / a.words;
}

/** True when reference tokens [start, end) were all recognised exactly, with nothing inserted between them. */
export function spanCorrect(a: Alignment, start: number, end: number): boolean {
  return a.steps.every((s) => {
    if (s.op === 'ins') return s.before <= start || s.before >= end;
    return s.ref < start || s.ref >= end || s.op === 'match';
  });
}
