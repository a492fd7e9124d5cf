// `npm run eval:notes [-- --split dev|heldout|heldout2|heldout3|heldout4|heldout5|heldout6|heldout7|heldout8|heldout9|heldout10|heldout11|heldout12|heldout13|heldout14|heldout15|heldout16|heldout17|heldout18|heldout19|heldout20|heldout21|heldout22|heldout23|heldout24|heldout25|heldout26|heldout27|heldout28|heldout29|heldout30|heldout31|heldout32|heldout33|heldout34|heldout35|heldout36|heldout37|heldout38|heldout39|heldout40|heldout41|heldout42|heldout43|heldout44|heldout45|heldout46|heldout47|heldout48|heldout49|heldout50|heldout51] [--verbose] [--case ID or id prefixes, comma-separated] [--kinds]`: runs the notes
// engine over the labelled corpus and prints precision, recall and F1 per field plus overall micro-F1, per split.
// --kinds adds counts of error kinds (every field, and items filed in the wrong field) without any case text, for held-out splits.
import { parseArgs } from 'node:util';
import { appendToNotes, generateNotes } from '../../core/notes/engine.ts';
import { ClinicalNotes } from '../../core/notes/schema.ts';
import type { NotesCase } from './corpus/case.ts';
import { splits } from './corpus/index.ts';
import { dentalKinds, listKinds, misplacedKinds, textKinds, type Kinds } from './kinds.ts';
import { FIELDS, compare, f1, fieldItems, type Counts, type Field } from './score.ts';

const { values } = parseArgs({
  options: {
    split: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    case: { type: 'string' },
    kinds: { type: 'boolean', default: false },
  },
});

function run(c: NotesCase): ClinicalNotes {
  let notes = generateNotes(c.transcript, { numbering: c.numbering });
  for (const more of c.appends ?? []) notes = appendToNotes(notes, more, { numbering: c.numbering });
  return notes;
}

const pct = (x: number) => x.toFixed(3);

function evaluate(name: string, cases: NotesCase[]): void {
  const totals = new Map<Field, Counts>(FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }]));
  let invalid = 0;
  const kinds = new Map<string, Kinds>();
  const kindsOf = (field: string) => kinds.get(field) ?? kinds.set(field, new Map()).get(field)!;
  for (const c of cases) {
    const notes = run(c);
    if (!ClinicalNotes.safeParse(notes).success) invalid++;
    const lines: string[] = [];
    dentalKinds(c.expected.OE.DENTAL, notes.OE.DENTAL, kindsOf('DENTAL'), notes);
    for (const f of LIST_FIELDS) listKinds(c.expected[f] ?? [], notes[f] ?? [], kindsOf(f));
    for (const f of TEXT_FIELDS) textKinds(fieldItems(c.expected, f)[0] ?? '', fieldItems(notes, f)[0] ?? '', kindsOf(f));
    misplacedKinds(c.expected, notes, fieldItems, kindsOf('misplaced'));
    for (const field of FIELDS) {
      const r = compare(fieldItems(c.expected, field), fieldItems(notes, field));
      const t = totals.get(field)!;
      t.tp += r.tp;
      t.fp += r.fp;
      t.fn += r.fn;
      for (const m of r.missed) lines.push(`  ${field.padEnd(8)} - ${m}`);
      for (const x of r.extra) lines.push(`  ${field.padEnd(8)} + ${x}`);
    }
    if (values.verbose && lines.length) console.log(`${c.id}\n${lines.join('\n')}`);
  }
  const all: Counts = { tp: 0, fp: 0, fn: 0 };
  console.log(`\n${name}: ${cases.length} dictations${invalid ? `, ${invalid} NOT schema-valid` : ''}`);
  console.log(`${'field'.padEnd(10)} ${'P'.padStart(6)} ${'R'.padStart(6)} ${'F1'.padStart(6)} ${'items'.padStart(6)}`);
  for (const field of FIELDS) {
    const t = totals.get(field)!;
    all.tp += t.tp;
    all.fp += t.fp;
    all.fn += t.fn;
    const { p, r, f } = f1(t);
    console.log(`${field.padEnd(10)} ${pct(p).padStart(6)} ${pct(r).padStart(6)} ${pct(f).padStart(6)} ${String(t.tp + t.fn).padStart(6)}`);
  }
  const { p, r, f } = f1(all);
  const micro = `${'micro'.padEnd(10)} ${pct(p).padStart(6)} ${pct(r).padStart(6)} ${pct(f).padStart(6)} ${String(all.tp + all.fn).padStart(6)}`;
  console.log(micro);
  if (values.kinds) for (const [field, counts] of kinds) {
    if (!counts.size) continue;
    console.log(`\n${field} error kinds:`);
    for (const [kind, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)}  ${kind}`);
  }
}

const LIST_FIELDS = ['TX', 'TX PLAN', 'DX', 'NV', 'TX TODAY'] as const;
const TEXT_FIELDS = FIELDS.filter((f): f is Exclude<Field, 'DENTAL' | (typeof LIST_FIELDS)[number]> => f !== 'DENTAL' && !(LIST_FIELDS as readonly string[]).includes(f));

const chosen = values.split ? [values.split] : ['dev', 'heldout'];
for (const name of chosen) {
  const cases = splits[name as keyof typeof splits];
  if (!cases) throw new Error(`unknown split "${name}" (${Object.keys(splits).join(', ')})`);
  const prefixes = values.case?.split(',');
  evaluate(name, prefixes ? cases.filter((c) => prefixes.some((p) => c.id.startsWith(p))) : cases);
}
