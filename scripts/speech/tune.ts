// Tunes the adapted recogniser on the dev dictations (both voices) and the short shared real-speech
// clips: `npm run speech:tune -- [--lambda 0.3,0.5] [--configs name,…] [--jobs 2]`.
// The held-out dictations are never used here. Prints WER, tooth accuracy and RTF per candidate.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { realClips, syntheticClips } from '../../bench/stt/clips.ts';
import { evaluate } from '../../bench/stt/evaluate.ts';
import { renderDictations } from '../../bench/stt/render.ts';
import { fixed, pct, summarise, table } from '../../bench/stt/report.ts';
import { BASE_MODEL, DENTAL_LM_WEIGHT, defaultCacheDir, ensureAdaptedModel } from '../../server/speech/adapted-model.ts';
import { ADAPTED_DECODER } from '../../server/speech/decoder-settings.ts';
import { numberHomophones } from '../../server/speech/homophones.ts';
import { SphinxEngine, type SphinxArgs } from '../../server/speech/sphinx.ts';

/** Decoder candidates: pocketsphinx defaults, the current choice, and variations around it. */
const CANDIDATES: Record<string, SphinxArgs> = {
  defaults: {},
  current: ADAPTED_DECODER,
  lw5: { lw: '5.5', fwdflatlw: '7.5', bestpathlw: '8.5' },
  lw8: { lw: '8', fwdflatlw: '10', bestpathlw: '11' },
  beams: { beam: '1e-40', pbeam: '1e-40', wbeam: '1e-25' },
  // Speed without narrower beams: no second (flat-lexicon) pass, or phonetic lookahead.
  noflat: { ...ADAPTED_DECODER, fwdflat: 'no' },
  lookahead: { ...ADAPTED_DECODER, pl_window: '5' },
  // Fewer active HMMs or words per frame, two Gaussians per frame, narrower flat-pass beams.
  hmm5k: { maxhmmpf: '5000' },
  hmm3k: { maxhmmpf: '3000' },
  wpf: { ...ADAPTED_DECODER, maxwpf: '10' },
  topn2: { ...ADAPTED_DECODER, topn: '2' },
  flatbeam: { ...ADAPTED_DECODER, fwdflatbeam: '1e-48', fwdflatwbeam: '1e-20' },
  // Word insertion penalty (default 0.65): short function words (a, the) are the commonest deletions.
  wip8: { ...ADAPTED_DECODER, wip: '0.8' },
  wip1: { ...ADAPTED_DECODER, wip: '1.0' },
  // The flat-lexicon pass over fewer word candidates: words must end in more frames (-fwdflatefwid, default 4), or
  // successors are looked for in a narrower window (-fwdflatsfwin, default 25); and no lattice best-path pass.
  efwid6: { ...ADAPTED_DECODER, fwdflatefwid: '6' },
  sfwin15: { ...ADAPTED_DECODER, fwdflatsfwin: '15' },
  flatwin: { ...ADAPTED_DECODER, fwdflatefwid: '6', fwdflatsfwin: '15' },
  nobestpath: { ...ADAPTED_DECODER, bestpath: 'no' },
};

const RESULTS = join(import.meta.dirname, '../../bench/stt/.results');
const { values } = parseArgs({ options: { lambda: { type: 'string', default: String(DENTAL_LM_WEIGHT) }, configs: { type: 'string' }, jobs: { type: 'string', default: '2' } } });
const names = values.configs?.split(',') ?? Object.keys(CANDIDATES);
renderDictations();
const clips = [...realClips(), ...syntheticClips().filter((c) => c.set === 'dev')];

const rows: string[][] = [];
for (const lambda of values.lambda.split(',').map(Number)) {
  const model = await ensureAdaptedModel(defaultCacheDir(), lambda);
  for (const name of names) {
    const args = CANDIDATES[name];
    if (!args) throw new Error(`no candidate "${name}"; known: ${Object.keys(CANDIDATES).join(', ')}`);
    const engine = new SphinxEngine({ args: { hmm: BASE_MODEL.hmm, lm: model.lm, dict: model.dict, ...args }, rewrite: numberHomophones });
    const results = await evaluate(engine, clips, { jobs: Number(values.jobs) });
    const dev = summarise(results.filter((r) => r.clip.set === 'dev'));
    const real = summarise(results.filter((r) => r.clip.set === 'real'));
    const row = [`λ=${lambda} ${name}`, pct(dev.wer), ...['slt', 'kal'].map((v) => pct(summarise(results.filter((r) => r.clip.voice === v)).wer)), pct(dev.toothAccuracy), pct(real.wer), fixed(dev.rtf), fixed(real.rtf)];
    rows.push(row);
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(join(RESULTS, `tune-${lambda}-${name}.json`), JSON.stringify(results.map((r) => ({ clip: `${r.clip.set}/${r.clip.voice ?? ''}/${r.clip.id}`, wer: r.wer, teeth: r.teeth, hypothesis: r.hypothesis }))));
    console.error(row.join('  '));
  }
}
console.log(table(['candidate', 'dev WER', 'slt', 'kal', 'teeth', 'real WER', 'dev RTF', 'real RTF'], rows));
