import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE_MODEL } from '../adapted-model.ts';
import { arpaText, parseArpa } from './arpa.ts';
import { interpolate } from './interpolate.ts';
import { trainKneserNey } from './kneser-ney.ts';
import type { NgramModel } from './ngram-model.ts';
import { readSphinxTrie } from './sphinx-trie.ts';

const DENTAL = [
  'upper left six distal caries',
  'upper left seven occlusal caries',
  'lower right six mesial caries into dentine',
  'bpe two one two two one three',
  'local anaesthetic articaine four percent',
  'upper left six crown',
  'caries',
];
const GENERAL = ['the cat sat on the mat', 'the dog sat on the rug', 'a cat and a dog', 'six of one and half a dozen of the other', 'the left upper shelf'];

/** Σ_w P(w | history) over the whole vocabulary (except <s>, which is never predicted). */
function total(model: NgramModel, history: readonly string[]): number {
  const h = history.map((w) => model.wordId(w)!);
  let sum = 0;
  for (let w = 0; w < model.vocab.length; w++) if (model.vocab[w] !== '<s>') sum += 10 ** model.logProb(h, w);
  return sum;
}

/** Every history the model has, of every order below its highest. */
function histories(model: NgramModel): string[][] {
  const out: string[][] = [[]];
  for (let n = 1; n < model.order; n++) for (const [ids] of model.entries(n)) out.push(ids.map((i) => model.vocab[i]!));
  return out;
}

describe('Kneser-Ney builder', () => {
  const model = trainKneserNey(DENTAL, 3);

  it('writes a valid ARPA file whose header counts match its sections', () => {
    const text = arpaText(model);
    expect(text).toMatch(/^\\data\\\nngram 1=\d+\nngram 2=\d+\nngram 3=\d+\n/);
    const parsed = parseArpa(text); // throws when a count is wrong or an n-gram lacks its prefix
    expect(parsed.counts()).toEqual(model.counts());
    expect(model.counts()[0]).toBe(new Set(DENTAL.join(' ').split(' ')).size + 2);
    expect(() => parseArpa(text.replace(/ngram 2=\d+/, 'ngram 2=1'))).toThrow(/2-grams: header says 1/);
  });

  it('gives sane probabilities that sum to one after every history', () => {
    for (const level of model.levels) for (const p of level.logProb) expect(p).toBeLessThanOrEqual(0);
    expect(model.logProb([], model.wordId('<s>')!)).toBe(-99);
    for (const h of histories(model)) expect(total(model, h), h.join(' ')).toBeCloseTo(1, 5);
  });

  it('prefers what the corpus says', () => {
    const id = (w: string) => model.wordId(w)!;
    expect(model.logProb([id('upper'), id('left')], id('six'))).toBeGreaterThan(model.logProb([id('upper'), id('left')], id('three')));
    expect(model.logProb([id('distal')], id('caries'))).toBeGreaterThan(model.logProb([id('distal')], id('crown')));
  });

  it('survives the ARPA round trip', () => {
    const parsed = parseArpa(arpaText(model));
    for (const h of histories(model)) {
      for (const w of ['caries', 'six', '</s>', 'bpe']) {
        const ids = (m: NgramModel) => h.map((x) => m.wordId(x)!);
        expect(parsed.logProb(ids(parsed), parsed.wordId(w)!)).toBeCloseTo(model.logProb(ids(model), model.wordId(w)!), 5);
      }
    }
  });
});

describe('interpolation', () => {
  const dental = trainKneserNey(DENTAL, 3);
  const general = trainKneserNey(GENERAL, 3);
  const mixed = interpolate(general, dental, 0.4);

  it('covers both vocabularies and stays normalised', () => {
    expect(new Set(mixed.vocab)).toEqual(new Set([...general.vocab, ...dental.vocab]));
    for (const h of histories(mixed)) expect(total(mixed, h), h.join(' ')).toBeCloseTo(1, 5);
  });

  const p = (m: NgramModel, words: string[]) => 10 ** m.logProb(words.slice(0, -1).map((w) => m.wordId(w) ?? -1).filter((x) => x >= 0), m.wordId(words.at(-1)!)!);

  it('mixes unigrams with the prior weight; a word only one model knows gets only that model’s share', () => {
    expect(p(mixed, ['six'])).toBeCloseTo(0.6 * p(general, ['six']) + 0.4 * p(dental, ['six']), 6);
    expect(p(mixed, ['cat'])).toBeCloseTo(0.6 * p(general, ['cat']), 6);
    expect(p(mixed, ['caries'])).toBeCloseTo(0.4 * p(dental, ['caries']), 6);
  });

  it('weights each model by how likely it makes the history', () => {
    const history = (m: NgramModel) => p(m, ['upper']) * p(m, ['upper', 'left']);
    const lambda = (0.4 * history(dental)) / (0.4 * history(dental) + 0.6 * history(general));
    expect(lambda).toBeGreaterThan(0.4); // "upper left" is likelier dental talk than general talk
    expect(p(mixed, ['upper', 'left', 'six'])).toBeCloseTo((1 - lambda) * p(general, ['upper', 'left', 'six']) + lambda * p(dental, ['upper', 'left', 'six']), 6);
    // After a history the dental model has never seen, the general model alone decides.
    expect(p(mixed, ['the', 'cat', 'sat'])).toBeCloseTo(p(general, ['the', 'cat', 'sat']), 6);
  });

  const light = interpolate(general, dental, 0.4, 0.1);

  it('gives the unigrams their own weight, so a dental word after an ordinary one is less likely, and stays normalised', () => {
    expect(p(light, ['caries'])).toBeCloseTo(0.1 * p(dental, ['caries']), 6);
    expect(p(light, ['mat', 'caries'])).toBeLessThan(p(mixed, ['mat', 'caries']) / 2);
    expect(p(light, ['upper', 'left', 'six'])).toBeCloseTo(p(mixed, ['upper', 'left', 'six']), 6);
    for (const h of histories(light)) expect(total(light, h), h.join(' ')).toBeCloseTo(1, 5);
  });

  it('keeps only the general model’s most probable words and every dental one, and stays normalised', () => {
    const small = interpolate(general, dental, 0.4, 0.1, 6);
    const byProb = general.vocab.filter((w) => w !== '<s>').sort((a, b) => p(general, [b]) - p(general, [a]));
    const kept = new Set(['<s>', ...byProb.slice(0, 6), ...dental.vocab]);
    expect(new Set(small.vocab)).toEqual(kept);
    expect(small.vocab).not.toContain('rug'); // said once, in one general sentence
    expect(small.vocab).toContain('the');
    for (const h of histories(small)) expect(total(small, h), h.join(' ')).toBeCloseTo(1, 5);
    // What the dropped words had goes to the kept ones in proportion.
    expect(p(small, ['the']) / p(small, ['cat'])).toBeCloseTo(p(light, ['the']) / p(light, ['cat']), 6);
  });
});

const haveConverter = spawnSync('sphinx_lm_convert', ['-help', 'no']).error === undefined;
describe.skipIf(!haveConverter)('sphinx trie reader', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lm-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads back what sphinx_lm_convert wrote, up to its 16-bit quantisation', () => {
    const model = trainKneserNey([...DENTAL, ...GENERAL], 3);
    writeFileSync(join(dir, 'm.arpa'), arpaText(model));
    const convert = spawnSync('sphinx_lm_convert', ['-i', join(dir, 'm.arpa'), '-o', join(dir, 'm.lm.bin')]);
    expect(convert.status).toBe(0);
    const read = readSphinxTrie(readFileSync(join(dir, 'm.lm.bin')));
    expect(read.counts()).toEqual(model.counts());
    for (let n = 1; n <= 3; n++) {
      for (const [ids, i] of model.entries(n)) {
        const words = ids.map((x) => model.vocab[x]!);
        const at = read.find(words.map((w) => read.wordId(w)!));
        expect(at, words.join(' ')).toBeGreaterThanOrEqual(0);
        expect(read.levels[n - 1]!.logProb[at]!).toBeCloseTo(model.levels[n - 1]!.logProb[i]!, 2);
      }
    }
  });

  it.skipIf(!existsSync(BASE_MODEL.lm))('reads the general en-us model as pocketsphinx scores it', () => {
    const general = readSphinxTrie(readFileSync(BASE_MODEL.lm));
    expect(general.counts()).toEqual([72547, 2051541, 1669625]);
    const id = (w: string) => general.wordId(w)!;
    // Values from `sphinx_lm_eval -verbose yes`: log base 1.0001 scores −29219 and −92291.
    expect(general.logProb([id('<s>')], id('the'))).toBeCloseTo(-29219 * Math.log10(1.0001), 3);
    expect(general.logProb([id('upper'), id('left')], id('six'))).toBeCloseTo(-92291 * Math.log10(1.0001), 3);
  });
});
