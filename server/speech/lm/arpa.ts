import { closeSync, openSync, writeSync } from 'node:fs';
import { NgramModelBuilder, type NgramModel } from './ngram-model.ts';

/** The lines of the model in ARPA text format, the input sphinx_lm_convert turns into a pocketsphinx lm.bin. */
export function* arpaLines(model: NgramModel): Generator<string> {
  yield '\\data\\';
  for (const [i, c] of model.counts().entries()) yield `ngram ${i + 1}=${c}`;
  for (let n = 1; n <= model.order; n++) {
    yield '';
    yield `\\${n}-grams:`;
    const level = model.levels[n - 1]!;
    for (const [ids, i] of model.entries(n)) {
      const words = ids.map((id) => model.vocab[id]).join(' ');
      yield n < model.order ? `${fmt(level.logProb[i]!)}\t${words}\t${fmt(level.backoff[i]!)}` : `${fmt(level.logProb[i]!)}\t${words}`;
    }
  }
  yield '';
  yield '\\end\\';
}

export function writeArpa(model: NgramModel, path: string): void {
  const fd = openSync(path, 'w');
  try {
    let chunk = '';
    for (const line of arpaLines(model)) {
      chunk += line + '\n';
      if (chunk.length > 1 << 20) {
        writeSync(fd, chunk);
        chunk = '';
      }
    }
    writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
}

export function arpaText(model: NgramModel): string {
  return [...arpaLines(model)].join('\n') + '\n';
}

/** Probabilities to 6 decimals: well below the decoder's own quantisation. */
function fmt(x: number): string {
  return x.toFixed(6);
}

/** Parses ARPA text (used to check what we write; the decoder itself reads the binary form). */
export function parseArpa(text: string): NgramModel {
  const lines = text.split('\n');
  const declared: number[] = [];
  const sections: string[][][] = [];
  let current: string[][] | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    const count = /^ngram (\d+)=(\d+)$/.exec(line);
    if (count) declared[Number(count[1]) - 1] = Number(count[2]);
    else if (/^\\\d+-grams:$/.test(line)) sections.push((current = []));
    else if (line === '\\end\\') current = null;
    else if (current && line) current.push(line.split(/\s+/));
  }
  sections.forEach((s, i) => {
    if (s.length !== declared[i]) throw new Error(`${i + 1}-grams: header says ${declared[i]}, found ${s.length}`);
  });
  const vocab = sections[0]!.map((f) => f[1]!);
  const ids = new Map(vocab.map((w, i) => [w, i]));
  const builder = new NgramModelBuilder(vocab).unigrams(
    sections[0]!.map((f) => Number(f[0])),
    sections[0]!.map((f) => Number(f[2] ?? 0)),
  );
  // Index of each n-gram of the previous order, to find every entry's prefix.
  let prevIndex = new Map(vocab.map((w, i) => [w, i]));
  for (let n = 2; n <= sections.length; n++) {
    const rows = sections[n - 1]!.map((f) => {
      const words = f.slice(1, n + 1);
      const parent = prevIndex.get(words.slice(0, -1).join(' '));
      const word = ids.get(words.at(-1)!);
      if (parent === undefined || word === undefined) throw new Error(`${n}-gram "${words.join(' ')}" has no ${n - 1}-gram prefix or unknown word`);
      return { key: words.join(' '), parent, word, logProb: Number(f[0]), backoff: Number(f[n + 1] ?? 0) };
    });
    rows.sort((a, b) => a.parent - b.parent || a.word - b.word);
    builder.level(rows.map((r) => r.parent), rows.map((r) => r.word), rows.map((r) => r.logProb), rows.map((r) => r.backoff));
    prevIndex = new Map(rows.map((r, i) => [r.key, i]));
  }
  return builder.build();
}
