// `npm run bench:stt`: WER, tooth-number accuracy and real-time factor of the stock and the adapted
// PocketSphinx recogniser, side by side, on the shared real-speech clips and the synthetic dental
// dictations (dev and held-out reported separately).
// Options: --osce (add the 7-minute consultation), --jobs N (clips decoded at once; default 1, so
// the RTF is one core's), --sets real,dev,heldout,heldout2, --voices slt,kal, --engines base,adapted, --verbose.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createSphinxEngine } from '../../server/speech/create-engine.ts';
import { realClips, syntheticClips, type Clip } from './clips.ts';
import { SPLITS } from './dictations.ts';
import { evaluate, type ClipResult } from './evaluate.ts';
import { fixed, pct, summarise, table } from './report.ts';
import { renderDictations } from './render.ts';

const { values } = parseArgs({
  options: {
    osce: { type: 'boolean', default: false },
    jobs: { type: 'string', default: '1' },
    sets: { type: 'string', default: 'real,dev,heldout,heldout2' },
    voices: { type: 'string', default: 'slt,kal' },
    engines: { type: 'string', default: 'base,adapted' },
    verbose: { type: 'boolean', default: false },
  },
});
const sets = values.sets.split(',');
const engines = values.engines.split(',');

const rendered = renderDictations();
if (rendered) console.log(`rendered ${rendered} synthetic clips (festival TTS)`);
const clips: Clip[] = [...(sets.includes('real') ? realClips({ includeLong: values.osce }) : []), ...syntheticClips(values.voices.split(',')).filter((c) => sets.includes(c.set))];
if (sets.includes('real') && !clips.some((c) => c.set === 'real')) console.warn('no real clips found (set CHAIRSIDE_SHARED_AUDIO)');

const byEngine = new Map<string, ClipResult[]>();
for (const name of engines) {
  // As the server runs it: the next decoder loads its models while the current clip is recognised.
  const engine = createSphinxEngine({ adapted: name === 'adapted', keepWarm: true });
  await engine.prepare();
  const started = Date.now();
  process.stderr.write(`${name}: ${clips.length} clips `);
  byEngine.set(name, await evaluate(engine, clips, { jobs: Number(values.jobs), onResult: () => process.stderr.write('.') }));
  process.stderr.write(` ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  await engine.close();
}

const key = (c: Clip) => `${c.set}/${c.voice ?? ''}/${c.id}`;
if (values.verbose) {
  const rows = clips.map((c) => [key(c), ...engines.flatMap((e) => { const r = byEngine.get(e)!.find((x) => key(x.clip) === key(c))!; return [pct(r.wer), r.teeth.total ? `${r.teeth.correct}/${r.teeth.total}` : '', fixed(r.elapsed / r.seconds)]; })]);
  console.log(table(['clip', ...engines.flatMap((e) => [`${e} WER`, 'teeth', 'RTF'])], rows), '\n');
}

/** Summary rows: each set, and each voice within the synthetic sets. */
const groups: [string, (c: Clip) => boolean][] = [];
for (const set of ['real', ...SPLITS]) {
  if (!clips.some((c) => c.set === set)) continue;
  const label = set === 'real' ? 'real speech (shared/audio)' : `synthetic ${set}`;
  groups.push([label, (c) => c.set === set]);
  if (set !== 'real') for (const v of new Set(clips.filter((c) => c.set === set).map((c) => c.voice!))) groups.push([`  ${set} · ${v}`, (c) => c.set === set && c.voice === v]);
}
const summaries = groups.map(([label, test]) => [label, ...engines.map((e) => summarise(byEngine.get(e)!.filter((r) => test(r.clip))))] as const);
const [a, b] = engines;
const header = ['set', 'clips', 'words', ...engines.map((e) => `WER ${e}`), ...(b ? [`${b}/${a}`] : []), ...engines.map((e) => `median ${e}`), ...engines.map((e) => `teeth ${e}`), ...engines.map((e) => `RTF ${e}`), ...engines.map((e) => `med RTF ${e}`)];
const rows = summaries.map(([label, ...s]) => [
  label,
  String(s[0]!.clips),
  String(s[0]!.words),
  ...s.map((x) => pct(x.wer)),
  ...(b ? [fixed(s[1]!.wer / s[0]!.wer)] : []),
  ...s.map((x) => pct(x.medianWer)),
  ...s.map((x) => (x.teeth ? `${pct(x.toothAccuracy)} of ${x.teeth}` : '–')),
  ...s.map((x) => fixed(x.rtf)),
  ...s.map((x) => fixed(x.medianRtf)),
]);
console.log('WER after normalising case, punctuation, fillers, UK/US spelling and numbers; teeth = tooth references recognised exactly;');
console.log('RTF = (decode + recognition wall time) / audio length, with a decoder loaded ahead as the server keeps one. Synthetic sets are festival TTS, not recordings.\n');
console.log(table(header, rows));

const out = join(import.meta.dirname, '.results');
mkdirSync(out, { recursive: true });
const json = [...byEngine].flatMap(([engine, rs]) => rs.map((r) => ({ engine, clip: key(r.clip), wer: r.wer, teeth: r.teeth, seconds: r.seconds, elapsed: r.elapsed, hypothesis: r.hypothesis })));
writeFileSync(join(out, 'latest.json'), JSON.stringify(json, null, 1));
