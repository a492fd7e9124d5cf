import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ABBREVIATIONS, LETTER_PHONES, PRONUNCIATIONS, SPOKEN_VARIANTS, UK_TO_US_SPELLING } from './dental-terms.ts';
import { dentalCorpus } from './dental-corpus.ts';
import { dentalLexicon, mergeLexicons, readLexicon, writeLexicon } from './dictionary.ts';
import { arpaText, writeArpa } from './lm/arpa.ts';
import { interpolate } from './lm/interpolate.ts';
import { trainKneserNey } from './lm/kneser-ney.ts';
import { readSphinxTrie } from './lm/sphinx-trie.ts';

/** Debian's pocketsphinx-en-us: the acoustic model, general language model and CMUdict. */
export const EN_US = '/usr/share/pocketsphinx/model/en-us';
export const BASE_MODEL = { hmm: `${EN_US}/en-us`, lm: `${EN_US}/en-us.lm.bin`, dict: `${EN_US}/cmudict-en-us.dict` };

/**
 * Weight of the dental model in the interpolated language model. Chosen on the dev dictations and
 * the shared real-speech clips together (scripts/speech/tune.ts), never on the held-out dictations.
 */
export const DENTAL_LM_WEIGHT = 0.3;
/**
 * The dental share of the unigrams, which every unseen context backs off to (see interpolate.ts).
 * At 0.1 rather than 0.3 (26 November 2026) the real clips went from 45.0% to 40.7% WER (stock 43.6%), the dev
 * dictations from 5.2% to 5.1% with the same tooth numbers; 0.03 and 0.05 lost tooth numbers, 0.15 lost the real clips' gain.
 */
export const DENTAL_UNIGRAM_WEIGHT = 0.1;
/**
 * Trigrams, as the base model. Four-grams of the dental text (25 November 2026) gave dev WER 5.1% against 5.3%, but
 * the real clips 45.0% against 43.6% and a model a third larger and slower to decode.
 */
export const LM_ORDER = 3;
/**
 * How many of the general model's words (its most probable; 72,547 in all) the adapted model keeps, besides every
 * dental word. The decoder's lexicon tree, and with it most of its work, grows with the vocabulary, and the rarest
 * words mostly turn up as misrecognitions. Measured 26 November 2026 on the dev dictations and the real clips, one clip
 * at a time (all / 40,000 / 30,000 words): dev WER 4.8% / 4.7% / 4.6% with the same tooth numbers, dev RTF 0.28 / 0.22 /
 * 0.21, real clips 37.9% / 34.3% / 42.9%, the 7-minute consultation 73.6% / 73.1% / 72.9% at RTF 0.54 / 0.48 / 0.44.
 */
export const GENERAL_VOCABULARY = 40000;

export interface AdaptedModel {
  dict: string;
  lm: string;
}

/** Where built models are kept: CHAIRSIDE_SPEECH_CACHE, else DATA_DIR/speech-model. */
export function defaultCacheDir(): string {
  return resolve(process.env.CHAIRSIDE_SPEECH_CACHE ?? join(process.env.DATA_DIR ?? 'data', 'speech-model'));
}

/**
 * Fingerprint of everything the adapted model is built from, so a changed term list, corpus,
 * weight or base model gets a fresh build and an unchanged one is reused.
 */
export function modelKey(lambda = DENTAL_LM_WEIGHT): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ format: 2, lambda, unigramLambda: DENTAL_UNIGRAM_WEIGHT, order: LM_ORDER, generalWords: GENERAL_VOCABULARY, PRONUNCIATIONS, SPOKEN_VARIANTS, ABBREVIATIONS, LETTER_PHONES, UK_TO_US_SPELLING }));
  hash.update(dentalCorpus().join('\n'));
  for (const file of [BASE_MODEL.lm, BASE_MODEL.dict]) {
    const s = statSync(file);
    hash.update(`${file}:${s.size}:${s.mtimeMs}`);
  }
  return hash.digest('hex').slice(0, 16);
}

function modelFiles(dir: string): AdaptedModel {
  return { dict: join(dir, 'dental.dict'), lm: join(dir, 'adapted.lm.bin') };
}

/** Whether this cache already holds the adapted model for the current inputs (so no build is needed). */
export function isAdaptedModelBuilt(cacheDir = defaultCacheDir(), lambda = DENTAL_LM_WEIGHT): boolean {
  const files = modelFiles(join(cacheDir, modelKey(lambda)));
  return existsSync(files.lm) && existsSync(files.dict);
}

const pending = new Map<string, Promise<AdaptedModel>>();

/**
 * The adapted model's files, building them first if this cache has none for the current inputs.
 * The build (about half a minute) runs in a child process, so a server stays responsive meanwhile;
 * concurrent callers share one build.
 */
export function ensureAdaptedModel(cacheDir = defaultCacheDir(), lambda = DENTAL_LM_WEIGHT): Promise<AdaptedModel> {
  const dir = join(cacheDir, modelKey(lambda));
  const files = modelFiles(dir);
  if (isAdaptedModelBuilt(cacheDir, lambda)) return Promise.resolve(files);
  let build = pending.get(dir);
  if (!build) {
    build = buildInChild(dir, lambda).then(() => files);
    pending.set(dir, build);
    build.finally(() => pending.delete(dir)).catch(() => {});
  }
  return build;
}

function buildInChild(dir: string, lambda: number): Promise<void> {
  const script = fileURLToPath(new URL('../../scripts/speech/build-model.ts', import.meta.url));
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--out', dir, '--lambda', String(lambda)], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`building the adapted speech model failed: ${err.trim().split('\n').pop()}`))));
  });
}

/**
 * Builds the adapted model into `dir`: the dental KN model, interpolated with the general English
 * model, converted to pocketsphinx's binary format; and the merged dictionary restricted to the
 * model's vocabulary (a smaller dictionary loads faster on every decode).
 * Built in a temporary folder and renamed into place, so a half-built model is never used.
 */
export function buildAdaptedModel(dir: string, lambda = DENTAL_LM_WEIGHT, log: (line: string) => void = () => {}, generalWords = GENERAL_VOCABULARY): AdaptedModel {
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    const corpus = dentalCorpus();
    const dental = trainKneserNey(corpus, LM_ORDER);
    writeFileSync(join(tmp, 'dental.arpa'), arpaText(dental));
    log(`dental model: ${dental.counts().join(' / ')} n-grams from ${corpus.length} sentences`);
    const general = readSphinxTrie(readFileSync(BASE_MODEL.lm));
    const mixed = interpolate(general, dental, lambda, DENTAL_UNIGRAM_WEIGHT, generalWords);
    log(`interpolated model (dental weight ${lambda}, unigrams ${DENTAL_UNIGRAM_WEIGHT}, ${generalWords} general words): ${mixed.counts().join(' / ')} n-grams`);
    const arpa = join(tmp, 'adapted.arpa');
    writeArpa(mixed, arpa);
    const convert = spawnSync('sphinx_lm_convert', ['-i', arpa, '-o', modelFiles(tmp).lm], { encoding: 'utf8' });
    if (convert.status !== 0) throw new Error(`sphinx_lm_convert failed (is sphinxbase-utils installed?): ${convert.error?.message ?? convert.stderr.trim().split('\n').pop()}`);
    rmSync(arpa);
    const lexicon = mergeLexicons(readLexicon(BASE_MODEL.dict), dentalLexicon());
    const { written, missing } = writeLexicon(lexicon, mixed.vocab, modelFiles(tmp).dict);
    const dentalMissing = dental.vocab.filter((w) => missing.includes(w));
    if (dentalMissing.length > 0) throw new Error(`dental words without a pronunciation: ${dentalMissing.join(', ')}`);
    log(`dictionary: ${written} words${missing.length ? `, ${missing.length} language-model words without a pronunciation left out` : ''}`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
    return modelFiles(dir);
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
}
