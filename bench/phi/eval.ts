// `npm run eval:phi [-- --split dev|heldout] [--verbose]`: runs the scrubber over the planted-PHI corpus and
// prints recall and precision per type and how many dental tokens were wrongly scrubbed.
// A planted span is recalled when scrubbed spans cover all of it; a scrubbed span is correct when it
// overlaps a planted identifier.
import { parseArgs } from 'node:util';
import { PhiType, scrubPhi, type PhiSpan } from '../../core/phi/scrub.ts';
import { devTexts } from './corpus/dev.ts';
import { heldoutTexts } from './corpus/heldout.ts';
import { parse, type Planted } from './corpus/markup.ts';

const { values } = parseArgs({ options: { split: { type: 'string' }, verbose: { type: 'boolean', default: false } } });
const splits: Record<string, string[]> = { dev: devTexts, heldout: heldoutTexts };

const covered = (p: Planted, spans: PhiSpan[], text: string) =>
  [...text.slice(p.start, p.end)].every((ch, k) => /\s/.test(ch) || spans.some((s) => s.start <= p.start + k && p.start + k < s.end));
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;
const pct = (n: number, d: number) => (d ? (n / d).toFixed(3) : '  -  ');

function evaluate(name: string, texts: string[]): void {
  const planted = new Map<string, { n: number; hit: number }>();
  const predicted = new Map<string, { n: number; ok: number }>();
  let keeps = 0;
  let scrubbedKeeps = 0;
  for (const marked of texts) {
    const { text, spans } = parse(marked);
    const out = scrubPhi(text);
    for (const p of spans) {
      if (p.type === 'keep') {
        keeps++;
        if (out.spans.some((s) => overlaps(s, p))) {
          scrubbedKeeps++;
          if (values.verbose) console.log(`DENTAL SCRUBBED ${p.text} in: ${out.text}`);
        }
        continue;
      }
      const t = planted.get(p.type) ?? { n: 0, hit: 0 };
      t.n++;
      if (covered(p, out.spans, text)) t.hit++;
      else if (values.verbose) console.log(`MISSED ${p.type} "${p.text}" in: ${out.text}`);
      planted.set(p.type, t);
    }
    for (const s of out.spans) {
      const t = predicted.get(s.type) ?? { n: 0, ok: 0 };
      t.n++;
      if (spans.some((p) => p.type !== 'keep' && overlaps(s, p))) t.ok++;
      else if (values.verbose) console.log(`FALSE ${s.type} "${s.text}" in: ${text}`);
      predicted.set(s.type, t);
    }
  }
  console.log(`\n${name}: ${texts.length} texts`);
  console.log(`${'type'.padEnd(10)} ${'planted'.padStart(7)} ${'recall'.padStart(7)} ${'found'.padStart(6)} ${'precision'.padStart(9)}`);
  let n = 0, hit = 0, found = 0, ok = 0;
  for (const type of PhiType) {
    const p = planted.get(type) ?? { n: 0, hit: 0 };
    const q = predicted.get(type) ?? { n: 0, ok: 0 };
    n += p.n; hit += p.hit; found += q.n; ok += q.ok;
    console.log(`${type.padEnd(10)} ${String(p.n).padStart(7)} ${pct(p.hit, p.n).padStart(7)} ${String(q.n).padStart(6)} ${pct(q.ok, q.n).padStart(9)}`);
  }
  console.log(`${'all'.padEnd(10)} ${String(n).padStart(7)} ${pct(hit, n).padStart(7)} ${String(found).padStart(6)} ${pct(ok, found).padStart(9)}`);
  console.log(`dental tokens wrongly scrubbed: ${scrubbedKeeps} of ${keeps}`);
}

for (const name of values.split ? [values.split] : ['dev', 'heldout']) {
  const texts = splits[name];
  if (!texts) throw new Error(`unknown split "${name}" (dev or heldout)`);
  evaluate(name, texts);
}
