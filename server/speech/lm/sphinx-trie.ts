import { NgramModelBuilder, type NgramModel } from './ngram-model.ts';

/**
 * Reads a sphinxbase "Trie Language Model" binary (e.g. pocketsphinx-en-us's en-us.lm.bin).
 * We need the general English model as n-grams to interpolate it with the dental model, and
 * Debian's `sphinx_lm_convert` aborts when converting it to ARPA (its header counts six more bigrams
 * than its trie holds), so we read the trie ourselves. Layout per sphinxbase's lm_trie.c /
 * lm_trie_quant.c: header, order, counts, 16-bit quantisation tables, unigram structs, bit-packed
 * middle and longest arrays, then the NUL-separated word strings.
 */
const MAGIC = 'Trie Language Model';
/** Probabilities in the file are logarithms in sphinxbase's default base 1.0001. */
const LOG10_OF_BASE = Math.log10(1.0001);
const QUANT_BITS = 16;
const TABLE = 1 << QUANT_BITS;

export function readSphinxTrie(file: Buffer): NgramModel {
  if (file.toString('latin1', 0, MAGIC.length) !== MAGIC) throw new Error('not a sphinxbase trie language model');
  let pos = MAGIC.length;
  const order = file.readUInt8(pos++);
  if (order < 2) throw new Error(`unsupported LM order ${order}`);
  const headerCounts: number[] = [];
  for (let i = 0; i < order; i++, pos += 4) headerCounts.push(file.readUInt32LE(pos));
  const vocabSize = headerCounts[0]!;

  pos += 4; // an unused int32 before the quantisation tables
  // Tables per middle order: prob bins then backoff bins; then the longest order's prob bins.
  const tables: { prob: Float32Array; backoff: Float32Array }[] = [];
  const table = (): Float32Array => {
    const t = new Float32Array(TABLE);
    for (let i = 0; i < TABLE; i++, pos += 4) t[i] = file.readFloatLE(pos) * LOG10_OF_BASE;
    return t;
  };
  for (let k = 0; k < order - 2; k++) tables.push({ prob: table(), backoff: table() });
  const longestProb = table();

  const uniProb = new Float32Array(vocabSize);
  const uniBackoff = new Float32Array(vocabSize);
  const uniNext = new Uint32Array(vocabSize + 1);
  for (let i = 0; i <= vocabSize; i++, pos += 12) {
    if (i < vocabSize) {
      uniProb[i] = file.readFloatLE(pos) * LOG10_OF_BASE;
      uniBackoff[i] = file.readFloatLE(pos + 4) * LOG10_OF_BASE;
    }
    uniNext[i] = file.readUInt32LE(pos + 8);
  }

  const wordBits = requiredBits(vocabSize);
  const read = (base: number, bit: number, bits: number): number => (file.readUInt32LE(base + (bit >>> 3)) >>> (bit & 7)) & ((1 << bits) - 1);

  // Middle orders: [word][backoff 16][prob 16][next pointer]; the longest: [word][prob 16].
  const middleBytes: number[] = [];
  for (let k = 1; k < order - 1; k++) middleBytes.push(packedBytes(headerCounts[k]!, wordBits + 2 * QUANT_BITS + requiredBits(headerCounts[k + 1]!)));

  const vocab = readWords(file, pos + middleBytes.reduce((a, b) => a + b, 0) + packedBytes(headerCounts[order - 1]!, wordBits + QUANT_BITS), vocabSize);
  const builder = new NgramModelBuilder(vocab).unigrams(uniProb, uniBackoff);

  // The trie is keyed backwards (a path word, previous word, word before holds that n-gram), as
  // sphinx scores a word by walking back through its history. Walk it, reverse each path, then sort
  // forwards. Actual counts come from the pointers (the sentinel after the last entry), not the header.
  let parentNext = uniNext;
  let paths: Uint32Array[] = [Uint32Array.from({ length: vocabSize }, (_, i) => i)];
  let base = pos;
  let sofar = builder.snapshot();
  for (let k = 1; k < order; k++) {
    const longest = k === order - 1;
    const nextBits = longest ? 0 : requiredBits(headerCounts[k + 1]!);
    const stride = wordBits + (longest ? QUANT_BITS : 2 * QUANT_BITS + nextBits);
    const count = parentNext[parentNext.length - 1]!;
    // paths[j][i] = j-th word (newest first) of entry i.
    const level = Array.from({ length: k + 1 }, () => new Uint32Array(count));
    const logProb = new Float32Array(count);
    const backoff = new Float32Array(count);
    for (let p = 0, i = 0; p < parentNext.length - 1; p++) {
      for (; i < parentNext[p + 1]!; i++) {
        const bit = i * stride;
        for (let j = 0; j < k; j++) level[j]![i] = paths[j]![p]!;
        level[k]![i] = read(base, bit, wordBits);
        if (longest) logProb[i] = longestProb[read(base, bit + wordBits, QUANT_BITS)]!;
        else {
          backoff[i] = tables[k - 1]!.backoff[read(base, bit + wordBits, QUANT_BITS)]!;
          logProb[i] = tables[k - 1]!.prob[read(base, bit + wordBits + QUANT_BITS, QUANT_BITS)]!;
        }
      }
    }
    // Forward n-gram of entry i is level[k][i] … level[0][i]; its prefix drops level[0].
    const parent = new Float64Array(count);
    const prefix = new Array<number>(k);
    for (let i = 0; i < count; i++) {
      for (let j = 0; j < k; j++) prefix[j] = level[k - j]![i]!;
      parent[i] = sofar.find(prefix);
      if (parent[i]! < 0) throw new Error(`${k + 1}-gram without its ${k}-gram prefix in the model`);
    }
    const order_ = Uint32Array.from({ length: count }, (_, i) => i).sort((a, b) => parent[a]! - parent[b]! || level[0]![a]! - level[0]![b]!);
    builder.level(
      Array.from(order_, (i) => parent[i]!),
      Array.from(order_, (i) => level[0]![i]!),
      Array.from(order_, (i) => logProb[i]!),
      Array.from(order_, (i) => backoff[i]!),
    );
    if (longest) break;
    sofar = builder.snapshot();
    parentNext = Uint32Array.from({ length: count + 1 }, (_, i) => read(base, i * stride + wordBits + 2 * QUANT_BITS, nextBits));
    paths = level;
    base += middleBytes[k - 1]!;
  }
  return builder.build();
}

/** Bits needed to store values up to `max` (sphinxbase's bitarr_required_bits). */
function requiredBits(max: number): number {
  let bits = 0;
  while (max > 0) {
    bits++;
    max = Math.floor(max / 2);
  }
  return bits;
}

/** Size of a bit-packed array of entries+1 records, padded by 8 bytes (lm_trie.c base_size). */
function packedBytes(entries: number, bitsPerEntry: number): number {
  return Math.floor(((entries + 1) * bitsPerEntry + 7) / 8) + 8;
}

function readWords(file: Buffer, pos: number, count: number): string[] {
  const length = file.readInt32LE(pos);
  const words = file.toString('utf8', pos + 4, pos + 4 + length).split('\0').slice(0, count);
  if (words.length !== count) throw new Error(`word list holds ${words.length} words, header says ${count}`);
  return words;
}
