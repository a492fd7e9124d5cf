import { LOG_ZERO, NgramModelBuilder, type NgramModel } from './ngram-model.ts';

/**
 * Interpolates two backoff models into one static model, with history-dependent ("Bayesian")
 * weights as SRILM's `ngram -mix-lm -bayes 0` does: after history h the domain model gets
 *   λ_h = λ·P_domain(h) / (λ·P_domain(h) + (1 − λ)·P_general(h)),
 * the posterior that h came from the domain model. After "upper left" the dental model decides the
 * next word; after "he was" the general one does, so ordinary speech keeps its probabilities.
 * Every n-gram explicit in either model gets P = (1 − λ_h)·P_general + λ_h·P_domain, each side
 * computed with its own backoff, and each history gets the backoff weight that keeps its
 * distribution normalised over the mixed lower order. Words one model lacks have probability 0 in it.
 *
 * The unigrams may get their own, smaller weight (`unigramLambda`). They are where every history
 * the explicit n-grams do not cover backs off to, general ones included, and the static model cannot
 * give "john" a general-only backoff: a large dental share there makes letters and dental words
 * likely after any ordinary word ("then at leisure" heard as "would end in early sure").
 *
 * `generalWords` keeps only the general model's most probable words (and every domain word): the
 * decoder's search grows with its vocabulary, and a dictation rarely needs the rarest general words,
 * which mostly turn up as misrecognitions. The mixed unigrams are renormalised over what is kept; each
 * higher order is normalised by its backoff weights as before.
 */
export function interpolate(general: NgramModel, domain: NgramModel, lambda: number, unigramLambda = lambda, generalWords = Infinity): NgramModel {
  for (const l of [lambda, unigramLambda]) if (!(l > 0 && l < 1)) throw new Error('lambda must be between 0 and 1');
  const order = Math.max(general.order, domain.order);
  const kept = mostProbable(general, generalWords);
  const vocab = [...general.vocab.filter((w, i) => kept.has(i) || domain.wordId(w) !== undefined), ...domain.vocab.filter((w) => general.wordId(w) === undefined)];
  const bos = vocab.indexOf('<s>');
  const mergedId = new Map(vocab.map((w, i) => [w, i]));
  /** ids: merged id → the model's id (−1 if unknown); merged: the model's id → merged id. */
  const sides = [general, domain].map((model, i) => ({
    model,
    weight: i === 0 ? 1 - lambda : lambda,
    ids: Int32Array.from(vocab, (w) => model.wordId(w) ?? -1),
    merged: Int32Array.from(model.vocab, (w) => mergedId.get(w) ?? -1),
  }));
  /** P(word | history) in one model; its history stops at the most recent word it does not know. */
  const sideProb = (side: (typeof sides)[number], history: readonly number[], word: number): number => {
    const w = side.ids[word]!;
    if (w < 0) return 0;
    const h: number[] = [];
    for (const m of history) {
      const id = side.ids[m]!;
      if (id < 0) h.length = 0;
      else h.push(id);
    }
    return 10 ** side.model.logProb(h, w);
  };
  /** Each side's weight after a history: its prior weight times the probability it gives the history, normalised. */
  const weights = (history: readonly number[]): number[] => {
    const joint = sides.map((side) => history.reduce((p, w, i) => (i === 0 && w === bos ? p : p * sideProb(side, history.slice(0, i), w)), side.weight));
    const total = joint[0]! + joint[1]!;
    return total > 0 ? joint.map((j) => j / total) : sides.map((s) => s.weight);
  };
  const mix = (history: readonly number[], word: number, w: readonly number[]) => sides.reduce((p, side, i) => p + w[i]! * sideProb(side, history, word), 0);

  const unigramWeights = [1 - unigramLambda, unigramLambda];
  const unigrams = vocab.map((_, w) => (w === bos ? 0 : mix([], w, unigramWeights)));
  const unigramMass = unigrams.reduce((a, b) => a + b, 0);
  const builder = new NgramModelBuilder(vocab).unigrams(
    unigrams.map((p, w) => (w === bos ? LOG_ZERO : Math.log10(p / unigramMass))),
    new Float32Array(vocab.length),
  );
  let mixed = builder.snapshot();
  for (let n = 2; n <= order; n++) {
    const parentLevel = mixed.levels[n - 2]!;
    const parent: number[] = [];
    const word: number[] = [];
    const logProb: number[] = [];
    const backoff = parentLevel.backoff;
    for (const [history, p] of mixed.entries(n - 1)) {
      const successors = new Set<number>();
      for (const side of sides) {
        const h = history.map((m) => side.ids[m]!);
        if (h.some((id) => id < 0)) continue;
        const at = side.model.find(h);
        if (at < 0 || n > side.model.order) continue;
        const level = side.model.levels[n - 2]!;
        const words = side.model.levels[n - 1]!.word;
        for (let i = level.next[at]!; i < level.next[at + 1]!; i++) {
          const next = side.merged[words[i]!]!;
          if (next >= 0) successors.add(next);
        }
      }
      if (successors.size === 0) continue;
      const w = weights(history);
      let mass = 0;
      let lowerMass = 0;
      for (const next of [...successors].sort((a, b) => a - b)) {
        const prob = mix(history, next, w);
        parent.push(p);
        word.push(next);
        logProb.push(Math.log10(prob));
        mass += prob;
        lowerMass += 10 ** mixed.logProb(history.slice(1), next);
      }
      // What the explicit successors leave over, spread in proportion to the lower order.
      backoff[p] = Math.log10(Math.max(1 - mass, 1e-9) / Math.max(1 - lowerMass, 1e-9));
    }
    builder.level(parent, word, logProb, new Float32Array(word.length));
    mixed = builder.snapshot();
  }
  return builder.build();
}

/** Ids of the model's `count` most probable unigrams, with the sentence markers always among them. */
function mostProbable(model: NgramModel, count: number): Set<number> {
  const unigrams = model.levels[0]!.logProb;
  const ids = model.vocab.map((_, i) => i).sort((a, b) => unigrams[b]! - unigrams[a]!);
  const kept = new Set(ids.slice(0, count));
  for (const marker of ['<s>', '</s>']) {
    const id = model.wordId(marker);
    if (id !== undefined) kept.add(id);
  }
  return kept;
}
